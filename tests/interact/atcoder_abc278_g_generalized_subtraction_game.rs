//! The judge of AtCoder ABC278 G (Generalized Subtraction Game), as the statement describes it:
//! it sends `N L R`, reads `First` or `Second`, then alternates: it reads the program's `x y`
//! and answers `-1 -1` to an illegal move or to `0 0` (the program had no move, or claimed so:
//! lost either way), `0 0` when it has no move itself (the program has won), or its own move.
//! Case file: `N L R` (1 ≤ N ≤ 2000, 1 ≤ L ≤ R ≤ N), then `ADVERSARY SEED`. Summary: the side
//! the program chose, `First` or `Second` (the reference says which side wins).
//! Adversaries: `random` takes a random row of at least L cards, a random size and a random
//! place; `greedy` ends the game at once when one move can leave no row of L cards, else takes
//! as many cards as it may from the start of the longest row; `best` plays by the Grundy values
//! of the rows, computed from the rules (mex over every move), leaving a xor of 0 whenever it
//! can, else a random move: perfect play wherever the table costs at most 3·10^7 steps (every
//! case with L = R, every case with N ≤ 200); beyond that it plays as `greedy`.
use super::{Adversary, CaseReader, Interactor, Link, Rng, Verdict};

pub struct Judge;

/// Steps the `best` adversary may spend on the table of Grundy values.
const TABLE_BUDGET: usize = 30_000_000;

struct Table {
    present: Vec<bool>,
}

impl Table {
    /// The rows of consecutive cards: (first card, length).
    fn rows(&self) -> Vec<(usize, usize)> {
        let mut rows = Vec::new();
        let mut card = 1;
        while card < self.present.len() {
            if self.present[card] {
                let first = card;
                while card < self.present.len() && self.present[card] {
                    card += 1;
                }
                rows.push((first, card - first));
            }
            card += 1;
        }
        rows
    }

    fn legal(&self, x: i64, y: i64, (l, r): (usize, usize)) -> bool {
        let n = self.present.len() as i64 - 1;
        x >= 1
            && y >= l as i64
            && y <= r as i64
            && x + y - 1 <= n
            && self.present[x as usize..(x + y) as usize].iter().all(|&p| p)
    }

    fn remove(&mut self, x: usize, y: usize) {
        self.present[x..x + y].iter_mut().for_each(|p| *p = false);
    }
}

/// Grundy values of a row of 0..=n cards, a move taking l..=r of them: g(len) = mex over every
/// move of g(left) xor g(right).
fn grundy_values(n: usize, (l, r): (usize, usize)) -> Vec<usize> {
    let mut g = vec![0; n + 1];
    let mut seen = vec![usize::MAX; n + 2];
    for len in l..=n {
        for y in l..=r.min(len) {
            for left in 0..=len - y {
                let value = g[left] ^ g[len - y - left];
                if value <= n {
                    seen[value] = len;
                }
            }
        }
        g[len] = (0..=n + 1).find(|&v| seen[v] != len).unwrap_or(0);
    }
    g
}

/// The judge's moves for one adversary.
struct Player {
    adversary: Adversary,
    rng: Rng,
    bounds: (usize, usize),
    /// Grundy values, for `best` where affordable.
    values: Option<Vec<usize>>,
}

impl Player {
    fn new(adversary: Adversary, rng: Rng, n: usize, (l, r): (usize, usize)) -> Self {
        let cost = n * n / 2 * (r - l + 1);
        let values = match adversary {
            Adversary::Best if cost <= TABLE_BUDGET => Some(grundy_values(n, (l, r))),
            _ => None,
        };
        Player { adversary, rng, bounds: (l, r), values }
    }

    /// The judge's move on `table`, None when it has none.
    fn choose(&mut self, table: &Table) -> Option<(usize, usize)> {
        let (l, r) = self.bounds;
        let rows: Vec<(usize, usize)> =
            table.rows().into_iter().filter(|&(_, len)| len >= l).collect();
        if rows.is_empty() {
            return None;
        }
        match (self.adversary, &self.values) {
            (Adversary::Random, _) => Some(self.random(&rows)),
            (Adversary::Best, Some(g)) => {
                Some(best(g, &table.rows(), (l, r)).unwrap_or_else(|| self.random(&rows)))
            }
            _ => Some(greedy(&rows, (l, r))),
        }
    }

    fn random(&mut self, rows: &[(usize, usize)]) -> (usize, usize) {
        let (first, len) = rows[self.rng.range(0, rows.len() - 1)];
        let y = self.rng.range(self.bounds.0, self.bounds.1.min(len));
        (first + self.rng.range(0, len - y), y)
    }
}

/// A move that leaves the xor of the rows' values 0, if there is one.
fn best(g: &[usize], rows: &[(usize, usize)], (l, r): (usize, usize)) -> Option<(usize, usize)> {
    let total = rows.iter().fold(0, |x, &(_, len)| x ^ g[len]);
    for &(first, len) in rows.iter().filter(|&&(_, len)| len >= l) {
        for y in l..=r.min(len) {
            for left in 0..=len - y {
                if g[left] ^ g[len - y - left] == total ^ g[len] {
                    return Some((first + left, y));
                }
            }
        }
    }
    None
}

/// The move that leaves no row of l cards when there is one, else the most cards from the start
/// of the longest row (`rows` hold at least l cards each).
fn greedy(rows: &[(usize, usize)], (l, r): (usize, usize)) -> (usize, usize) {
    let &(first, len) = rows.iter().max_by_key(|&&(_, len)| len).expect("a row");
    let y = r.min(len);
    let left = (len - y) / 2;
    if rows.len() == 1 && left < l && len - y - left < l {
        return (first + left, y);
    }
    (first, y)
}

impl Interactor for Judge {
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict> {
        let mut reader = CaseReader::new(case);
        let n = reader.int("N", 1, 2000)? as usize;
        let l = reader.int("L", 1, n as i64)? as usize;
        let r = reader.int("R", l as i64, n as i64)? as usize;
        let (adversary, rng) = reader.adversary()?;
        reader.finish()?;
        let mut player = Player::new(adversary, rng, n, (l, r));
        let mut table = Table { present: vec![true; n + 1] };
        table.present[0] = false;
        link.send(&format!("{} {} {}", n, l, r))?;
        let sides = ["First", "Second"];
        let side = link.word("First or Second", &sides)?;
        let mut programs_turn = side == 0;
        loop {
            if programs_turn {
                let numbers = link.ints("a move x y", 2)?;
                let (x, y) = (numbers[0], numbers[1]);
                if (x, y) == (0, 0) {
                    // The verdict is the loss; a program already gone misses the judge's word.
                    link.send("-1 -1").ok();
                    let stuck = table.rows().iter().all(|&(_, len)| len < l);
                    let why =
                        if stuck { "lost: no move left" } else { "printed 0 0 with a move left" };
                    return Err(Verdict::WrongAnswer(why.to_string()));
                }
                if !table.legal(x, y, (l, r)) {
                    link.send("-1 -1").ok();
                    return Err(Verdict::WrongAnswer(format!("illegal move {} {}", x, y)));
                }
                table.remove(x as usize, y as usize);
            } else {
                match player.choose(&table) {
                    None => {
                        link.send("0 0")?;
                        return Ok(sides[side].to_string());
                    }
                    Some((a, b)) => {
                        table.remove(a, b);
                        link.send(&format!("{} {}", a, b))?;
                    }
                }
            }
            programs_turn = !programs_turn;
        }
    }
}

/// The statement's sample interaction (N = 6, L = 1, R = 2): the program goes first; the moves
/// 2 1, 3 2, 6 1, 5 1, 1 1 are each legal in turn, and then the judge has none (`0 0`).
#[test]
fn the_statement_sample_is_legal_and_ends_the_game() {
    let mut table = Table { present: vec![false, true, true, true, true, true, true] };
    for (x, y) in [(2, 1), (3, 2), (6, 1), (5, 1), (1, 1)] {
        assert!(table.legal(x, y, (1, 2)), "{} {}", x, y);
        table.remove(x as usize, y as usize);
    }
    assert!(table.rows().is_empty());
    assert!(!table.legal(4, 1, (1, 2)));
}
