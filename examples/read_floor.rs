//! The read floor of `make bench`: reads all of stdin and parses every integer in it (an
//! optional `-` and ASCII digits, whatever separates them), and nothing else. Its instruction
//! count is the least any solution that reads its whole input can cost.
use std::io::Read;

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("read stdin");
    let (mut count, mut sum, mut value, mut in_number, mut negative) =
        (0u64, 0i64, 0i64, false, false);
    for (i, &byte) in input.iter().enumerate() {
        if byte.is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add(i64::from(byte - b'0'));
            in_number = true;
        } else {
            if in_number {
                sum = sum.wrapping_add(if negative { -value } else { value });
                count += 1;
            }
            value = 0;
            in_number = false;
            negative = byte == b'-' && input.get(i + 1).map_or(false, u8::is_ascii_digit);
        }
    }
    if in_number {
        sum = sum.wrapping_add(if negative { -value } else { value });
        count += 1;
    }
    println!("{} integers, sum {}", count, sum);
}
