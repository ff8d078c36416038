//! The read floor of `make bench`: the least that reading the input can cost. It reads all of
//! stdin, then makes one pass over the bytes, `v = v * 10 + d` over each run of ASCII digits,
//! folds each number into one value (xor) and prints it. No signs, no checks, no positions:
//! any solution that reads its whole input does at least this much.
use std::io::Read;

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("read stdin");
    let (mut folded, mut value) = (0u64, 0u64);
    for &byte in &input {
        let digit = byte.wrapping_sub(b'0');
        if digit < 10 {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
        } else {
            folded ^= value;
            value = 0;
        }
    }
    println!("{}", folded ^ value);
}
