//! The shared template parts, tested directly where a slip would be hard to see from outside:
//! `templates/digits.rs` (runs of digits read 4 to 8 at a time) against a plain digit loop.
use crate::common::Rng;

mod digits {
    include!("../templates/digits.rs");

    pub fn read(bytes: &[u8], start: usize) -> (u64, usize) {
        read_digits(bytes, start)
    }
}

/// One digit at a time, wrapping like the template.
fn plain_digits(bytes: &[u8], start: usize) -> (u64, usize) {
    let end = start + bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
    let value = bytes[start..end]
        .iter()
        .fold(0u64, |v, &b| v.wrapping_mul(10).wrapping_add(u64::from(b - b'0')));
    (value, end)
}

#[test]
fn read_digits_matches_a_plain_loop() {
    let mut rng = Rng::new(8);
    // Every byte value after the digits, since the digit test works on whole 8-byte words.
    let ends: Vec<u8> = (0..=255).collect();
    for _ in 0..20_000 {
        let prefix = rng.range(0, 3) as usize;
        let len = rng.range(0, 25) as usize;
        let mut bytes: Vec<u8> = (0..prefix).map(|_| b'x').collect();
        bytes.extend((0..len).map(|_| b'0' + rng.range(0, 9) as u8));
        if rng.range(0, 3) > 0 {
            bytes.push(ends[rng.range(0, 255) as usize]);
        }
        bytes.extend((0..rng.range(0, 9)).map(|_| rng.range(0, 255) as u8));
        assert_eq!(
            digits::read(&bytes, prefix),
            plain_digits(&bytes, prefix),
            "{:?} from {}",
            bytes,
            prefix
        );
    }
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
        assert_eq!(digits::read(&bytes, 0), plain_digits(&bytes, 0), "{:?}", text);
    }
}
