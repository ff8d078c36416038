//! The transposition table: per position met, a lower and an upper bound on its score and the
//! move that proved the lower one. One u64 an entry, two entries a bucket.
//!
//! A position's key (below 2^K, K = W·(H + 1)) is mixed by a one-to-one hash: key × an odd
//! number mod 2^K. The bucket is the hash's top `bits − 1` bits and the entry keeps its low
//! K − `min_bits` + 1 bits, so bucket and entry together give the whole hash, and so the key:
//! a table never mistakes one position for another. A new entry takes the place of its own
//! position's older one, else of an empty one, else of the one of the two whose search
//! explored fewer positions (kept as a log2 in the entry): the costly results near the root
//! stay, and the cheap ones of the last moves come and go. A search starts on the first
//! 2^min_bits slots (a few MiB, at home in a core's cache) and uses four times more each time
//! half of them are full, up to the size asked for.
//!
//! Threads share one table (`search`'s helpers): an entry is one `AtomicU64`, read and written
//! whole (relaxed loads and stores, plain moves on x86-64), so a reader sees either the old
//! entry or the new one, never a mixture, and its tag with its bucket names its position
//! exactly; a store racing another may lose one of the two, which costs work, never a wrong
//! bound. The table grows only while one thread uses it (`grow` takes `&mut self`): a search
//! on several threads keeps it at its full size (`keep_full_size`).

use std::sync::atomic::{AtomicU64, Ordering};

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
/// Bits of an entry besides the tag and the generation: two scores, a column, the work.
const FIELD_BITS: u32 = 6 + 6 + 4 + 5;
/// The smallest table a search starts on, 2^18 entries (2 MiB).
const START_BITS: u32 = 18;

/// Entry layout (64 bits): tag | lower + 32 (6) | upper + 32 (6) | best (4) | log2 of the
/// positions explored (5) | generation. An entry of another generation is empty, so a new
/// search empties the table by counting up.
pub struct Table {
    entries: Vec<AtomicU64>,
    key_bits: u32,
    min_bits: u32,
    /// log2 of the slots in use.
    bits: u32,
    /// `key_bits - bits + 1`: a hash shifted right by it is its bucket.
    bucket_shift: u32,
    key_mask: u64,
    tag_bits: u32,
    tag_mask: u64,
    generation_shift: u32,
    generation: u64,
    /// Slots of this generation filled (as one thread counts them: threads racing may
    /// lose a count, which only delays growing, and a table in use by several is full-size).
    stored: AtomicU64,
}

impl Table {
    /// A table of up to 2^`max_bits` entries of 8 bytes for keys below 2^`key_bits` (at most
    /// 64), or what stands against it: a key too long for so small a table, or no memory.
    ///
    /// # Constraints
    /// 1 ≤ `max_bits` ≤ 40.
    pub fn new(key_bits: u32, max_bits: u32) -> Result<Table, String> {
        let max_bits = max_bits.min(key_bits);
        // At least 8 bits of generation where the table is big enough, and at least 1.
        let min_bits = START_BITS.max((key_bits + 1 + FIELD_BITS + 8).saturating_sub(64));
        let min_bits = min_bits.min(max_bits);
        let tag_bits = key_bits - min_bits + 1;
        if tag_bits + FIELD_BITS >= 64 {
            let least = key_bits + 1 + FIELD_BITS + 1 - 64;
            return Err(format!(
                "a table of at least 2^{} entries ({} MiB) for keys of {} bits",
                least,
                (1u64 << least) >> 17,
                key_bits
            ));
        }
        let mut entries = zeroed(1 << max_bits).ok_or_else(|| {
            format!("memory for 2^{} entries ({} MiB)", max_bits, (1u64 << max_bits) >> 17)
        })?;
        advise_huge_pages(&mut entries);
        // The first slots, used by every search, are touched now (an entry of generation 0 is
        // empty) rather than on the way.
        entries[..1 << min_bits].iter_mut().step_by(512).for_each(|e| *e.get_mut() = 1);
        Ok(Table {
            entries,
            key_bits,
            min_bits,
            bits: min_bits,
            bucket_shift: key_bits - min_bits + 1,
            key_mask: u64::MAX >> (64 - key_bits),
            tag_bits,
            tag_mask: (1 << tag_bits) - 1,
            generation_shift: tag_bits + FIELD_BITS,
            generation: 1,
            stored: AtomicU64::new(0),
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
        self.bucket_shift = self.key_bits - self.bits + 1;
        *self.stored.get_mut() = 0;
        if self.generation == 1 << (64 - self.generation_shift) {
            self.entries.iter_mut().for_each(|e| *e.get_mut() = 0);
            self.generation = 1;
        }
    }

    fn hash(&self, key: u64) -> u64 {
        key.wrapping_mul(MIX) & self.key_mask
    }

    /// The first slot of the bucket of `hash`.
    fn bucket(&self, hash: u64) -> usize {
        ((hash >> self.bucket_shift) as usize) << 1
    }

    fn is_current(&self, entry: u64) -> bool {
        entry >> self.generation_shift == self.generation
    }

    /// Whether `entry` is of this generation and holds the position of `hash`.
    fn holds(&self, entry: u64, hash: u64) -> bool {
        (entry ^ hash) & self.tag_mask == 0 && self.is_current(entry)
    }

    fn field(&self, entry: u64, shift: u32, bits: u32) -> u64 {
        (entry >> (self.tag_bits + shift)) & ((1 << bits) - 1)
    }

    /// Starts bringing the bucket of `key` into the cache, so that a `get` soon after finds it
    /// there: a search is mostly waiting for the table otherwise.
    pub fn prefetch(&self, key: u64) {
        let entry: *const AtomicU64 = &self.entries[self.bucket(self.hash(key))];
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
        let slot = self.bucket(hash);
        let entry = [self.load(slot), self.load(slot + 1)]
            .into_iter()
            .find(|&entry| self.holds(entry, hash))?;
        Some(Bounds {
            lower: self.field(entry, 0, 6) as i32 - OFFSET,
            upper: self.field(entry, 6, 6) as i32 - OFFSET,
            best: self.field(entry, 12, 4) as usize,
        })
    }

    fn load(&self, slot: usize) -> u64 {
        self.entries[slot].load(Ordering::Relaxed)
    }

    /// Keeps `bounds` for the position of `key`, whose search explored `work` positions; true
    /// when the table should now `grow`.
    pub fn put(&self, key: u64, bounds: Bounds, work: u64) -> bool {
        let hash = self.hash(key);
        let first = self.bucket(hash);
        let (a, b) = (self.load(first), self.load(first + 1));
        let slot = if self.holds(a, hash) {
            first
        } else if self.holds(b, hash) {
            first + 1
        } else if !self.is_current(a) {
            first
        } else if !self.is_current(b) {
            first + 1
        } else if self.field(a, 16, 5) < self.field(b, 16, 5) {
            first
        } else {
            first + 1
        };
        let mut stored = self.stored.load(Ordering::Relaxed);
        if !self.is_current(self.load(slot)) {
            stored += 1;
            self.stored.store(stored, Ordering::Relaxed);
        }
        let log_work = (64 - work.leading_zeros()).min(31) as u64;
        let entry = (hash & self.tag_mask)
            | ((bounds.lower + OFFSET) as u64) << self.tag_bits
            | ((bounds.upper + OFFSET) as u64) << (self.tag_bits + 6)
            | (bounds.best as u64) << (self.tag_bits + 12)
            | log_work << (self.tag_bits + 16)
            | self.generation << self.generation_shift;
        self.entries[slot].store(entry, Ordering::Relaxed);
        self.bits < self.max_bits() && stored > 1 << (self.bits - 1)
    }

    /// Uses every slot from now on, also after `clear`: a table that threads share cannot
    /// grow under them.
    pub fn keep_full_size(&mut self) {
        while self.bits < self.max_bits() {
            self.grow();
        }
        self.min_bits = self.bits;
    }

    /// Uses up to four times as many slots, moving the entries of this generation to their
    /// new buckets: bucket i's go to buckets 4i..4i + 3, so going down from the top moves each
    /// before its place is written.
    pub fn grow(&mut self) {
        let (old, new) = (self.bits, (self.bits + 2).min(self.max_bits()));
        let fan = 1 << (new - old);
        let low_bits = self.key_bits - old + 1;
        for bucket in (0..1usize << (old - 1)).rev() {
            let pair =
                [*self.entries[2 * bucket].get_mut(), *self.entries[2 * bucket + 1].get_mut()];
            let fanned = &mut self.entries[2 * bucket * fan..2 * (bucket + 1) * fan];
            fanned.iter_mut().for_each(|e| *e.get_mut() = 0);
            let generation = self.generation;
            let shift = self.generation_shift;
            for entry in pair.iter().copied().filter(|&e| e >> shift == generation) {
                let hash = (bucket as u64) << low_bits | (entry & ((1 << low_bits) - 1));
                let slot = ((hash >> (self.key_bits - new + 1)) as usize) << 1;
                let free = if *self.entries[slot].get_mut() == 0 { slot } else { slot + 1 };
                *self.entries[free].get_mut() = entry;
            }
        }
        self.bits = new;
        self.bucket_shift = self.key_bits - new + 1;
    }
}

/// `len` zeros, or None when the memory cannot be had. A zeroed allocation leaves its pages
/// untouched until they are used, so the part of the table a search never reaches costs no
/// memory and no time (`vec![0; len]` does the same, but aborts when the memory is refused).
fn zeroed(len: usize) -> Option<Vec<AtomicU64>> {
    let layout = std::alloc::Layout::array::<AtomicU64>(len).ok()?;
    // SAFETY: the layout is of `len` AtomicU64 (not zero-sized: len ≥ 2); a non-null pointer
    // from alloc_zeroed owns that many zeros, each a valid AtomicU64 (same layout as u64), which
    // Vec takes over with that capacity.
    unsafe {
        let pointer = std::alloc::alloc_zeroed(layout) as *mut AtomicU64;
        if pointer.is_null() {
            return None;
        }
        Some(Vec::from_raw_parts(pointer, len, len))
    }
}

/// Asks Linux to back the table with 2 MiB pages where it can: a random probe then needs no
/// walk through the page tables, which saves some 14 % of the time of the big searches. Only
/// advice: the contents do not change, and elsewhere nothing is done.
#[cfg(target_os = "linux")]
fn advise_huge_pages(entries: &mut [AtomicU64]) {
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
fn advise_huge_pages(_: &mut [AtomicU64]) {}

#[cfg(test)]
mod tests {
    use super::*;

    const SOME: Bounds = Bounds { lower: -3, upper: 5, best: 2 };

    fn bounds_of(key: u64) -> Bounds {
        Bounds { lower: (key % 40) as i32 - 20, upper: 30, best: (key % 12) as usize }
    }

    #[test]
    fn keeps_what_was_put_and_forgets_on_clear() {
        let mut table = Table::new(49, 20).unwrap();
        table.put(12345, SOME, 10);
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
            if table.put(key, bounds_of(key), key % 1000) {
                table.grow();
            }
        }
        assert_eq!(table.bits, 22);
        // An entry survives unless later keys took its bucket; a found entry is always right.
        let mut found = 0;
        for &key in &keys {
            if let Some(bounds) = table.get(key) {
                assert_eq!(bounds, bounds_of(key));
                found += 1;
            }
        }
        assert!(found > 500_000, "{} of 600000", found);
    }

    #[test]
    fn a_bucket_keeps_the_costlier_entry() {
        // 12-bit keys in 16 slots (8 buckets): keys 0, 1, 2, … share buckets in some order.
        let table = Table::new(12, 4).unwrap();
        let bucket_of = |table: &Table, key: u64| table.bucket(table.hash(key));
        let first = bucket_of(&table, 0);
        let same: Vec<u64> =
            (1..1 << 12).filter(|&k| bucket_of(&table, k) == first).take(2).collect();
        table.put(0, SOME, 1 << 20);
        table.put(same[0], SOME, 1);
        table.put(same[1], SOME, 5);
        assert_eq!(table.get(0), Some(SOME), "the costly entry stays");
        assert_eq!(table.get(same[0]), None, "the cheapest goes");
        assert_eq!(table.get(same[1]), Some(SOME));
        // A position's own entry is rewritten in place.
        table.put(same[1], Bounds { lower: 1, upper: 1, best: 0 }, 1);
        assert_eq!(table.get(same[1]), Some(Bounds { lower: 1, upper: 1, best: 0 }));
        assert_eq!(table.get(0), Some(SOME));
    }

    #[test]
    fn a_full_width_key_needs_a_big_enough_table() {
        // 64-bit keys: a bucket of 2^22 slots leaves a 42-bit tag and one generation bit.
        let refusal = Table::new(64, 22).err().expect("too small a table");
        assert!(refusal.contains("2^23 entries (64 MiB)"), "{}", refusal);
        let mut table = Table::new(64, 23).unwrap();
        let key = u64::MAX - 5;
        table.put(key, Bounds { lower: -30, upper: 31, best: NO_MOVE }, 3);
        assert_eq!(table.get(key), Some(Bounds { lower: -30, upper: 31, best: NO_MOVE }));
        assert_eq!(table.get(key ^ 1 << 63), None);
        for _ in 0..3 {
            table.clear();
            assert_eq!(table.get(key), None);
            table.put(key, SOME, 3);
            assert_eq!(table.get(key), Some(SOME));
        }
    }

    #[test]
    fn keys_that_share_a_bucket_are_told_apart() {
        // 12-bit keys in 16 slots: 512 keys a bucket, each alone in a fresh table.
        for key in 0..1 << 12 {
            let table = Table::new(12, 4).unwrap();
            table.put(key, SOME, 1);
            for other in 0..1 << 12 {
                let want = if other == key { Some(SOME) } else { None };
                assert_eq!(table.get(other), want, "{} put, {} asked", key, other);
            }
        }
    }

    #[test]
    fn threads_sharing_the_table_read_only_what_was_put() {
        // Four threads write and read overlapping keys of a small table at once: every entry
        // found is the one put for its key, whichever thread put it.
        let mut table = Table::new(40, 12).unwrap();
        table.keep_full_size();
        let table = std::sync::Arc::new(table);
        let threads: Vec<_> = (0..4u64)
            .map(|thread| {
                let table = table.clone();
                std::thread::spawn(move || {
                    let mut found = 0;
                    for i in 0..200_000u64 {
                        let key = (i * 7 + thread * 3) % 50_000 * 0x9_1234_5679;
                        let key = key & ((1 << 40) - 1);
                        if let Some(bounds) = table.get(key) {
                            assert_eq!(bounds, bounds_of(key), "key {}", key);
                            found += 1;
                        }
                        table.put(key, bounds_of(key), i % 64);
                    }
                    found
                })
            })
            .collect();
        let found: u64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
        assert!(found > 0);
    }
}
