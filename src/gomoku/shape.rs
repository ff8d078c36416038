//! Line shapes: what one stone put on an empty cell makes along one line, for one side.
//!
//! A cell's neighbourhood along a line is the five cells on each side, each the side's own
//! stone, empty, or blocked (the other side's stone, a wall, the board's edge): 3^10 = 59,049
//! neighbourhoods. The shape of putting a stone on the centre is defined from the rules alone,
//! by how many further stones it takes to win *through the centre*:
//! - `FIVE`: the stone makes a winning run (five or more in freestyle; exactly five in
//!   standard, where six or more does not win);
//! - `FLEX4` (open four): two or more empty cells each complete a win through the centre (the
//!   opponent cannot stop both); `BLOCK4` (four): exactly one;
//! - `FLEX3` (open three): some empty cell turns it into an open four; `BLOCK3`: some empty cell
//!   makes a four, none an open four;
//! - `FLEX2`/`BLOCK2`: some cell makes an open three / a three; `FLEX1`: some cell makes an
//!   open two; else `NONE`.
//!
//! Why the window of five on each side is enough: a win through the centre lies within four
//! cells of it, and the fifth cell on each side is what tells an exact five from an overline.
//! The table is filled once per rule, neighbourhoods with more own stones first, since a shape
//! is defined by the shapes of the neighbourhoods with one more stone: 59,049 entries, each
//! looking at ten cells, a few milliseconds. It is indexed by the ten own bits and the ten
//! blocked bits (2^20 bytes, 1 MiB; the index is `own << 10 | blocked`), so a lookup is two
//! shifts of the line's bitboards.

pub const NONE: u8 = 0;
pub const FLEX1: u8 = 1;
pub const BLOCK2: u8 = 2;
pub const FLEX2: u8 = 3;
pub const BLOCK3: u8 = 4;
pub const FLEX3: u8 = 5;
pub const BLOCK4: u8 = 6;
pub const FLEX4: u8 = 7;
pub const FIVE: u8 = 8;
/// How many shapes there are.
pub const SHAPES: usize = 9;

/// The winning rule: five or more in a row, or exactly five.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Freestyle,
    Standard,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
        }
    }
}

/// The length of the run of own stones through the centre (bit 5 of an 11-bit window).
fn run_through_centre(own11: u32) -> u32 {
    let mut length = 1;
    let mut bit = 4i32;
    while bit >= 0 && own11 >> bit & 1 == 1 {
        length += 1;
        bit -= 1;
    }
    let mut bit = 6;
    while bit <= 10 && own11 >> bit & 1 == 1 {
        length += 1;
        bit += 1;
    }
    length
}

/// The ten neighbours' bits (centre left out) spread over an 11-bit window, centre set.
fn window(ten: u32) -> u32 {
    (ten & 0x1F) | 1 << 5 | (ten >> 5) << 6
}

/// The base-3 weight of each of ten bits: `TERNARY[bits]` is the sum of 3^i over the set bits.
pub fn ternary_weights() -> Vec<u16> {
    (0..1u32 << 10)
        .map(|bits| (0..10).filter(|i| bits >> i & 1 == 1).map(|i| 3u16.pow(i)).sum())
        .collect()
}

/// The shape table of `rule` in base 3 (59,049 bytes, so it stays in the cache): the
/// neighbourhood with own bits `own` and blocked bits `blocked` is at
/// `weights[own] + 2 * weights[blocked]`.
pub fn ternary_table(rule: Rule) -> Vec<u8> {
    let binary = table(rule);
    let weights = ternary_weights();
    let mut ternary = vec![NONE; 59049];
    for own in 0..1usize << 10 {
        let free = !own & 0x3FF;
        let mut blocked = free;
        loop {
            let at = weights[own] as usize + 2 * weights[blocked] as usize;
            ternary[at] = binary[own << 10 | blocked];
            if blocked == 0 {
                break;
            }
            blocked = (blocked - 1) & free;
        }
    }
    ternary
}

/// The shape table of `rule`: `table[own << 10 | blocked]`.
pub fn table(rule: Rule) -> Vec<u8> {
    let mut table = vec![NONE; 1 << 20];
    let wins = |own_ten: u32| {
        let length = run_through_centre(window(own_ten));
        match rule {
            Rule::Freestyle => length >= 5,
            Rule::Standard => length == 5,
        }
    };
    // Neighbourhoods by number of own stones, most first.
    let mut by_count: Vec<Vec<(u32, u32)>> = vec![Vec::new(); 11];
    for own in 0..1u32 << 10 {
        // Every blocked set disjoint from own: the subsets of the complement.
        let free = !own & 0x3FF;
        let mut blocked = free;
        loop {
            by_count[own.count_ones() as usize].push((own, blocked));
            if blocked == 0 {
                break;
            }
            blocked = (blocked - 1) & free;
        }
    }
    for group in by_count.iter().rev() {
        for &(own, blocked) in group {
            let shape = if wins(own) {
                FIVE
            } else {
                let empty = !own & !blocked & 0x3FF;
                let mut five_points = 0;
                let mut best = NONE;
                for cell in 0..10 {
                    if empty >> cell & 1 == 0 {
                        continue;
                    }
                    let more = own | 1 << cell;
                    if wins(more) {
                        five_points += 1;
                    }
                    best = best.max(table[(more << 10 | blocked) as usize]);
                }
                match five_points {
                    0 => match best {
                        FLEX4 => FLEX3,
                        BLOCK4 | FIVE => BLOCK3,
                        FLEX3 => FLEX2,
                        BLOCK3 => BLOCK2,
                        FLEX2 => FLEX1,
                        _ => NONE,
                    },
                    1 => BLOCK4,
                    _ => FLEX4,
                }
            };
            table[(own << 10 | blocked) as usize] = shape;
        }
    }
    table
}

/// The shape of `line` (a string of 11 cells, centre the middle one: `x` own, `.` empty, `o`
/// blocked), for tests and documentation.
pub fn shape_of(table: &[u8], line: &str) -> u8 {
    let bytes = line.as_bytes();
    assert_eq!(bytes.len(), 11, "eleven cells");
    let (mut own, mut blocked) = (0u32, 0u32);
    for (i, &b) in bytes.iter().enumerate() {
        if i == 5 {
            continue;
        }
        let bit = if i < 5 { i } else { i - 1 };
        match b {
            b'x' => own |= 1 << bit,
            b'o' => blocked |= 1 << bit,
            _ => {}
        }
    }
    table[(own << 10 | blocked) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_from_the_rules() {
        let free = table(Rule::Freestyle);
        let standard = table(Rule::Standard);
        // The centre (6th cell) is the stone put down.
        assert_eq!(shape_of(&free, "...xx.xx..."), FIVE);
        assert_eq!(shape_of(&free, "..xxx.xx..."), FIVE); // an overline wins in freestyle
        assert_eq!(shape_of(&standard, "..xxx.xx..."), NONE); // not in standard: six
        assert_eq!(shape_of(&standard, "...xx.xx..."), FIVE);
        assert_eq!(shape_of(&free, "....x.xx..."), FLEX4);
        assert_eq!(shape_of(&free, "...ox.xx..."), BLOCK4);
        assert_eq!(shape_of(&free, "....x.x...."), FLEX3);
        assert_eq!(shape_of(&free, "...ox.x...."), BLOCK3);
        assert_eq!(shape_of(&free, "....x......"), FLEX2);
        assert_eq!(shape_of(&free, "..........."), FLEX1);
        assert_eq!(shape_of(&free, "ooo...ooooo"), NONE);
        // x.x.x with the centre filled: xx.xx... a split four.
        assert_eq!(shape_of(&free, "...x..xx..."), BLOCK4);
        // Standard: a four whose only completions make six is no four.
        assert_eq!(shape_of(&standard, "x.xxx.....o"), BLOCK4);
        assert_eq!(shape_of(&free, "x.xxx.....o"), FLEX4);
    }
}
