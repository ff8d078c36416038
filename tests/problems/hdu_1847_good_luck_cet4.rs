//! HDU 1847 · Good Luck in CET-4 Everybody!: n cards, a move takes a power of two of them, and
//! whoever takes the last card wins. Input: one `n` per test until the end; `Kiki` when the
//! first player wins, else `Cici`. Oracle: the win table of the counts 0..=n, from the rules.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::plain::subtraction_grundy;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the first player wins exactly when n is not a multiple of 3.
fn reference(n: u64) -> bool {
    n % 3 != 0
}

fn case(n: u64) -> Case {
    Case::Lines(vec![vec![n]], words("Kiki", "Cici")(oracle::first_player_wins(n)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::UntilEnd,
            test: |c| Some(words("Kiki", "Cici")(reference(c.int(0, MAX)? as u64))),
            answer_shape: |l| is_word(l, &["Kiki", "Cici"]),
        })
    }

    /// n in 1..=200.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 200))).collect()
    }

    /// Every n ≤ 300: 301 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        (0..=300).map(case).collect()
    }

    /// Every n ≤ 300: the rule, and the Grundy values of the subtraction game whose move
    /// sizes are the powers of two up to 256.
    fn check_reference(&self) {
        let powers = [1, 2, 4, 8, 16, 32, 64, 128, 256];
        let grundy = subtraction_grundy(&powers, 300);
        for n in 0..=300 {
            let want = oracle::first_player_wins(n);
            assert_eq!(reference(n), want, "n {}", n);
            assert_eq!(grundy[n as usize] != 0, want, "Grundy value of n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("1\n3\nx\n".into(), "Kiki\nCici\n"), ("1 -3\n".into(), "Kiki\n")]
    }

    /// Every n in 1..=1000, one a line.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("every-n", lines((1..=1000).map(|n| n.to_string())))]
    }
}

/// Exhaustive oracle for HDU 1847 "Good Luck in CET-4 Everybody!": `n` cards, a move takes
/// a power of two (1, 2, 4, 8, ...) of cards, never more than remain, and whoever takes the
/// last card wins, so the player facing no cards has lost. The oracle knows nothing but these
/// rules: it labels every count `0..=n` bottom up as a win or a loss for the player to move,
/// a count being a win exactly when some legal move leaves the opponent a losing count. Each
/// label depends only on smaller counts, so this is a memoised search over the game graph.
mod oracle {
    use crate::oracle::one_number_wins;

    /// Whether the player to move (Kiki) wins with `n` cards left.
    pub fn first_player_wins(n: u64) -> bool {
        one_number_wins(n, |cards| {
            let powers_of_two = std::iter::successors(Some(1usize), |&p| p.checked_mul(2));
            powers_of_two.take_while(move |&take| take <= cards).map(move |take| cards - take)
        })
    }

    #[test]
    fn statement_sample() {
        // HDU 1847's sample: 1 -> Kiki, 3 -> Cici; quoted in several stored solutions of the
        // problem in the public code index.
        assert!(first_player_wins(1));
        assert!(!first_player_wins(3));
    }

    #[test]
    fn hand_worked_cases() {
        // No cards: the player to move has lost.
        assert!(!first_player_wins(0));
        // 2: take both (2 is a power of two).
        assert!(first_player_wins(2));
        // 4: take all four.
        assert!(first_player_wins(4));
        // 5: take two, leaving the losing 3.
        assert!(first_player_wins(5));
        // 6: the moves leave 5, 4 or 2, each a win for the opponent (above).
        assert!(!first_player_wins(6));
    }
}
