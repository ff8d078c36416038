//! AcWing 892 · 台阶-Nim游戏: stones on stairs 1..n; a move carries at least one stone from a
//! stair to the one below (from stair 1, off the staircase). Input `n` / `a_1 … a_n`; `Yes`
//! when the first player wins. Oracle: the search over whole stair vectors of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, xor_zero};
use crate::layout::{is_word, yes_no, Format, Layout, Shape, MAX};
use crate::oracle::{sweep, Oracle};
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Nim on the odd stairs: `stairs[0]` is stair 1.
fn reference(stairs: &[u64]) -> bool {
    stairs.iter().step_by(2).fold(0, |xor, &stones| xor ^ stones) != 0
}

fn case(oracle: &mut Oracle, stairs: &[u64]) -> Case {
    Case::Lines(counted_lines(stairs), yes_no(oracle.first_player_wins(stairs)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(yes_no(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["Yes", "No"]),
        })
    }

    /// Up to 4 stairs of up to 4 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, &rng.row(4, 0, 4)))
            .collect()
    }

    /// Every row of up to 3 stairs of up to 3 stones (one run each).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        all_vectors(3, 3).iter().map(|stairs| case(&mut oracle, stairs)).collect()
    }

    /// Every row of up to 4 stairs of up to 4 stones.
    fn check_reference(&self) {
        sweep("staircase", oracle::oracle(), all_vectors(4, 4), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["3\n1 2 -3\n", "2\n1 2\n3\n", "1\n99999999999999999999\n"])
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("random", counted(&rng.values(100_000, 1, 1_000_000_000))),
            ("odd-xor-zero", counted(&xor_zero(rng, 100_000, 1, 1_000_000_000, 2))),
        ]
    }

    fn workloads(&self) -> Vec<Workload> {
        let input = counted(&Rng::new(892).values(100_000, 1, 1_000_000_000));
        let (anchor, target) = (Some("seed_892"), Target::Floor(1.3));
        vec![Workload { name: "892 n=1e5, a<=1e9", input, anchor, target }]
    }
}

mod oracle {
    //! Exhaustive win/lose search for staircase Nim (AcWing 892). `stairs[0]` is
    //! the number of stones on stair 1 and `stairs[i]` the number on stair i+1; a
    //! move takes at least one stone from one stair and puts all of them on the
    //! stair below, stones taken from stair 1 going to the ground and leaving the
    //! game. The oracle explores the whole game tree from the rules alone: the
    //! position is the whole stair vector in order (only trailing empty stairs are
    //! trimmed, as they can never matter), a position is winning for the player to
    //! move iff some legal move leads to a losing position, and a player with no
    //! legal move (no stones left) loses. The game is finite because every move
    //! lowers the sum over stones of their stair numbers. Results are memoised in a
    //! `HashMap` keyed by the trimmed position and kept across calls.

    use crate::oracle::Oracle;

    /// A memoised game-tree searcher for staircase Nim.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical)
    }

    /// Every position one move away: some stones carried from a stair to the one below (from
    /// stair 1, off the staircase).
    fn moves(stairs: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        for (idx, &stones) in stairs.iter().enumerate() {
            for taken in 1..=stones {
                let mut child = stairs.to_vec();
                child[idx] -= taken;
                if idx > 0 {
                    child[idx - 1] += taken;
                }
                children.push(canonical(child));
            }
        }
        children
    }

    /// Removes trailing empty stairs; the order of the stairs is kept.
    fn canonical(mut stairs: Vec<u64>) -> Vec<u64> {
        while stairs.last() == Some(&0) {
            stairs.pop();
        }
        stairs
    }

    #[test]
    fn empty_positions_lose() {
        // No stones anywhere: no legal move, the player to move loses.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0]));
        assert!(!o.first_player_wins(&[0, 0, 0, 0]));
    }

    #[test]
    fn statement_sample() {
        // [2,1,3]: move one stone from stair 3 to stair 2, reaching [2,2,2].
        // With three stairs, any position with stair 1 == stair 3 loses for the
        // mover, by a copying strategy that restores stair 1 == stair 3:
        //   they move k from stair 3 to 2   -> we move k from stair 1 to ground;
        //   they move k from stair 1 to ground -> we move k from stair 3 to 2;
        //   they move k from stair 2 to 1   -> we move those k to the ground.
        // We always have a reply and the game is finite, so they run out first.
        let mut o = oracle();
        assert!(o.first_player_wins(&[2, 1, 3]));
        assert!(!o.first_player_wins(&[2, 2, 2]));
        assert!(!o.first_player_wins(&[1, 0, 1]));
        assert!(!o.first_player_wins(&[3, 4, 3]));
    }

    #[test]
    fn stones_only_on_stair_two_lose() {
        // [0,n]: any move sends k stones to stair 1, giving [k, n-k]; the
        // opponent sends those k to the ground, giving [0, n-k]. By induction
        // on n (base [0,0]: no move) the mover always loses.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[0, 1]));
        assert!(!o.first_player_wins(&[0, 5]));
        assert!(!o.first_player_wins(&[0, 5, 0, 0]));
    }

    #[test]
    fn hand_worked_wins() {
        let mut o = oracle();
        // [1]: take the stone off stair 1.
        assert!(o.first_player_wins(&[1]));
        // [1,1]: take the stair-1 stone, leaving the losing [0,1].
        assert!(o.first_player_wins(&[1, 1]));
        // [0,0,1]: move the stone to stair 2, leaving the losing [0,1].
        assert!(o.first_player_wins(&[0, 0, 1]));
        // [3,4]: take all of stair 1, leaving the losing [0,4].
        assert!(o.first_player_wins(&[3, 4]));
    }

    #[test]
    fn order_matters() {
        // [0,1] loses (above) but [1,0] is just one stone on stair 1: wins.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[0, 1]));
        assert!(o.first_player_wins(&[1, 0]));
    }
}
