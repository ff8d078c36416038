//! Boards of other sizes (`--size WxH`): the empty boards against their published outcomes,
//! and random positions against a memoised negamax over the rules of any size (`any_size`).
use super::*;

/// Who wins each board with perfect play, and the move on which the game then ends, as
/// J. Tromp published them for every board with W + H ≤ 15 (tromp.github.io/c4/c4.html) and
/// C. Steininger's c4 README tabulates them: (W, H, winner, last move); winner 1 or 2, 0 for a
/// draw.
pub(super) const PUBLISHED: [(usize, usize, u8, usize); 26] = [
    (4, 4, 0, 16),
    (5, 4, 0, 20),
    (6, 4, 2, 24),
    (7, 4, 0, 28),
    (8, 4, 2, 32),
    (9, 4, 2, 36),
    (10, 4, 2, 40),
    (11, 4, 2, 44),
    (4, 5, 0, 20),
    (5, 5, 0, 25),
    (6, 5, 0, 30),
    (7, 5, 0, 35),
    (8, 5, 1, 39),
    (9, 5, 1, 41),
    (4, 6, 0, 24),
    (5, 6, 0, 30),
    (6, 6, 2, 36),
    (7, 6, 1, 41),
    (8, 6, 2, 48),
    (4, 7, 0, 28),
    (5, 7, 0, 35),
    (6, 7, 1, 41),
    (4, 8, 0, 32),
    (5, 8, 0, 40),
    (4, 9, 0, 36),
    (4, 10, 0, 40),
];

/// The score of the empty board of W × H for the first player, from its published outcome:
/// for a win, 1 plus the stones the winner still has when the game ends on move `last`.
pub(super) fn published_score(width: usize, height: usize, winner: u8, last: usize) -> i32 {
    let cells = width * height;
    let (first_stones, second_stones) = ((cells + 1) / 2, cells / 2);
    match winner {
        0 => 0,
        1 => (1 + first_stones - (last + 1) / 2) as i32,
        _ => -((1 + second_stones - last / 2) as i32),
    }
}

#[test]
fn published_score_counts_the_winners_stones_in_hand() {
    // The 7x6 board: the first player wins with his last stone (move 41).
    assert_eq!(published_score(7, 6, 1, 41), 1);
    // 8x5: 20 stones each, the first wins on move 39 with his 20th.
    assert_eq!(published_score(8, 5, 1, 39), 1);
    assert_eq!(published_score(6, 4, 2, 24), -1);
}

/// Every board with W + H ≤ 12 solved from the empty board in seconds, against its published
/// outcome (`make bench` does W + H = 13).
#[test]
fn small_boards_have_their_published_outcomes() {
    for &(width, height, winner, last) in PUBLISHED.iter().filter(|p| p.0 + p.1 <= 12) {
        let size = format!("{}x{}", width, height);
        let out = run_with(&["--size", &size], "\n", Duration::from_secs(60));
        assert!(out.ok, "{}: {}", size, out.stderr);
        let want = published_score(width, height, winner, last);
        assert_eq!(out.stdout, format!("{}\n", want), "the empty {} board", size);
    }
}

/// On other sizes a move is checked against the board's own width and height.
#[test]
fn other_sizes_read_and_score_by_their_own_board() {
    let refused = run_with(&["--size", "6x7"], "11111111\n", Duration::from_secs(10));
    assert!(
        !refused.ok && refused.stderr.contains("column 1 full (7 stones)"),
        "{}",
        refused.stderr
    );
    let refused = run_with(&["--size", "5x6"], "6\n", Duration::from_secs(10));
    assert!(refused.stderr.contains("expected a column 1 to 5, found '6'"), "{}", refused.stderr);
}

/// Random positions on small boards of other sizes (on 10x4 and 12x4 late ones, whose columns
/// past 9 are letters), strong, weak and analysed, against a memoised negamax over the rules
/// of any size (`mod any_size`): the score counts the stones of that board.
#[test]
fn small_boards_against_an_oracle_of_any_size() {
    let mut rng = Rng::new(23);
    let sizes = [
        (4, 4, 2),
        (5, 4, 6),
        (4, 5, 6),
        (6, 4, 10),
        (4, 6, 10),
        (5, 5, 12),
        (10, 4, 28),
        (12, 4, 36),
    ];
    for &(width, height, least) in &sizes {
        let size = format!("{}x{}", width, height);
        let mut oracle = any_size::Oracle::new(width, height);
        let games: Vec<Vec<usize>> = (0..60).map(|_| oracle.random_game(&mut rng, least)).collect();
        let lines: Vec<String> = games.iter().map(|g| any_size::notation(g)).collect();
        let strong = answers(&["--size", &size], &lines, Duration::from_secs(60));
        let weak = answers(&["--size", &size, "--weak"], &lines, Duration::from_secs(60));
        let analysis = answers(&["--size", &size, "--analyze"], &lines, Duration::from_secs(60));
        for (((game, strong), weak), analysis) in
            games.iter().zip(&strong).zip(&weak).zip(&analysis)
        {
            let score = oracle.score(game);
            let line = any_size::notation(game);
            assert_eq!(strong, &score.to_string(), "{} {}", size, line);
            assert_eq!(weak, &score.signum().to_string(), "{} {} weak", size, line);
            let want: Vec<String> = (0..width)
                .map(|c| oracle.move_score(game, c).map_or("-".to_string(), |v| v.to_string()))
                .collect();
            assert_eq!(analysis, &want.join(" "), "{} {} analyze", size, line);
        }
    }
}
