//! Cells and positions as people write them: Connect-N's notation (`gamesolver_mnk`), a
//! column letter from `a` and a row number from 1 at the bottom (`h8` is the centre of
//! 15x15), and a position as the moves so far, first player first (`h8 h9 i8`). The Piskvork
//! protocol's `x,y` counts rows from the top instead; `board.rs` numbers cells as it does.
//!
//! A position is read move by move: each must name an empty cell of the board, and none may
//! follow a winning line (the rule's: five or more, or exactly five). A win can only come
//! from the stone just put down, so each move checks the lines through its cell alone.
//!
//! Cost: O(moves) to read a position (four lines of at most 11 cells a move).

use super::board::{Board, Tables, DIRS};
use super::shape::Rule;
use std::sync::Arc;

/// The name of `cell`: `h8`.
pub fn cell_name(board: &Board, cell: usize) -> String {
    let (x, y) = board.xy(cell);
    format!("{}{}", (b'a' + x as u8) as char, board.height - y)
}

/// The cell named `text` (a letter, then a row number from 1 with no leading zero).
pub fn parse_cell(board: &Board, text: &str) -> Result<usize, String> {
    let bytes = text.as_bytes();
    let well_formed = (2..=3).contains(&bytes.len())
        && bytes[0].is_ascii_lowercase()
        && bytes[1] != b'0'
        && bytes[1..].iter().all(u8::is_ascii_digit);
    let x = bytes.first().map_or(usize::MAX, |&b| b.wrapping_sub(b'a') as usize);
    let row: usize = text.get(1..).and_then(|r| r.parse().ok()).unwrap_or(0);
    if !well_formed || x >= board.width || row == 0 || row > board.height {
        let last = cell_name(board, board.cell(board.width - 1, 0));
        return Err(format!("expected a cell from a1 to {}, found `{}`", last, text));
    }
    Ok(board.cell(x, board.height - row))
}

/// The board of `width` x `height` (5 to 26 each) after the moves of `line` (names apart by
/// whitespace), or what is wrong with the first bad move. A position whose last move made a
/// winning line is read; a move after it is refused.
pub fn board_after(
    line: &str,
    tables: &Arc<Tables>,
    width: usize,
    height: usize,
) -> Result<Board, String> {
    let mut board = Board::new(width, height, Arc::clone(tables));
    let mut won = false;
    for (index, text) in line.split_whitespace().enumerate() {
        let at = |why: String| format!("{} (move {})", why, index + 1);
        let cell = parse_cell(&board, text).map_err(at)?;
        if won {
            return Err(at(format!("expected no move after a winning line, found `{}`", text)));
        }
        if !board.is_empty(cell) {
            return Err(at(format!("expected an empty cell, found `{}` taken", text)));
        }
        board.play(cell);
        won = board.wins_at(cell);
    }
    Ok(board)
}

/// The cells of the winning line through the last stone (every stone of its run), or none.
pub fn winning_line(board: &Board) -> Vec<usize> {
    let last = match board.history.last() {
        Some(&(cell, _)) if board.wins_at(cell) => cell,
        _ => return Vec::new(),
    };
    let held = board.at(last);
    let (x0, y0) = board.xy(last);
    let inside =
        |x: i32, y: i32| x >= 0 && y >= 0 && x < board.width as i32 && y < board.height as i32;
    for &(dx, dy) in DIRS.iter() {
        let mut run = vec![last];
        for sign in [-1, 1] {
            let (mut x, mut y) = (x0 as i32 + sign * dx, y0 as i32 + sign * dy);
            while inside(x, y) && board.at(board.cell(x as usize, y as usize)) == held {
                run.push(board.cell(x as usize, y as usize));
                x += sign * dx;
                y += sign * dy;
            }
        }
        let wins = match board.rule() {
            Rule::Freestyle => run.len() >= 5,
            Rule::Standard => run.len() == 5,
        };
        if wins {
            run.sort_unstable();
            return run;
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_cells_agree() {
        let tables = Tables::new(Rule::Freestyle);
        let board = Board::new(15, 15, tables.clone());
        // h8 is the centre: column 7, row 7 from the top of 15.
        assert_eq!(parse_cell(&board, "h8"), Ok(board.cell(7, 7)));
        assert_eq!(parse_cell(&board, "a1"), Ok(board.cell(0, 14)));
        assert_eq!(cell_name(&board, board.cell(14, 0)), "o15");
        for bad in ["p1", "a0", "a16", "h08", "H8", "h", "", "8h", "h8x", "é1"] {
            let why = parse_cell(&board, bad).unwrap_err();
            assert!(why.starts_with("expected a cell from a1 to o15, found"), "{}: {}", bad, why);
        }
        let wide = Board::new(20, 20, tables);
        assert_eq!(parse_cell(&wide, "t20"), Ok(wide.cell(19, 0)));
    }

    #[test]
    fn positions_are_read_move_by_move() {
        let tables = Tables::new(Rule::Freestyle);
        // X: h8 i8 j8 k8 l8, a five along row 8; O's stones on row 9.
        let five = "h8 h9 i8 i9 j8 j9 k8 k9 l8";
        let board = board_after(five, &tables, 15, 15).expect("a position");
        let line: Vec<String> =
            winning_line(&board).iter().map(|&c| cell_name(&board, c)).collect();
        assert_eq!(line, ["h8", "i8", "j8", "k8", "l8"]);
        let after = board_after(&format!("{} a1", five), &tables, 15, 15).err();
        let why = "expected no move after a winning line, found `a1` (move 10)";
        assert_eq!(after.as_deref(), Some(why));
        let taken = board_after("h8 h8", &tables, 15, 15).err();
        assert_eq!(taken.as_deref(), Some("expected an empty cell, found `h8` taken (move 2)"));
        assert!(winning_line(&board_after("h8 h9", &tables, 15, 15).unwrap()).is_empty());
        // Six in a row wins in freestyle only.
        let six = "a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1";
        assert_eq!(winning_line(&board_after(six, &tables, 15, 15).unwrap()).len(), 6);
        let standard = Tables::new(Rule::Standard);
        assert!(winning_line(&board_after(six, &standard, 15, 15).unwrap()).is_empty());
    }
}
