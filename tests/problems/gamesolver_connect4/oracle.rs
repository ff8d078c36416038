//! Connect Four oracle: the rules and the score, searched by plain negamax, nothing else.
//!
//! Rules as implemented: 7 columns × 6 rows, columns numbered 1–7 from the left in move strings
//! (0–6 in this API), rows from the bottom. The first player moves first, then the players
//! alternate; a move drops a stone into a column that is not full (six stones), where it lands
//! on the lowest empty cell. A move that makes four or more of the mover's stones in a line —
//! horizontal, vertical or either diagonal — through the new stone wins and ends the game;
//! a full board (42 stones) with no such line is a draw. A move string is refused when a move
//! is not a digit 1–7, goes into a full column (so a 43rd move is refused), comes after a four,
//! or is itself the last move and makes a four (a finished game has no score).
//!
//! Score, for the side to move with both sides perfect: a win scores 22 minus the number of
//! stones the winner has played when the game ends (the side to move has `moves / 2` stones,
//! so winning with its next stone scores `21 - moves / 2`); a draw scores 0; a loss scores the
//! negative of the opponent's winning score. A higher score is better for the mover: an
//! earlier win, a later loss. Hence negamax: over every playable column, a winning move is
//! worth `21 - moves / 2` and ends that line; any other move is worth minus the score of the
//! position it leads to; the score is the best of these, and 0 on a full board.
//!
//! Search: every line of play to its end, no pruning, no table, no move ordering; a position
//! is a board copied per move. Its cost grows like the number of ways to fill the empty cells
//! column by column, so it is meant for positions with about 10 empty cells or fewer.
//! Measured (rustc -O, a 2-vCPU x86-64 machine shared with other work, load about 2; four
//! runs; 200 positions per row, each a game of uniformly random moves played to that point and
//! not over; positions explored = every position the search visits, the root included):
//!
//! | empty cells | mean time      | median   | max          | positions explored: mean (max) |
//! |-------------|----------------|----------|--------------|--------------------------------|
//! | 8           | 0.016–0.018 ms | 0.005 ms | 0.34–0.39 ms | 307 (9,674)                    |
//! | 10          | 0.20–0.28 ms   | 0.035 ms | 3.7–7.5 ms   | 5,382 (96,401)                 |
//! | 12          | 4.6–6.7 ms     | 0.47 ms  | 118–220 ms   | 118,848 (3,097,377)            |
//!
//! About 40–60 ns per position explored. The mean is carried by the few positions whose empty
//! cells spread over many columns. Checked once, outside these tests, against the 1,000
//! End-Easy positions of the benchmark (1–13 empty cells): all exact, 7–8 s in all.

/// Stones per column.
const HEIGHT: usize = 6;
/// Columns.
const WIDTH: usize = 7;
/// Cells, the most stones a game can have.
const CELLS: usize = WIDTH * HEIGHT;

/// A Connect Four position: 7 columns × 6 rows, the moves so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    /// `cells[column][row]`, row 0 at the bottom: 0 empty, 1 the first player, 2 the second.
    cells: [[u8; HEIGHT]; WIDTH],
    /// Stones in each column.
    heights: [usize; WIDTH],
    /// Stones on the board.
    moves: usize,
}

impl Position {
    fn empty() -> Position {
        Position { cells: [[0; HEIGHT]; WIDTH], heights: [0; WIDTH], moves: 0 }
    }

    /// The position after `moves` (column digits '1'..='7', left column 1, first player first).
    /// Err(index from 1 of the first bad move, a reason) when a move is not a digit 1–7, goes
    /// into a full column, or comes after four in a row was made; also Err when the LAST move
    /// makes four in a row (the game is over: the position has no score). An empty string is
    /// the empty board.
    pub fn from_moves(moves: &str) -> Result<Position, (usize, String)> {
        let mut position = Position::empty();
        let mut game_over = false;
        let mut count = 0;
        for (i, ch) in moves.chars().enumerate() {
            let index = i + 1;
            count = index;
            if game_over {
                return Err((index, "a move after four in a row: the game is over".to_string()));
            }
            let column = match ch {
                '1'..='7' => ch as usize - '1' as usize,
                _ => return Err((index, format!("{ch:?} is not a column 1-7"))),
            };
            if !position.can_play(column) {
                return Err((index, format!("column {} is full", column + 1)));
            }
            game_over = position.wins_by(column);
            position.place(column);
        }
        if game_over {
            return Err((count, "this move makes four in a row: the game is over".to_string()));
        }
        Ok(position)
    }

    /// Stones on the board.
    pub fn moves_played(&self) -> usize {
        self.moves
    }

    /// Whether a stone can go into `column` (0-based).
    pub fn can_play(&self, column: usize) -> bool {
        column < WIDTH && self.heights[column] < HEIGHT
    }

    /// Whether the side to move makes four in a row by playing `column` (0-based, playable).
    pub fn wins_by(&self, column: usize) -> bool {
        let me = self.side_to_move();
        let (c, r) = (column as i32, self.heights[column] as i32);
        // Count the mover's stones on each side of the new stone along each line.
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let run = |sign: i32| {
                (1..4)
                    .take_while(|&k| {
                        self.stone_at(c + sign * k * dc, r + sign * k * dr) == Some(me)
                    })
                    .count()
            };
            1 + run(1) + run(-1) >= 4
        })
    }

    /// The position after the side to move plays `column` (0-based, playable, not winning).
    ///
    /// # Panics
    /// If `column` is full or the move would win (that ends the game: no position follows).
    pub fn play(&self, column: usize) -> Position {
        assert!(self.can_play(column), "column {column} is not playable");
        assert!(!self.wins_by(column), "column {column} wins: the game would be over");
        let mut next = self.clone();
        next.place(column);
        next
    }

    /// 1 when the first player is to move, 2 for the second.
    fn side_to_move(&self) -> u8 {
        1 + (self.moves % 2) as u8
    }

    /// The stone at (column, row), or None off the board.
    fn stone_at(&self, column: i32, row: i32) -> Option<u8> {
        if (0..WIDTH as i32).contains(&column) && (0..HEIGHT as i32).contains(&row) {
            Some(self.cells[column as usize][row as usize])
        } else {
            None
        }
    }

    fn place(&mut self, column: usize) {
        self.cells[column][self.heights[column]] = self.side_to_move();
        self.heights[column] += 1;
        self.moves += 1;
    }
}

/// The exact score for the side to move, both sides perfect (README: 22 minus the stones the
/// winner has played at the end for a win, 0 for a draw, the negative of the opponent's
/// winning score for a loss), by plain negamax over every line of play.
pub fn score(position: &Position) -> i32 {
    if position.moves == CELLS {
        return 0;
    }
    let win_now = 21 - (position.moves / 2) as i32;
    let value = |column| {
        if position.wins_by(column) {
            win_now
        } else {
            -score(&position.play(column))
        }
    };
    (0..WIDTH)
        .filter(|&column| position.can_play(column))
        .map(value)
        .max()
        .expect("a position that is not full has a playable column")
}

/// The board drawn top row first, `X` the first player, `O` the second, `.` empty.
#[cfg(test)]
fn picture(position: &Position) -> String {
    (0..HEIGHT)
        .rev()
        .map(|row| {
            (0..WIDTH)
                .map(|column| ['.', 'X', 'O'][position.cells[column][row] as usize])
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The draw D, built by hand. Columns are of two kinds: P = X O X O X O and Q = O X O X O X
/// (bottom up), laid out P P Q Q P P Q. Write a cell as f(column) xor (row mod 2) with
/// f = 0 0 1 1 0 0 1 (0 for X). Vertically the stones alternate. Along a row, any four
/// adjacent columns of f (0011, 0110, 1100, 1001, repeating) hold two of each value, so no
/// row has four alike. Along a diagonal, the row parity alternates, so four alike would need
/// four adjacent columns of f to alternate (0101 or 1010), and none does. So D has no four
/// anywhere, and neither has any position on the way to it (stones are never removed).
/// The order: pair a P column with a Q column and climb them together — X in P, O in Q, X in
/// Q, O in P, and again — 12 moves ending with O; pairs (1, 3), (2, 4), (5, 7); then column
/// 6 alone, X O X O X O, with X to move.
#[cfg(test)]
const DRAW: &str = "133113311331244224422442577557755775666666";

#[cfg(test)]
fn position(moves: &str) -> Position {
    Position::from_moves(moves).unwrap_or_else(|e| panic!("{moves:?} refused: {e:?}"))
}

#[cfg(test)]
fn refusal(moves: &str) -> usize {
    match Position::from_moves(moves) {
        Ok(_) => panic!("{moves:?} accepted"),
        Err((index, _)) => index,
    }
}

#[test]
fn empty_string_is_the_empty_board() {
    let p = position("");
    assert_eq!(p.moves_played(), 0);
    assert!((0..7).all(|c| p.can_play(c)));
    assert!(!p.can_play(7));
    assert_eq!(picture(&p), "......./......./......./......./......./.......".replace('/', "\n"));
}

#[test]
fn stones_fall_and_alternate() {
    // 4 4 5: X on column 4, O on top of it, X beside them on the bottom row.
    let p = position("445");
    assert_eq!(p.moves_played(), 3);
    assert_eq!(picture(&p), "......./......./......./......./...O.../...XX..".replace('/', "\n"));
    assert_eq!(p.play(0), position("4451"));
    assert_eq!(p.play(3).moves_played(), 4);
}

#[test]
fn refuses_a_bad_digit_or_character() {
    assert_eq!(refusal("8"), 1);
    assert_eq!(refusal("0"), 1);
    assert_eq!(refusal("449"), 3);
    assert_eq!(refusal("44a5"), 3);
    assert_eq!(refusal("4 4"), 2);
}

#[test]
fn refuses_a_seventh_stone_in_a_column() {
    // Columns 1 and 2 each get X O X O X O (no four), then a 7th stone.
    assert_eq!(position("111111222222").moves_played(), 12);
    assert_eq!(refusal("1111111"), 7);
    assert_eq!(refusal("1111112222221"), 13);
    // A 43rd move finds every column full.
    assert_eq!(refusal(&format!("{DRAW}4")), 43);
}

#[test]
fn refuses_a_four_made_by_the_last_move_and_any_move_after_it() {
    // 1 2 1 2 1 2 1: X stacks four in column 1 with its 4th stone.
    assert_eq!(refusal("1212121"), 7);
    assert_eq!(refusal("12121212"), 8);
    assert_eq!(refusal("121212125"), 8);
}

#[test]
fn horizontal_four() {
    // X on 1 2 3 of the bottom row, O on top of them: X's 4 completes 1-2-3-4.
    let p = position("112233");
    assert!(p.wins_by(3));
    assert!(!p.wins_by(4) && !p.wins_by(0));
    assert_eq!(refusal("1122334"), 7);
    // With a gap: X on 1 2 4, O on 1 2 7; X's 3 fills the gap.
    let p = position("112247");
    assert!(p.wins_by(2));
    assert_eq!(refusal("1122473"), 7);
    // Five in a row counts: X on 1 2 4 5 (O on 1 2 4 7), X's 3 makes 1-5.
    assert!(position("11224457").wins_by(2));
}

#[test]
fn vertical_four() {
    // X three high in column 1, O three high in column 2.
    let p = position("121212");
    assert!(p.wins_by(0));
    assert!(!p.wins_by(1));
    // O to move: O's 2 makes its four in column 2.
    let p = position("1212123");
    assert!(p.wins_by(1));
    assert_eq!(refusal("12121232"), 8);
}

#[test]
fn rising_diagonal_four() {
    // 1 2 2 3 4 3 3 4 5 4: X on (1,0) (2,1) (3,2) and (4,0) (5,0); O on (2,0) (3,0) (3,1)
    // (4,1) (4,2) (column, row). Column 4 is 3 high, so X's 4 lands on (4,3): the diagonal.
    let p = position("1223433454");
    assert_eq!(picture(&p), "......./......./......./..XO.../.XOO.../XOOXX..".replace('/', "\n"));
    assert!(p.wins_by(3));
    assert!(!p.wins_by(4));
    assert_eq!(refusal("12234334544"), 11);
}

#[test]
fn falling_diagonal_four() {
    // The mirror image of the rising one: column c becomes 8 − c.
    let p = position("7665455434");
    assert_eq!(picture(&p), "......./......./......./...OX../...OOX./..XXOOX".replace('/', "\n"));
    assert!(p.wins_by(3));
    assert_eq!(refusal("76654554344"), 11);
}

#[test]
fn full_board_without_four_is_a_draw() {
    let p = position(DRAW);
    assert_eq!(picture(&p), "OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO".replace('/', "\n"));
    assert_eq!(p.moves_played(), 42);
    assert!((0..7).all(|c| !p.can_play(c)));
    assert_eq!(score(&p), 0);
}

#[test]
fn one_move_from_full_draw() {
    // D without its last stone (O, top of column 6): that stone makes no four (D has none).
    let p = position(&DRAW[..41]);
    assert_eq!(p.moves_played(), 41);
    assert_eq!((0..7).filter(|&c| p.can_play(c)).collect::<Vec<_>>(), vec![5]);
    assert!(!p.wins_by(5));
    assert_eq!(score(&p), 0);
    // Six empty cells in column 6 alone, X to move: the column fills X O X O X O, all of D.
    assert_eq!(score(&position(&DRAW[..36])), 0);
}

#[test]
fn one_move_from_full_win_with_the_21st_stone_scores_1() {
    // D with four cells changed: tops of columns 4 and 7 made O, (4, row 4) and (7, row 2)
    // made X (1-based columns, row 0 at the bottom); still 21 stones each. Row 5 reads
    // O O X O . O O: the 42nd stone, O's 21st, on top of column 5 makes 4-5-6-7.
    // No other four: the changed cells' lines, checked by hand, hold at most three alike
    // (and `from_moves` accepts the first 41 moves). O's score: 22 − 21 = 1.
    let moves = "11111122222253333334446556666775767747445";
    let p = position(moves);
    assert_eq!(picture(&p), "OOXO.OO/XXOXXXO/OOXXOOX/XXOOXXX/OOXXOOX/XXOOXXO".replace('/', "\n"));
    assert!(p.wins_by(4));
    assert_eq!(score(&p), 1);
    assert_eq!(refusal(&format!("{moves}5")), 42);
}

/// A forced loss, 6 empty cells, X to move (36 stones, 18 each):
/// ```text
/// O.XXO.X    row 5
/// X.OOO.O    row 4: O O O in columns 3-5, a gap on each side
/// O.XXO.X    row 3: the only playable cells are (2, 3) and (6, 3)
/// XXOOXXO
/// OOXXOOX
/// XXOOXXO    row 0
/// ```
/// D with columns 2 and 6 emptied from row 3 and (5, 4) changed to O. Whichever of the two
/// row-3 cells X takes (neither wins for X: row 3 gives X at most three, the diagonals two or
/// three), O drops on top of it and completes row 4 (2-5, or 3-7) with its 19th stone.
/// X's score: −(22 − 19) = −3.
#[cfg(test)]
const FORCED_LOSS: &str = "111111222333333444444755556576677775";

#[test]
fn forced_loss() {
    let p = position(FORCED_LOSS);
    assert_eq!(picture(&p), "O.XXO.X/X.OOO.O/O.XXO.X/XXOOXXO/OOXXOOX/XXOOXXO".replace('/', "\n"));
    assert_eq!((0..7).filter(|&c| p.can_play(c)).collect::<Vec<_>>(), vec![1, 5]);
    assert!(!p.wins_by(1) && !p.wins_by(5));
    assert!(p.play(1).wins_by(1) && p.play(5).wins_by(5));
    assert_eq!(score(&p), -3);
}

#[test]
fn immediate_win_scores_from_the_stone_count() {
    // After X's 2 in the forced loss, O (18 stones) wins at once on top of it with its 19th:
    // 22 − 19 = 3, the best any move can give, whatever column 6 would give.
    let p = position(&format!("{FORCED_LOSS}2"));
    assert_eq!(p.moves_played(), 37);
    assert!(p.wins_by(1));
    assert!(!p.wins_by(5));
    assert_eq!(score(&p), 3);
    // After X's 6 instead, O wins at once on column 6: also 3.
    assert_eq!(score(&position(&format!("{FORCED_LOSS}6"))), 3);
    // In the full-board case above, O's win came with its 21st stone: 1.
}

/// A small generator for the random positions of the tests (xorshift64).
#[cfg(test)]
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// The moves of a random game of `length` moves that is not over, as a string.
#[cfg(test)]
fn random_game(length: usize, state: &mut u64) -> String {
    'game: loop {
        let mut p = Position::empty();
        let mut moves = String::new();
        while p.moves_played() < length {
            let open: Vec<usize> = (0..7).filter(|&c| p.can_play(c)).collect();
            let column = open[(next_random(state) % open.len() as u64) as usize];
            if p.wins_by(column) {
                continue 'game;
            }
            p = p.play(column);
            moves.push((b'1' + column as u8) as char);
        }
        return moves;
    }
}

#[test]
fn readme_loss_example_by_the_rules() {
    // README: 44455554221 scores −15, "whatever the second player plays, the first player
    // wins at once with its 7th stone". Too many empty cells for the plain search, but the
    // claim itself is checkable: no move of O wins, and after each X has a winning move.
    let p = position("44455554221");
    for c in (0..7).filter(|&c| p.can_play(c)) {
        assert!(!p.wins_by(c));
        let after = p.play(c);
        assert!((0..7).any(|x| after.can_play(x) && after.wins_by(x)), "O plays {}", c + 1);
    }
    // And 4455: X has no immediate win yet (it wins with its 4th stone, not its 3rd).
    let p = position("4455");
    assert!((0..7).all(|c| !p.wins_by(c)));
}

#[test]
fn mirror_images_score_alike_and_scores_stay_in_range() {
    // Reflecting the board (column c ↦ 8 − c) changes no line of play: the same score.
    // A win of the mover needs one more stone at least (score ≤ 21 − moves/2); a loss needs
    // the opponent's next stone at least.
    let mut state = 0x2545_f491_4f6c_dd1d;
    for _ in 0..30 {
        let moves = random_game(33, &mut state);
        let mirror: String = moves.chars().map(|c| (b'8' - c as u8 + b'0') as char).collect();
        let p = position(&moves);
        let s = score(&p);
        assert_eq!(s, score(&position(&mirror)), "{moves}");
        let mine = (p.moves_played() / 2) as i32;
        let theirs = p.moves_played() as i32 - mine;
        assert!(s <= 22 - (mine + 1) && s >= -(22 - (theirs + 1)), "{moves}: {s}");
    }
}
