//! Matches between players (`--match`), the MCTS shared with Connect-N.
use super::*;

#[test]
fn matches_between_players() {
    let tally = |args: &[&str]| -> Vec<(u32, u32, u32)> {
        let out = run_with(args, "", Duration::from_secs(60));
        assert!(out.ok, "{:?}: {}", args, out.stderr);
        out.stdout
            .lines()
            .map(|line| {
                // `NAME: W wins, D draws, L losses, score rate …`
                let words: Vec<&str> = line.split_whitespace().collect();
                let before = |word: &str| -> u32 {
                    let at = words.iter().position(|w| *w == word).expect(word);
                    words[at - 1].parse().expect("a count")
                };
                (before("wins,"), before("draws,"), before("losses,"))
            })
            .collect()
    };
    let perfect = tally(&["--match", "perfect", "random", "--games", "6", "--size", "5x4"]);
    assert_eq!(perfect[0].2, 0, "{:?}", perfect);
    assert_eq!(perfect[0].0 + perfect[0].1, 6);
    let mcts = tally(&["--match", "mcts:300", "random", "--games", "10", "--size", "6x5"]);
    assert!(mcts[0].0 >= 8, "{:?}", mcts);
    assert_eq!(mcts[1], (mcts[0].2, mcts[0].1, mcts[0].0), "the other side's tally");
    let again = |seed: &str| {
        run_with(
            &["--match", "mcts:50", "random", "--games", "6", "--seed", seed],
            "",
            Duration::from_secs(60),
        )
        .stdout
    };
    assert_eq!(again("9"), again("9"));
}
