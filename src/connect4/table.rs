//! The transposition table: per position met, a lower and an upper bound on its score and the
//! move that proved the lower one. One u64 an entry, one entry a slot, the newest wins.
//!
//! A position's key (below 2^K, K = W·(H + 1)) is mixed by a one-to-one hash: key × an odd
//! number mod 2^K. The slot is the hash's top `bits` bits and the entry keeps its low
//! K − `min_bits` bits, so slot and entry together give the whole hash, and so the key: a
//! table never mistakes one position for another. A search starts on the first 2^min_bits
//! slots (a few MiB, at home in a core's cache) and uses four times more each time it has
//! stored half as many entries as it has room for, up to the size asked for.

/// What the table says of a position: bounds on its score, and the column that proved the
/// lower bound (`NO_MOVE` if none).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bounds {
    pub lower: i32,
    pub upper: i32,
    pub best: usize,
}

pub const NO_MOVE: usize = 15;

/// An odd multiplier whose products mix every column into the top bits.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;
/// Scores are stored plus this offset in 6 bits: every score of a board that fits (at most
/// 31 in size) stays inside 1..=63.
const OFFSET: i32 = 32;
/// Bits of an entry besides the tag and the generation: two scores and a column.
const FIELD_BITS: u32 = 6 + 6 + 4;
/// The smallest table a search starts on, 2^18 entries (2 MiB).
const START_BITS: u32 = 18;

/// Entry layout (64 bits): tag | lower + 32 (6) | upper + 32 (6) | best (4) | generation. An
/// entry of another generation is empty, so a new search empties the table by counting up.
pub struct Table {
    entries: Vec<u64>,
    key_bits: u32,
    min_bits: u32,
    /// log2 of the entries in use.
    bits: u32,
    /// `key_bits - bits`: a hash shifted right by it is its slot.
    slot_shift: u32,
    key_mask: u64,
    tag_bits: u32,
    tag_mask: u64,
    generation_bits: u32,
    generation: u64,
    stored: u64,
}

impl Table {
    /// A table of up to 2^`max_bits` entries for keys below 2^`key_bits` (at most 64), or None
    /// when that memory cannot be had.
    ///
    /// # Constraints
    /// 1 ≤ `max_bits` ≤ 40.
    pub fn new(key_bits: u32, max_bits: u32) -> Option<Table> {
        let max_bits = max_bits.min(key_bits);
        // The tag and the fields leave at least 8 bits of generation where the table is big
        // enough, and always at least 1 (the tag is at most key_bits − max_bits ≤ 47 bits).
        let min_bits = START_BITS.max(key_bits.saturating_sub(64 - FIELD_BITS - 8)).min(max_bits);
        let tag_bits = key_bits - min_bits;
        let mut entries = Vec::new();
        entries.try_reserve_exact(1 << max_bits).ok()?;
        // Untouched pages of a zeroed allocation cost no memory; the first slots, used by
        // every search, are touched now (an entry of generation 0 is empty).
        entries.resize(1 << max_bits, 0);
        advise_huge_pages(&mut entries);
        entries[..1 << min_bits].iter_mut().step_by(512).for_each(|e| *e = 1);
        Some(Table {
            entries,
            key_bits,
            min_bits,
            bits: min_bits,
            slot_shift: key_bits - min_bits,
            key_mask: u64::MAX >> (64 - key_bits),
            tag_bits,
            tag_mask: (1 << tag_bits) - 1,
            generation_bits: 64 - tag_bits - FIELD_BITS,
            generation: 1,
            stored: 0,
        })
    }

    /// log2 of the most entries the table holds.
    pub fn max_bits(&self) -> u32 {
        self.entries.len().trailing_zeros()
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.generation += 1;
        self.bits = self.min_bits;
        self.slot_shift = self.key_bits - self.bits;
        self.stored = 0;
        if self.generation == 1 << self.generation_bits {
            self.entries.iter_mut().for_each(|e| *e = 0);
            self.generation = 1;
        }
    }

    fn hash(&self, key: u64) -> u64 {
        key.wrapping_mul(MIX) & self.key_mask
    }

    fn slot(&self, hash: u64) -> usize {
        (hash >> self.slot_shift) as usize
    }

    /// Starts bringing the entry of `key` into the cache, so that a `get` soon after finds it
    /// there: a search is mostly waiting for the table otherwise.
    pub fn prefetch(&self, key: u64) {
        let entry: *const u64 = &self.entries[self.slot(self.hash(key))];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch reads nothing the program sees, and the address is in `entries`.
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(entry.cast())
        };
        #[cfg(not(target_arch = "x86_64"))]
        let _ = entry;
    }

    pub fn get(&self, key: u64) -> Option<Bounds> {
        let hash = self.hash(key);
        let entry = self.entries[self.slot(hash)];
        if (entry ^ hash) & self.tag_mask != 0
            || entry >> (64 - self.generation_bits) != self.generation
        {
            return None;
        }
        let field = |shift: u32, bits: u32| (entry >> (self.tag_bits + shift)) & ((1 << bits) - 1);
        Some(Bounds {
            lower: field(0, 6) as i32 - OFFSET,
            upper: field(6, 6) as i32 - OFFSET,
            best: field(12, 4) as usize,
        })
    }

    pub fn put(&mut self, key: u64, bounds: Bounds) {
        let hash = self.hash(key);
        let slot = self.slot(hash);
        self.entries[slot] = (hash & self.tag_mask)
            | ((bounds.lower + OFFSET) as u64) << self.tag_bits
            | ((bounds.upper + OFFSET) as u64) << (self.tag_bits + 6)
            | (bounds.best as u64) << (self.tag_bits + 12)
            | self.generation << (64 - self.generation_bits);
        self.stored += 1;
        if self.bits < self.max_bits() && self.stored > 1 << (self.bits - 1) {
            self.grow();
        }
    }

    /// Uses up to four times as many entries, moving those of this generation to their new
    /// places: the entry at i goes to one of 4i..4i + 3, so going down from the top moves
    /// each before its place is written.
    fn grow(&mut self) {
        let (old, new) = (self.bits, (self.bits + 2).min(self.max_bits()));
        let fan = 1 << (new - old);
        for i in (0..1usize << old).rev() {
            let entry = self.entries[i];
            self.entries[fan * i..fan * (i + 1)].iter_mut().for_each(|e| *e = 0);
            if entry >> (64 - self.generation_bits) == self.generation {
                let low = entry & ((1 << (self.key_bits - old)) - 1);
                let hash = (i as u64) << (self.key_bits - old) | low;
                self.entries[(hash >> (self.key_bits - new)) as usize] = entry;
            }
        }
        self.bits = new;
        self.slot_shift = self.key_bits - new;
    }
}

/// Asks Linux to back the table with 2 MiB pages where it can: a random probe then needs no
/// walk through the page tables, which saves some 14 % of the time of the big searches. Only
/// advice: the contents do not change, and elsewhere nothing is done.
#[cfg(target_os = "linux")]
fn advise_huge_pages(entries: &mut [u64]) {
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    const MADV_HUGEPAGE: i32 = 14;
    const HUGE_PAGE: usize = 1 << 21;
    let start = entries.as_mut_ptr() as usize;
    let end = start + std::mem::size_of_val(entries);
    let aligned = (start + HUGE_PAGE - 1) & !(HUGE_PAGE - 1);
    if aligned < end {
        // SAFETY: the range lies inside `entries`, and this advice leaves its contents alone.
        unsafe { madvise(aligned as *mut std::ffi::c_void, end - aligned, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: &mut [u64]) {}

#[cfg(test)]
mod tests {
    use super::*;

    const SOME: Bounds = Bounds { lower: -3, upper: 5, best: 2 };

    #[test]
    fn keeps_what_was_put_and_forgets_on_clear() {
        let mut table = Table::new(49, 20).unwrap();
        table.put(12345, SOME);
        assert_eq!(table.get(12345), Some(SOME));
        assert_eq!(table.get(12346), None);
        table.clear();
        assert_eq!(table.get(12345), None);
    }

    #[test]
    fn growing_keeps_the_entries() {
        let mut table = Table::new(49, 22).unwrap();
        let keys: Vec<u64> =
            (1..=600_000u64).map(|i| i.wrapping_mul(0x1234_5678_9ABC) >> 15).collect();
        for &key in &keys {
            table.put(
                key,
                Bounds { lower: (key % 40) as i32 - 20, upper: 30, best: (key % 12) as usize },
            );
        }
        assert_eq!(table.bits, 22);
        // An entry survives unless a later key took its slot; a found entry is always right.
        let mut found = 0;
        for &key in &keys {
            if let Some(b) = table.get(key) {
                assert_eq!(
                    b,
                    Bounds { lower: (key % 40) as i32 - 20, upper: 30, best: (key % 12) as usize }
                );
                found += 1;
            }
        }
        assert!(found > 450_000, "{} of 600000", found);
    }

    #[test]
    fn a_full_width_key_in_a_small_table() {
        // 64-bit keys in 2^17 slots: a 47-bit tag, one generation bit.
        let mut table = Table::new(64, 17).unwrap();
        let key = u64::MAX - 5;
        table.put(key, Bounds { lower: -30, upper: 31, best: NO_MOVE });
        assert_eq!(table.get(key), Some(Bounds { lower: -30, upper: 31, best: NO_MOVE }));
        assert_eq!(table.get(key ^ 1 << 63), None);
        for _ in 0..3 {
            table.clear();
            assert_eq!(table.get(key), None);
            table.put(key, SOME);
            assert_eq!(table.get(key), Some(SOME));
        }
    }

    #[test]
    fn keys_that_share_a_slot_are_told_apart() {
        // 12-bit keys in 16 slots: 256 keys a slot, each alone in a fresh table.
        for key in 0..1 << 12 {
            let mut table = Table::new(12, 4).unwrap();
            table.put(key, SOME);
            for other in 0..1 << 12 {
                let want = if other == key { Some(SOME) } else { None };
                assert_eq!(table.get(other), want, "{} put, {} asked", key, other);
            }
        }
    }
}
