//! Hashing, once: FNV-1a (64 bits), the checksum of the files the programs read back (the
//! Connect Four book, the TD table, the networks), SplitMix64's finaliser `mix`, which
//! the seeded generator (`rng`) and the Zobrist keys of positions are made of, and
//! `MixState`, a `HashMap` hasher of such keys made of `mix`.
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

/// A hasher of keys that are already distinct `u64`s (a position's key): `mix` of each word,
/// where std's SipHash spends several times as much guarding against keys chosen by an
/// attacker, which no book here has. Other writes fold in byte by byte.
#[derive(Default)]
pub struct MixHasher(u64);

impl std::hash::Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = mix(self.0 ^ byte as u64);
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = mix(self.0 ^ word);
    }
}

/// `HashMap<u64, V, MixState>`: a map keyed by positions' keys.
pub type MixState = std::hash::BuildHasherDefault<MixHasher>;

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

    #[test]
    fn mix_hasher_hashes_a_word_by_mix() {
        use std::hash::{BuildHasher, Hash, Hasher};
        let hash_of = |key: u64| {
            let mut hasher = MixState::default().build_hasher();
            key.hash(&mut hasher);
            hasher.finish()
        };
        assert_eq!(hash_of(GOLDEN_GAMMA), mix(GOLDEN_GAMMA));
        assert_ne!(hash_of(1), hash_of(2));
        let mut bytes = MixHasher::default();
        bytes.write(&[1, 2]);
        assert_eq!(bytes.finish(), mix(mix(1) ^ 2));
    }
}
