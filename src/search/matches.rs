//! Matches between two players, for any game: `games` games with the colours alternating
//! (the first-named player first in the even-numbered games), tallied from that player's
//! side, with the score rate's 95 % interval (Wilson). Each game plays one game its own way
//! (`mnk::agent`, `connect4::agents`, the UTTT referee) and says how it ended here.
//!
//! Why it is right: alternating colours cancels the first player's advantage over pairs of
//! games; Wilson's interval holds its 95 % for any rate, 0 and 1 included (see `score_rate`).
//! Cost: the games'; O(1) a game to tally.

/// How a game ended for the first-named player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// The results of a match, from the first-named agent's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// The share of points (a win 1, a draw ½) and its 95 % interval by Wilson's score
    /// method: the rates p whose normal test |R − p| ≤ 1.96·√(p(1 − p)/n) accepts the
    /// observed R. A game's variance is at most p(1 − p) (draws only lower it), so the
    /// interval is never too narrow, and unlike R ± 1.96·s/√n it does not shrink to a point
    /// when every game ends alike (0 of 200: 0 to 0.019, not 0 ± 0).
    pub fn score_rate(&self) -> (f64, f64, f64) {
        let n = (self.wins + self.draws + self.losses) as f64;
        if n == 0.0 {
            return (0.0, 0.0, 1.0);
        }
        let rate = (self.wins as f64 + 0.5 * self.draws as f64) / n;
        let z2 = 1.96f64 * 1.96;
        let centre = (rate + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = (z2 * (rate * (1.0 - rate) / n + z2 / (4.0 * n * n))).sqrt() / (1.0 + z2 / n);
        (rate, (centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// `NAME: W wins, D draws, L losses, score rate R (95 %: LOW to HIGH)`, with a newline.
    pub fn line(&self, name: &str) -> String {
        let (rate, low, high) = self.score_rate();
        format!(
            "{}: {} wins, {} draws, {} losses, score rate {:.3} (95 %: {:.3} to {:.3})\n",
            name, self.wins, self.draws, self.losses, rate, low, high
        )
    }

    /// The two lines of a match between `a` and `b` (this tally from `a`'s side): `line` for
    /// each, an agent met by itself told apart as `NAME (1)` and `NAME (2)`.
    pub fn lines(&self, a: &str, b: &str) -> String {
        if a == b {
            self.line(&format!("{} (1)", a)) + &self.flipped().line(&format!("{} (2)", b))
        } else {
            self.line(a) + &self.flipped().line(b)
        }
    }

    pub fn flipped(&self) -> Tally {
        Tally { wins: self.losses, draws: self.draws, losses: self.wins }
    }
}

impl Tally {
    /// Counts one more game.
    pub fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Win => self.wins += 1,
            Outcome::Draw => self.draws += 1,
            Outcome::Loss => self.losses += 1,
        }
    }
}

/// `games` games, `play_game(a_first)` playing one (the first-named player first when
/// `a_first`, in the even-numbered games) and saying how it ended for that player: the tally
/// from its side, or the first game's error. `after_game` hears the games played and the
/// tally so far.
pub fn play_match(
    games: u32,
    mut play_game: impl FnMut(bool) -> Result<Outcome, String>,
    after_game: &mut dyn FnMut(u32, Tally),
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for number in 0..games {
        tally.add(play_game(number % 2 == 0)?);
        after_game(number + 1, tally);
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_rate_of_hand_made_tallies() {
        // 0 of 200: Wilson's upper bound solves p = 1.96·√(p(1 − p)/200), p = z²/(n + z²).
        let (rate, low, high) = Tally { wins: 0, draws: 0, losses: 200 }.score_rate();
        assert_eq!((rate, low), (0.0, 0.0));
        assert!((high - 3.8416 / 203.8416).abs() < 1e-12, "{}", high);
        // Symmetric about ½ for an even match; 10 of 20 gives ½ ± 0.2008 (by hand: centre ½,
        // half 1.96·√(0.0125 + 0.0024010)/1.19208).
        let (rate, low, high) = Tally { wins: 5, draws: 10, losses: 5 }.score_rate();
        assert_eq!(rate, 0.5);
        assert!((low + high - 1.0).abs() < 1e-12 && (high - 0.5 - 0.2008).abs() < 1e-3, "{}", high);
        assert!(Tally { wins: 1, draws: 0, losses: 0 }
            .line("a")
            .contains("score rate 1.000 (95 %: 0.207 to 1.000)"));
    }

    #[test]
    fn colours_alternate_and_results_are_counted() {
        let mut firsts = Vec::new();
        let mut heard = 0;
        let tally = play_match(
            5,
            |a_first| {
                firsts.push(a_first);
                Ok(if a_first { Outcome::Win } else { Outcome::Draw })
            },
            &mut |played, _| heard = played,
        )
        .unwrap();
        assert_eq!(firsts, [true, false, true, false, true]);
        assert_eq!(tally, Tally { wins: 3, draws: 2, losses: 0 });
        assert_eq!(heard, 5);
        let failed = play_match(3, |_| Err("no move".to_string()), &mut |_, _| {});
        assert_eq!(failed, Err("no move".to_string()));
    }
}
