//! Our own 900 positions from every stage of the game (tests/data/gamesolver_connect4/
//! scored-*.txt, written by `make connect4-scored`), every score exact at 1, 2 and 4 threads.
use super::*;

/// The stored positions, a file a stage of the game (in tests/data/gamesolver_connect4/, as
/// Pons' sets lay them out, `#` lines first): file, fewest and most stones.
pub(super) const SCORED: [(&str, usize, usize); 3] =
    [("scored-end.txt", 29, 41), ("scored-middle.txt", 15, 28), ("scored-beginning.txt", 6, 14)];
/// Lines in each file.
const SCORED_LINES: usize = 300;

pub(super) fn scored_file(file: &str) -> Vec<(String, i32)> {
    let path = crate::judge::data_dir(BINARY).join(file);
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    scored_lines(&text)
}

/// Our own positions, every score exact: strong searched (no book) on 1, 2 and 4 threads,
/// weak with the book, and strong with the book those one and two stones past the book's
/// depth (they start from the bound their parents in the book give).
#[test]
fn scored_positions_exact() {
    let mut all = Vec::new();
    for &(file, fewest, most) in &SCORED {
        let lines = scored_file(file);
        assert_eq!(lines.len(), SCORED_LINES, "{}", file);
        assert!(lines.iter().all(|(m, _)| (fewest..=most).contains(&m.len())), "{}: stones", file);
        all.extend(lines);
    }
    all_exact("scored", &all, &["--no-book", "--threads", "1"]);
    for threads in ["2", "4"] {
        let searched = answers(&["--no-book", "--threads", threads], &moves_of(&all), TEN_MINUTES);
        for ((moves, score), got) in all.iter().zip(&searched) {
            assert_eq!(got, &score.to_string(), "scored {} on {} threads", moves, threads);
        }
    }
    let lines = book_lines();
    let depth = lines.iter().filter(|l| l.2.is_none()).map(|l| l.0.len()).max().expect("lines");
    let past_book = depth + 1..=depth + 2;
    let near_book: Vec<(String, i32)> =
        all.iter().filter(|(m, _)| past_book.contains(&m.len())).cloned().collect();
    assert!(near_book.len() >= 20, "{} positions of {:?} stones", near_book.len(), past_book);
    for threads in ["1", "2"] {
        strong_exact("scored, with the book,", &near_book, threads);
    }
}

/// The stored end positions that the oracle reaches (at most `CHEAP_EMPTY` empty cells) hold
/// its scores.
#[test]
fn scored_end_positions_are_the_oracles() {
    let lines = scored_file(SCORED[0].0);
    let reached: Vec<&(String, i32)> =
        lines.iter().filter(|(m, _)| 42 - m.len() <= CHEAP_EMPTY).collect();
    assert!(reached.len() * 5 >= lines.len() * 4, "{} of {} reached", reached.len(), lines.len());
    for (moves, score) in reached {
        assert_eq!(oracle::score(&position(moves)), *score, "{}", moves);
    }
}

const TEN_MINUTES: Duration = Duration::from_secs(600);

fn moves_of(lines: &[(String, i32)]) -> Vec<String> {
    lines.iter().map(|(m, _)| m.clone()).collect()
}
