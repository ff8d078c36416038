//! The agents' shipped files, compiled into the binary as the Connect Four book is, so that
//! `td`, `zero` and `zero:N` play from any folder: the td table for 3x3 K3 and the fully
//! connected zero networks for 3x3 K3 and 4x4 K4, which `make train` rebuilds, and the
//! convolutional ones for 6x6 K4, 7x7 K5 and 8x8 K5, which `make train-zero` rebuilds
//! (docs/mnk.md, Agents).
//!
//! Each file is the text `--train` writes (versioned header, board, checksum); the agent parses
//! it when built, so a shipped file is held to the same checks as one read from disk. Cost: the
//! files' bytes in the binary (8 KB, 64 KB, 206 KB, and 519 KB, 559 KB and 609 KB for the
//! convolutional networks); a lookup is linear in the few entries.

use crate::mnk::shape::Shape;

/// A shipped file and the board (width, height, K) it was trained for.
pub struct Shipped {
    pub board: (usize, usize, usize),
    pub text: &'static [u8],
}

/// The td tables (`td`).
pub const TD: &[Shipped] =
    &[Shipped { board: (3, 3, 3), text: include_bytes!("../td-3x3-k3.table") }];

/// The zero networks (`zero`, `zero:N`).
pub const ZERO: &[Shipped] = &[
    Shipped { board: (3, 3, 3), text: include_bytes!("../zero-3x3-k3.net") },
    Shipped { board: (4, 4, 4), text: include_bytes!("../zero-4x4-k4.net") },
    Shipped { board: (6, 6, 4), text: include_bytes!("../zero-6x6-k4.net") },
    Shipped { board: (7, 7, 5), text: include_bytes!("../zero-7x7-k5.net") },
    Shipped { board: (8, 8, 5), text: include_bytes!("../zero-8x8-k5.net") },
];

/// `shape` as the options write it: `4x4 K4`.
pub fn board(shape: Shape) -> String {
    name((shape.width, shape.height, shape.k))
}

fn name((width, height, k): (usize, usize, usize)) -> String {
    format!("{}x{} K{}", width, height, k)
}

/// The text of the file of `files` for `shape`; when there is none, the boards there are
/// (`3x3 K3, 4x4 K4 and 6x6 K4`).
pub fn file(files: &[Shipped], shape: Shape) -> Result<&'static str, String> {
    let wanted = (shape.width, shape.height, shape.k);
    match files.iter().find(|file| file.board == wanted) {
        Some(file) => std::str::from_utf8(file.text).map_err(|e| format!("not text: {}", e)),
        None => {
            let boards: Vec<String> = files.iter().map(|file| name(file.board)).collect();
            Err(match boards.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("{} and {}", rest.join(", "), last)
                }
                _ => boards.join(""),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_file_is_for_its_board_and_others_name_the_boards() {
        for files in [TD, ZERO] {
            for file in files {
                let (width, height, k) = file.board;
                let text = super::file(files, Shape::new(width, height, k).unwrap()).unwrap();
                let line = format!("board {}x{} k {}", width, height, k);
                assert_eq!(text.lines().nth(1), Some(line.as_str()));
            }
        }
        let other = Shape::new(4, 4, 3).unwrap();
        let boards = "3x3 K3, 4x4 K4, 6x6 K4, 7x7 K5 and 8x8 K5";
        assert_eq!(file(ZERO, other).err().unwrap(), boards);
        assert_eq!(file(TD, other).err().unwrap(), "3x3 K3");
    }
}
