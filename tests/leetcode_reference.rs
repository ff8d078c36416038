//! Plain reference solvers for the LeetCode family of issue 8: the obvious DP over each game's
//! positions, or the known rule where the positions are too many, checked against the
//! by-the-rules oracles on small inputs (tests/leetcode_family.rs) and used for the expected
//! answers of inputs beyond them. An input outside a game's rules answers `(invalid)`.
use std::collections::VecDeque;

pub const INVALID: &str = "(invalid)";

/// prefix[i]: the sum of values[..i], for 0 ≤ i ≤ n.
fn prefix_sums(values: &[i64]) -> Vec<i64> {
    let mut prefix = vec![0; values.len() + 1];
    for (i, &v) in values.iter().enumerate() {
        prefix[i + 1] = prefix[i] + v;
    }
    prefix
}

/// The most the player to move can finish ahead by, taking either end of the row each turn.
pub fn end_taking_lead(row: &[i64]) -> i64 {
    let n = row.len();
    let mut lead = row.to_vec(); // lead[i]: the stretch of the current length from i
    for len in 2..=n {
        for i in 0..=n - len {
            lead[i] = (row[i] - lead[i + 1]).max(row[i + len - 1] - lead[i]);
        }
    }
    lead.first().copied().unwrap_or(0)
}

/// 877: Alice wins when she finishes strictly ahead.
pub fn stone_game(piles: &[i64]) -> bool {
    end_taking_lead(piles) > 0
}

/// 1690: the lead when a move scores the sum of the stones left after it.
pub fn stone_game_vii(stones: &[i64]) -> i64 {
    let n = stones.len();
    let prefix = prefix_sums(stones);
    let sum = |i: usize, j: usize| prefix[j] - prefix[i]; // stones[i..j]
    let mut lead = vec![0i64; n]; // for stretches [i, i + len)
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len;
            lead[i] = (sum(i + 1, j) - lead[i + 1]).max(sum(i, j - 1) - lead[i]);
        }
    }
    lead.first().copied().unwrap_or(0)
}

/// 1406: the lead over taking 1, 2 or 3 stones from the front, by suffix.
pub fn stone_game_iii(values: &[i64]) -> &'static str {
    let n = values.len();
    let mut lead = vec![0i64; n + 1];
    for i in (0..n).rev() {
        let mut taken = 0;
        lead[i] = i64::MIN;
        for k in i..(i + 3).min(n) {
            taken += values[k];
            lead[i] = lead[i].max(taken - lead[k + 1]);
        }
    }
    match lead[0] {
        l if l > 0 => "Alice",
        l if l < 0 => "Bob",
        _ => "Tie",
    }
}

/// 1563: Alice's best score over every split of every stretch.
pub fn stone_game_v(values: &[i64]) -> i64 {
    let n = values.len();
    let prefix = prefix_sums(values);
    let mut best = vec![vec![0i64; n]; n];
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            for k in i..j {
                let (left, right) = (prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]);
                let score = if left < right {
                    left + best[i][k]
                } else if left > right {
                    right + best[k + 1][j]
                } else {
                    left + best[i][k].max(best[k + 1][j])
                };
                best[i][j] = best[i][j].max(score);
            }
        }
    }
    if n == 0 {
        0
    } else {
        best[0][n - 1]
    }
}

/// 1686 by the exchange rule: both take the stones in decreasing order of a + b.
pub fn stone_game_vi(alice: &[i64], bob: &[i64]) -> String {
    if alice.len() != bob.len() {
        return INVALID.to_string();
    }
    let mut order: Vec<usize> = (0..alice.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(alice[i] + bob[i]));
    let lead: i64 = order
        .iter()
        .enumerate()
        .map(|(turn, &i)| if turn % 2 == 0 { alice[i] } else { -bob[i] })
        .sum();
    lead.signum().to_string()
}

/// 1872: with p[i] the sum of stones[..=i], the mover at state i (stones before i merged)
/// takes up to some j ≥ i, scores p[j] and leaves state j + 1; one stone left ends it.
pub fn stone_game_viii(stones: &[i64]) -> i64 {
    let n = stones.len();
    if n < 2 {
        return 0; // no move: nothing scored
    }
    let prefix = prefix_sums(stones); // prefix[i + 1]: the sum of stones[..=i]
    let mut best = prefix[n]; // state n − 1: take everything
    for i in (1..n - 1).rev() {
        best = best.max(prefix[i + 1] - best);
    }
    best
}

thread_local! {
    /// 375's answers for every n up to the largest asked so far.
    static GUESS_COSTS: std::cell::RefCell<Vec<i64>> = std::cell::RefCell::new(vec![0]);
}

/// 375: the least money that guarantees a win on 1..=n, from the interval table.
pub fn guess_number_cost(n: i64) -> i64 {
    let n = n.max(0) as usize;
    GUESS_COSTS.with(|costs| {
        let mut costs = costs.borrow_mut();
        if n >= costs.len() {
            *costs = guess_number_costs(n);
        }
        costs[n]
    })
}

/// The answers of 375 for 0..=n: cost[low][high] = min over k of k + the worse side.
fn guess_number_costs(n: usize) -> Vec<i64> {
    let mut cost = vec![vec![0i64; n + 2]; n + 2];
    for len in 2..=n {
        for low in 1..=n + 1 - len {
            let high = low + len - 1;
            cost[low][high] = (low..=high)
                .map(|k| k as i64 + cost[low][k - 1].max(cost[k + 1][high]))
                .min()
                .unwrap_or(0);
        }
    }
    (0..=n).map(|m| if m == 0 { 0 } else { cost[1][m] }).collect()
}

/// 1025 by the win table up to 2000, by its parity rule beyond.
pub fn divisor_game(n: i64) -> bool {
    if n > 2000 {
        return n % 2 == 0;
    }
    let n = n.max(0) as usize;
    let mut wins = vec![false; n + 1];
    for k in 2..=n {
        wins[k] = (1..k).any(|x| k % x == 0 && !wins[k - x]);
    }
    wins[n]
}

thread_local! {
    /// 1510's win table, grown on demand and kept for the thread's later cases.
    static SQUARE_GAME: std::cell::RefCell<Vec<bool>> = std::cell::RefCell::new(vec![false]);
}

/// 1510 by the win table over removing a square.
pub fn winner_square_game(n: i64) -> bool {
    let n = n.max(0) as usize;
    SQUARE_GAME.with(|table| {
        let mut wins = table.borrow_mut();
        for k in wins.len()..=n {
            let win = (1..).map(|r| r * r).take_while(|&s| s <= k).any(|s| !wins[k - s]);
            wins.push(win);
        }
        wins[n]
    })
}

/// 810 by its rule: the first player wins when the xor is already 0 or the count is even.
pub fn xor_game(nums: &[i64]) -> bool {
    nums.iter().fold(0, |x, &v| x ^ v) == 0 || nums.len() % 2 == 0
}

/// 2029 by its counting rule on the residues mod 3 (Euclidean: the rules read only whether a
/// sum is a multiple of 3).
pub fn stone_game_ix(stones: &[i64]) -> String {
    let count = |r| stones.iter().filter(|&&s| s.rem_euclid(3) == r).count() as i64;
    let (zeros, ones, twos) = (count(0), count(1), count(2));
    let wins = if zeros % 2 == 0 { ones >= 1 && twos >= 1 } else { (ones - twos).abs() > 2 };
    wins.to_string()
}

/// 1927 by its rule: an odd number of '?' is Alice's; else Bob's exactly when the gap is
/// 9/2 per '?' more on the other side.
pub fn sum_game(num: &str) -> String {
    let bytes = num.as_bytes();
    if bytes.len() % 2 == 1 || !bytes.iter().all(|&b| b == b'?' || b.is_ascii_digit()) {
        return INVALID.to_string();
    }
    let half = bytes.len() / 2;
    let tally = |part: &[u8]| {
        let marks = part.iter().filter(|&&b| b == b'?').count() as i64;
        let sum: i64 =
            part.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum();
        (marks, sum)
    };
    let ((marks_left, left), (marks_right, right)) = (tally(&bytes[..half]), tally(&bytes[half..]));
    let wins =
        (marks_left + marks_right) % 2 == 1 || 2 * (left - right) != 9 * (marks_right - marks_left);
    wins.to_string()
}

/// 2038: each player's moves are the interior pieces of their own runs, which the other's
/// moves never change; Alice needs strictly more.
pub fn winner_of_game(colors: &str) -> String {
    if !colors.bytes().all(|b| b == b'A' || b == b'B') {
        return INVALID.to_string();
    }
    let bytes = colors.as_bytes();
    let moves = |who: u8| bytes.windows(3).filter(|w| w.iter().all(|&b| b == who)).count();
    (moves(b'A') > moves(b'B')).to_string()
}

/// 3227: Alice wins exactly when there is a vowel.
pub fn does_alice_win(s: &str) -> String {
    if !s.bytes().all(|b| b.is_ascii_lowercase()) {
        return INVALID.to_string();
    }
    s.bytes().any(|b| b"aeiou".contains(&b)).to_string()
}

/// Outcome labels of a retrograde analysis.
const MOUSE: u8 = 1;
const CAT: u8 = 2;

/// Retrograde analysis over (mouse, cat, mover) states: `moves(m, c, mover)` lists the next
/// states, `terminal` labels the ended ones; a state is labelled once its mover has a move to
/// a state it wins, or once every move leads to a state the other wins; the rest are draws.
fn retrograde(
    cells: usize,
    moves: &dyn Fn(usize, usize, usize) -> Vec<(usize, usize)>,
    terminal: &dyn Fn(usize, usize) -> Option<u8>,
) -> Vec<u8> {
    let index = |m: usize, c: usize, t: usize| (m * cells + c) * 2 + t;
    let mut label = vec![0u8; cells * cells * 2];
    let mut left = vec![0usize; cells * cells * 2];
    let mut parents = vec![Vec::new(); cells * cells * 2];
    let mut queue = VecDeque::new();
    for m in 0..cells {
        for c in 0..cells {
            for t in 0..2 {
                let state = index(m, c, t);
                if let Some(outcome) = terminal(m, c) {
                    label[state] = outcome;
                    queue.push_back(state);
                    continue;
                }
                let next = moves(m, c, t);
                left[state] = next.len();
                for (nm, nc) in next {
                    parents[index(nm, nc, 1 - t)].push(state);
                }
            }
        }
    }
    while let Some(state) = queue.pop_front() {
        for &parent in &parents[state] {
            if label[parent] != 0 {
                continue;
            }
            let mover_wins = if parent % 2 == 0 { MOUSE } else { CAT };
            left[parent] -= 1;
            if label[state] == mover_wins || left[parent] == 0 {
                label[parent] = label[state];
                queue.push_back(parent);
            }
        }
    }
    label
}

/// 913 by retrograde analysis; a repeated position is a draw, so unlabelled states are draws.
pub fn cat_mouse_game(graph: &[Vec<i64>]) -> String {
    let n = graph.len();
    let valid = n >= 3
        && graph.iter().enumerate().all(|(v, next)| {
            next.iter().all(|&w| {
                0 <= w
                    && (w as usize) < n
                    && w as usize != v
                    && graph[w as usize].contains(&(v as i64))
            })
        });
    if !valid || graph[1].is_empty() || !graph[2].iter().any(|&w| w != 0) {
        return INVALID.to_string();
    }
    let next = |v: usize| graph[v].iter().map(|&w| w as usize);
    let moves = |m: usize, c: usize, t: usize| -> Vec<(usize, usize)> {
        if t == 0 {
            next(m).map(|w| (w, c)).collect()
        } else {
            next(c).filter(|&w| w != 0).map(|w| (m, w)).collect()
        }
    };
    let terminal = |m: usize, c: usize| match (m, c) {
        (_, 0) => Some(MOUSE), // never reached: the cat stays out of the hole
        (0, _) => Some(MOUSE),
        (m, c) if m == c => Some(CAT),
        _ => None,
    };
    let label = retrograde(n, &moves, &terminal);
    label[(n + 2) * 2].to_string()
}

/// 1728 by retrograde analysis where a draw is the cat's (it cannot be the mouse's within
/// the turn limit); None for a grid outside the rules.
pub fn can_mouse_win(grid: &[String], cat_jump: i64, mouse_jump: i64) -> String {
    let rows = grid.len();
    let cols = grid.first().map_or(0, |r| r.len());
    let cells: Vec<u8> = grid.iter().flat_map(|r| r.bytes()).collect();
    let count = |ch: u8| cells.iter().filter(|&&b| b == ch).count();
    let valid = rows > 0
        && grid.iter().all(|r| r.len() == cols)
        && cells.iter().all(|b| b"CMF.#".contains(b))
        && count(b'C') == 1
        && count(b'M') == 1
        && count(b'F') == 1
        && cat_jump >= 0
        && mouse_jump >= 0;
    if !valid {
        return INVALID.to_string();
    }
    let find = |ch: u8| cells.iter().position(|&b| b == ch).unwrap_or(0);
    let (mouse, cat, food) = (find(b'M'), find(b'C'), find(b'F'));
    let reach = |from: usize, jump: i64| {
        let mut to = vec![from];
        let (r, c) = ((from / cols) as i64, (from % cols) as i64);
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            for step in 1..=jump {
                let (nr, nc) = (r + dr * step, c + dc * step);
                if nr < 0 || nc < 0 || nr >= rows as i64 || nc >= cols as i64 {
                    break;
                }
                let cell = (nr as usize) * cols + nc as usize;
                if cells[cell] == b'#' {
                    break;
                }
                to.push(cell);
            }
        }
        to
    };
    let moves = |m: usize, c: usize, t: usize| -> Vec<(usize, usize)> {
        if t == 0 {
            reach(m, mouse_jump).into_iter().map(|w| (w, c)).collect()
        } else {
            reach(c, cat_jump).into_iter().map(|w| (m, w)).collect()
        }
    };
    let terminal = |m: usize, c: usize| {
        if m == c || c == food || cells[m] == b'#' || cells[c] == b'#' {
            Some(CAT)
        } else if m == food {
            Some(MOUSE)
        } else {
            None
        }
    };
    let label = retrograde(cells.len(), &moves, &terminal);
    (label[(mouse * cells.len() + cat) * 2] == MOUSE).to_string()
}
