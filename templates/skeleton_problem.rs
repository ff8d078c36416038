//! {JUDGE} {NUMBER} · (title): (the rules in a line). (The I/O in a line.) Oracle: (how it
//! searches, from the rules alone).
use crate::common::Rng;
use crate::layout::Layout;
use crate::problem::{Case, Problem};

pub struct Game;

impl Problem for Game {
    /// (`Layout::Program(Format { … })` or `Layout::LeetCode(Signature { … })`, answered by the
    /// reference solver below.)
    fn layout(&self) -> Layout {
        panic!("unsolved: describe the input layout and the reference solver")
    }

    /// (Sizes of the random positions.)
    fn random_cases(&self, _rng: &mut Rng) -> Vec<Case> {
        panic!("unsolved: random small cases answered by the oracle")
    }

    /// (Sizes of the positions swept.)
    fn check_reference(&self) {
        panic!("unsolved: the reference solver against the oracle on every small position")
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        panic!("unsolved: bad inputs of this problem's own")
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        panic!("unsolved: max-size inputs at the judge's limits")
    }
}
