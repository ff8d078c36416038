//! What each problem's test file supplies (`tests/problems/<binary>.rs`), and what every check
//! asks of it. A problem file implements `Problem` for its binary; the registry
//! (`tests/problems/mod.rs`) runs each check of `tests/checks.rs` on it.
use crate::common::Rng;
use crate::layout::Layout;

/// Random small cases each binary runs against its oracle, at least.
pub const RANDOM_CASES: usize = 320;

/// Bad inputs refused before any answer is printed, as `Problem::bad_inputs` lists them.
pub fn refused_at_once(inputs: &[&str]) -> Vec<(String, &'static str)> {
    inputs.iter().map(|input| (input.to_string(), "")).collect()
}

/// One case of a binary, with the oracle's answer line.
pub enum Case {
    /// A full program's test: its lines of numbers (written with random separators).
    Lines(Vec<Vec<u64>>, String),
    /// A full program's test as its text, where lines of numbers will not do (words, negative
    /// numbers): written as it stands.
    Text(String, String),
    /// A test of a one-test-per-line layout: its line.
    Line(String, String),
    /// A LeetCode case: its parameters as (name, value as LeetCode shows it), written in a
    /// random one of LeetCode's three forms.
    Params(Vec<(&'static str, String)>, String),
}

/// What a bench workload must reach.
pub enum Target {
    /// At most this many times the read floor's instructions.
    Floor(f64),
    /// At most this fraction of the seed anchor's instructions.
    Anchor(f64),
    /// At most this many instructions in all.
    Total(f64),
    /// Measured and reported only.
    Report,
}

/// A bench workload: its name, its input, the seed's C++ anchor in `../shared/anchors/` (if
/// any) and its target.
pub struct Workload {
    pub name: &'static str,
    pub input: String,
    pub anchor: Option<&'static str>,
    pub target: Target,
}

/// Everything specific to one problem's tests.
pub trait Problem: Sync {
    /// The input layout, answered by the reference solver.
    fn layout(&self) -> Layout;

    /// At least `RANDOM_CASES` random small cases from `rng`, with the oracle's answers.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case>;

    /// Every small position (sizes stated in the doc of the implementation), with the
    /// oracle's answers; none by default.
    fn small_cases(&self) -> Vec<Case> {
        Vec::new()
    }

    /// The reference solver against the oracle on every small position (sizes stated in the
    /// doc of the implementation); panics on the first difference.
    fn check_reference(&self);

    /// Bad inputs of this problem's own, each with what stdout holds before the error (the
    /// answers of the complete cases). Inputs every binary of its layout refuses are added by
    /// the check.
    fn bad_inputs(&self) -> Vec<(String, &'static str)>;

    /// The stored max-size cases `max-<what>` as (what, input), written by `make cases` from
    /// `rng`; their answers come from the reference solver.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)>;

    /// Whether the fuzzer may run `input`: false where the binary may rightly take longer than
    /// the harness's time limit (a search from too early a position, say); true by default.
    fn fuzz_affordable(&self, _input: &[u8]) -> bool {
        true
    }

    /// The judge's side of an interactive problem (tests/interact/): then a case is the
    /// interactor's case file and its answer the summary of a won game, and the binary is run
    /// against it (tests/interactive.rs); None, by default, for a problem that reads its input.
    fn interactor(&self) -> Option<&'static dyn crate::interact::Interactor> {
        None
    }

    /// Bench workloads with targets; by default the bench measures the largest stored max case.
    fn workloads(&self) -> Vec<Workload> {
        Vec::new()
    }
}
