//! A game as text: the columns played from the start, one character a move, the first player
//! first; columns 1 to 9 as digits and 10, 11, 12 (on boards that wide) as `a`, `b`, `c`.

use super::board::{Board, MoveError, Size};

/// The character of `column` (from 0).
pub fn column_char(column: usize) -> char {
    b"123456789abc"[column] as char
}

/// The column (from 0) a character names, if any (`A`..`C` as `a`..`c`).
pub fn column_of(byte: u8) -> Option<usize> {
    match byte {
        b'1'..=b'9' => Some((byte - b'1') as usize),
        b'a'..=b'c' => Some((byte - b'a') as usize + 9),
        b'A'..=b'C' => Some((byte - b'A') as usize + 9),
        _ => None,
    }
}

/// The columns of a board `width` wide, as the messages name them: "1 to 7", "1 to 9 or a".
fn columns_named(width: usize) -> String {
    match width {
        0..=9 => format!("1 to {}", width),
        10 => "1 to 9 or a".to_string(),
        _ => format!("1 to 9 or a to {}", column_char(width - 1)),
    }
}

/// `n` as an ordinal: 1st, 2nd, 3rd, 4th, …, 11th, …, 21st, 43rd.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{}", n, suffix)
}

/// The position after the moves of `line` (line `number` of the input) on a board of `size`,
/// or what is wrong. Spaces and tabs around the moves and a CR at the end are ignored.
pub fn read_position(line: &[u8], number: usize, size: Size) -> Result<Board, String> {
    let (width, height) = (size.width, size.height);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let blank = |b: &u8| *b == b' ' || *b == b'\t';
    let start = line.iter().position(|b| !blank(b)).unwrap_or(line.len());
    let end = line.iter().rposition(|b| !blank(b)).map_or(start, |i| i + 1);
    let mut position = Board::start(size);
    for (i, &byte) in line[start..end].iter().enumerate() {
        // Where the move stands, put into words only for an error.
        let at = || format!("line {}: move {}", number, i + 1);
        let column = match column_of(byte).filter(|&c| c < width) {
            Some(column) => column,
            None => {
                let found = match byte {
                    b' ' | b'\t' => "a space between moves".to_string(),
                    b'\r' => "a carriage return inside the line".to_string(),
                    0x21..=0x7E => format!("{:?}", byte as char),
                    _ => format!("byte 0x{:02X}", byte),
                };
                return Err(format!(
                    "{}: expected a column {}, found {}",
                    at(),
                    columns_named(width),
                    found
                ));
            }
        };
        position = match position.checked_play(column) {
            Ok(next) => next,
            Err(MoveError::BoardFull) => {
                let cells = width * height;
                return Err(format!(
                    "{}: expected at most {} moves, found a {} (the board is full)",
                    at(),
                    cells,
                    ordinal(cells + 1)
                ));
            }
            Err(MoveError::ColumnFull) => {
                return Err(format!(
                    "{}: expected a column with room, found column {} full ({} stones)",
                    at(),
                    column_char(column),
                    height
                ))
            }
            Err(MoveError::MakesFour) => {
                return Err(format!(
                    "{} (column {}) makes four in a row: expected a game not over",
                    at(),
                    column_char(column)
                ))
            }
            Err(MoveError::NoSuchColumn) => unreachable!("the column is on the board"),
        };
    }
    Ok(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: usize, height: usize) -> Size {
        Size::new(width, height).unwrap()
    }

    #[test]
    fn columns_round_trip() {
        for column in 0..12 {
            assert_eq!(column_of(column_char(column) as u8), Some(column));
        }
        assert_eq!(column_of(b'B'), Some(10));
        assert_eq!(column_of(b'0'), None);
        assert_eq!(column_of(b'd'), None);
    }

    #[test]
    fn reads_with_blanks_and_cr() {
        let position = read_position(b" \t4455\t\r", 1, size(7, 6)).unwrap();
        assert_eq!(position.moves(), 4);
        assert_eq!(read_position(b"", 1, size(7, 6)).unwrap().moves(), 0);
    }

    #[test]
    fn errors_name_the_line_move_and_limit() {
        let error = |line: &str| read_position(line.as_bytes(), 3, size(7, 6)).unwrap_err();
        assert_eq!(error("48"), "line 3: move 2: expected a column 1 to 7, found '8'");
        assert_eq!(
            error("4 4"),
            "line 3: move 2: expected a column 1 to 7, found a space between moves"
        );
        assert_eq!(
            error("1111111"),
            "line 3: move 7: expected a column with room, found column 1 full (6 stones)"
        );
        assert!(error("1212121").contains("makes four in a row"));
        let wide = read_position(b"ab", 1, size(10, 5)).unwrap_err();
        assert_eq!(wide, "line 1: move 2: expected a column 1 to 9 or a, found 'b'");
        assert_eq!(ordinal(43), "43rd");
        assert_eq!(ordinal(12), "12th");
        assert_eq!(ordinal(61), "61st");
        assert_eq!(read_position(b"ab", 1, size(11, 4)).unwrap().moves(), 2);
    }
}
