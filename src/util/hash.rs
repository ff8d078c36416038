//! Hashing, once: FNV-1a (64 bits), the checksum of the files the programs read back (the
//! Connect Four book, the TD table, the networks), and SplitMix64's finaliser `mix`, which
//! the seeded generator (`rng`) and the Zobrist keys of positions are made of.
//!
//! Why it is right: FNV-1a changes with any changed byte (each step is a bijection of the
//! hash for a fixed byte); `mix` is a bijection of u64 whose output bits each depend on every
//! input bit, so distinct inputs give distinct, well spread keys. Cost: O(1) a byte or a key.

/// 2^64 divided by the golden ratio, odd: SplitMix64's step between states.
pub const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// FNV-1a, 64 bits, of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// SplitMix64's finaliser (Stafford's variant 13): a bijection that spreads every bit.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        // FNV-1a's published test vectors.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        // SplitMix64 seeded with 0: its first output (Vigna's reference code).
        assert_eq!(mix(GOLDEN_GAMMA), 0xe220_a839_7b1d_cdaf);
    }
}
