//! The digit reader: the value of a run of ASCII digits, the first 4 to 8 of them read as one
//! 64-bit word. Every reader of numbers here goes through it.
//!
//! `read_digits(bytes, start)` never fails: it returns 0 and `start` when no digit stands
//! there. Values of more than 19 digits wrap (the callers check the length). Cost: O(digits),
//! about a third of a plain digit loop's instructions for 9-digit numbers.

// ==== part digits: pasted into every full program by `make templates` ====
/// The ASCII digits of `bytes` from `start`: their value (exact up to 19 digits, wrapping
/// beyond) and the index after the last one. The first 4 to 8 digits are read as one u64,
/// the rest (rare past 8) one by one.
#[inline]
pub fn read_digits(bytes: &[u8], start: usize) -> (u64, usize) {
    let (mut value, mut end) = (0u64, start);
    if let Some(b) = bytes.get(start..start + 8) {
        let chunk = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
        let count = digit_run(chunk);
        if count >= 4 {
            value = digits_value(chunk, count);
            end += count;
            if count < 8 {
                return (value, end);
            }
        }
    }
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        value = value.wrapping_mul(10).wrapping_add(u64::from(bytes[end] - b'0'));
        end += 1;
    }
    (value, end)
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// How many of the 8 bytes in `chunk` (first byte lowest) are ASCII digits before the first
/// that is not: a byte is a digit when it is 0x30..=0x3F and stays so with 6 added.
#[inline]
fn digit_run(chunk: u64) -> usize {
    let high = 0xF0 * ONES;
    let not_digit =
        ((chunk & high) ^ (0x30 * ONES)) | ((chunk.wrapping_add(6 * ONES) & high) ^ (0x30 * ONES));
    (not_digit.trailing_zeros() / 8) as usize
}

/// The value of the first `count` bytes of `chunk` (4 ≤ count ≤ 8, all ASCII digits): moved
/// to the top with zeros below, then combined in pairs, quads and all eight by a multiply
/// and a shift each.
#[inline]
fn digits_value(chunk: u64, count: usize) -> u64 {
    let x = chunk.wrapping_sub(0x30 * ONES) << (64 - 8 * count as u32);
    let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
    (x.wrapping_mul(10_000) + (x >> 32)) & 0xFFFF_FFFF
}
// ==== end part digits ====

#[cfg(test)]
mod tests {
    use super::read_digits;

    /// One digit at a time, wrapping like `read_digits`.
    fn plain_digits(bytes: &[u8], start: usize) -> (u64, usize) {
        let end = start + bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
        let value = bytes[start..end]
            .iter()
            .fold(0u64, |v, &b| v.wrapping_mul(10).wrapping_add(u64::from(b - b'0')));
        (value, end)
    }

    /// A small seeded generator (xorshift), enough to vary the inputs.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn matches_a_plain_loop_on_random_runs() {
        let mut state = 0x2545_F491_4F6C_DD1D;
        for _ in 0..20_000 {
            let prefix = (next(&mut state) % 4) as usize;
            let len = (next(&mut state) % 26) as usize;
            let mut bytes: Vec<u8> = vec![b'x'; prefix];
            bytes.extend((0..len).map(|_| b'0' + (next(&mut state) % 10) as u8));
            // Every byte value after the digits, since the digit test works on whole words.
            if next(&mut state) % 4 > 0 {
                bytes.push(next(&mut state) as u8);
            }
            bytes.extend((0..next(&mut state) % 9).map(|_| next(&mut state) as u8));
            let got = read_digits(&bytes, prefix);
            assert_eq!(got, plain_digits(&bytes, prefix), "{:?} from {}", bytes, prefix);
        }
    }

    #[test]
    fn matches_a_plain_loop_on_edge_runs() {
        for text in [
            "",
            "0",
            "00000000",
            "99999999",
            "123456789",
            "18446744073709551615",
            "0000000000000000000001",
        ] {
            let bytes = format!("{} ", text).into_bytes();
            assert_eq!(read_digits(&bytes, 0), plain_digits(&bytes, 0), "{:?}", text);
        }
        assert_eq!(read_digits(b"12345678", 0), (12_345_678, 8));
        assert_eq!(read_digits(b"1234", 0), (1234, 4));
        assert_eq!(read_digits(b"-7", 1), (7, 2));
    }
}
