//! The move search: forced answers, threat-space search, then alpha-beta.
//!
//! `Engine::choose` answers in this order, each step sound by the rules: the centre on an
//! empty board; a five; the block of the opponent's five; an open four (or double four); a
//! VCF of our own (`threat.rs`); then iterative-deepening principal-variation search. Before
//! the search, each root move is checked for an opponent VCF after it (a move that allows one
//! is searched last), so a forced loss is avoided whenever some move avoids it.
//!
//! The search is negamax alpha-beta with a null window for all but the first move (PVS), a
//! transposition table of 16-byte entries keyed by the Zobrist key (depth-preferred with
//! aging by the search's generation), two killer moves a ply and a history score per cell.
//! Inside it, threats decide the moves: a five of ours ends the search, a five of the
//! opponent's is the only move (searched at the same depth), an open four of ours wins in two
//! more plies, and when the opponent can make an open four or a double four next move only
//! the cells that stop it (its four cells) and our own fours are tried. Otherwise the
//! candidates are the empty cells within two of a stone, ordered by what a stone there makes
//! for us plus what it takes from the opponent (the board's cell values), plus history; the
//! first `BREADTH` are searched below the root. Leaves are the board's evaluation: the side to
//! move's sum of cell values less the opponent's, with bonuses for a four-three or three-three
//! of the side to move that the opponent cannot answer with a four.
//!
//! Cost: exponential in the depth; the clock (`clock.rs`) stops it, keeping the best move of
//! the last finished iteration (or a better one already proven in the unfinished one).

use super::board::{Board, C_FLEX4, C_FOUR, C_FOUR_THREE, C_THREE, C_THREE_THREE, C_WIN};
use super::clock::Budget;
use super::shape::BLOCK4;
use super::threat::{self, FailTable};
use crate::util::budget::Budget as Shared;
use std::sync::Arc;
use std::time::Duration;

/// A won game's score, less the plies to the win.
pub const WIN: i32 = 1_000_000;
const MAX_PLY: usize = 60;
/// Moves searched at a node below the root, best ordered first.
const BREADTH: usize = 10;
/// How deep our VCF and the opponent's go, in fours.
const VCF_DEPTH: u32 = 12;
/// How deep our VCT and the opponent's go, in threats, and the nodes each may take.
const VCT_DEPTH: u32 = 8;
const VCT_NODES: u64 = 20_000;
/// The root moves checked for the opponent's threats after them, and the nodes each may take.
const DEFENCE_MOVES: usize = 10;
const DEFENCE_NODES: u64 = 1_000;
/// The shares of a move's time left that our VCT, the opponent's threat and the root moves'
/// checks against it may take, in that order; the search gets the rest.
const VCT_SHARE: f64 = 0.2;
const THREAT_SHARE: f64 = 0.1;
const DEFENCE_SHARE: f64 = 0.25;
/// No new iteration starts once this share of the move's time is spent: the next costs several
/// times the last, and an unfinished one still helps when a later root move beats the first.
const NEW_ITERATION_BEFORE: f64 = 0.5;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    mv: u16,
    depth: i8,
    /// 0 empty, 1 exact, 2 lower bound, 3 upper bound; the generation in the high bits.
    flag: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// What a search found, for the protocol's messages and the tests.
#[derive(Clone, Debug)]
pub struct Report {
    pub cell: usize,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    /// How the move was found: "centre", "five", "block", "four", "vcf", "search".
    pub reason: &'static str,
}

/// The search's memory, kept from move to move.
pub struct Engine {
    table: Vec<Entry>,
    killers: Vec<[u16; 2]>,
    history: Vec<u32>,
    fails: FailTable,
    generation: u8,
    /// A shared budget every search watches (a web page's: its Stop, its progress).
    pub watch: Option<Arc<Shared>>,
}

impl Engine {
    /// An engine whose tables take about `memory` bytes (at least 1 MiB).
    pub fn new(memory: usize) -> Engine {
        let want = (memory / 2 / std::mem::size_of::<Entry>()).clamp(1 << 14, 1 << 22);
        let mut entries = 1;
        while entries * 2 <= want {
            entries *= 2;
        }
        Engine {
            table: vec![Entry::default(); entries],
            killers: vec![[u16::MAX; 2]; MAX_PLY + 2],
            history: vec![0; 32 * 32],
            fails: FailTable::new(16),
            generation: 0,
            watch: None,
        }
    }

    /// Forgets everything learned (a new game, or a deterministic test).
    pub fn clear(&mut self) {
        for e in self.table.iter_mut() {
            *e = Entry::default();
        }
        for k in self.killers.iter_mut() {
            *k = [u16::MAX; 2];
        }
        for h in self.history.iter_mut() {
            *h = 0;
        }
        self.fails.clear();
    }

    /// The move for the side to move on `board` (which must have an empty cell), within
    /// `time` and/or `nodes`. The board is left as it was.
    pub fn choose(
        &mut self,
        board: &mut Board,
        time: Option<Duration>,
        nodes: Option<u64>,
    ) -> Report {
        let mut budget = Budget::new(time, nodes);
        if let Some(shared) = &self.watch {
            budget = budget.watching(Arc::clone(shared));
        }
        self.generation = self.generation.wrapping_add(1) & 0x3F;
        let me = board.to_move();
        let opp = 1 - me;
        let report = |cell, score, reason| Report { cell, score, depth: 0, nodes: 0, reason };
        if board.stones() == 0 {
            let centre = board.cell(board.width / 2, board.height / 2);
            if board.is_empty(centre) {
                return report(centre, 0, "centre");
            }
        }
        if let Some(&cell) = board.cells_of_class(me, C_WIN).first() {
            return report(cell, WIN - 1, "five");
        }
        let threats = board.cells_of_class(opp, C_WIN);
        if let Some(&cell) = threats.first() {
            let score = if threats.len() > 1 { -WIN + 2 } else { 0 };
            return report(cell, score, "block");
        }
        if let Some(&cell) = board.cells_of_class(me, C_FLEX4).first() {
            return report(cell, WIN - 3, "four");
        }
        {
            let mut vcf_budget = budget.slice(VCT_SHARE, 20_000);
            let found = threat::vcf(board, me, VCF_DEPTH, &mut self.fails, &mut vcf_budget);
            budget.absorb(&vcf_budget);
            if let Some(cell) = found {
                let mut r = report(cell, WIN - 5, "vcf");
                r.nodes = budget.nodes;
                return r;
            }
        }
        {
            let mut vct_budget = budget.slice(VCT_SHARE, VCT_NODES);
            let found = threat::vct(board, me, VCT_DEPTH, &mut self.fails, &mut vct_budget);
            budget.absorb(&vct_budget);
            if let Some(cell) = found {
                let mut r = report(cell, WIN - 7, "vct");
                r.nodes = budget.nodes;
                return r;
            }
        }
        let mut moves = self.moves(board, me, 0, u16::MAX, usize::MAX);
        if moves.is_empty() {
            let cell = (0..board.cells()).find(|&c| board.is_empty(c)).unwrap_or(0);
            return report(cell, 0, "only");
        }
        // The opponent's threats as if it were to move now: none found (by a search that ran to
        // its end) means none after any move of ours, since our stone only takes from them.
        let mut threat_budget = budget.slice(THREAT_SHARE, VCT_NODES);
        let threat = self.opponent_wins(board, opp, &mut threat_budget);
        budget.absorb(&threat_budget);
        if threat != Some(false) {
            // Moves that stop every threat found first, unknown ones next, losing ones last
            // (dropped when some other is left), each group in its order.
            let mut checks = budget.slice(DEFENCE_SHARE, DEFENCE_MOVES as u64 * DEFENCE_NODES);
            let mut verdicts = vec![None; moves.len()];
            for (i, &cell) in moves.iter().enumerate() {
                board.place(cell, me);
                // An open four or a five left to the opponent loses at once, checked or not.
                let at_once = board.count(opp, C_WIN) > 0
                    || (board.count(opp, C_FLEX4) > 0 && board.count(me, C_WIN) == 0);
                if at_once {
                    verdicts[i] = Some(true);
                } else if i < DEFENCE_MOVES && !checks.exhausted() {
                    let mut check = checks.child(DEFENCE_NODES);
                    verdicts[i] = self.opponent_wins(board, opp, &mut check);
                    checks.absorb(&check);
                }
                board.remove(cell);
            }
            budget.absorb(&checks);
            let group = |v: &Option<bool>| match v {
                Some(false) => 0,
                None => 1,
                Some(true) => 2,
            };
            let mut order: Vec<(usize, usize)> =
                verdicts.iter().zip(&moves).map(|(v, &m)| (group(v), m)).collect();
            order.sort_by_key(|&(g, _)| g);
            let keep = order.iter().any(|&(g, _)| g < 2);
            moves = order.into_iter().filter(|&(g, _)| g < 2 || !keep).map(|(_, m)| m).collect();
        }
        let mut best = (moves[0], 0);
        let mut depth_done = 0;
        for depth in 1..=MAX_PLY as i32 - 4 {
            let mut alpha = -WIN - 1;
            let beta = WIN + 1;
            let mut iteration_best: Option<(usize, i32)> = None;
            let mut scores = Vec::with_capacity(moves.len());
            for (i, &cell) in moves.iter().enumerate() {
                board.play(cell);
                let value = if i == 0 {
                    -self.negamax(board, depth - 1, -beta, -alpha, 1, &mut budget)
                } else {
                    let v = -self.negamax(board, depth - 1, -alpha - 1, -alpha, 1, &mut budget);
                    if v > alpha && !budget.exhausted() {
                        -self.negamax(board, depth - 1, -beta, -alpha, 1, &mut budget)
                    } else {
                        v
                    }
                };
                board.undo();
                if budget.exhausted() {
                    break;
                }
                scores.push((value, i));
                if value > alpha {
                    alpha = value;
                    iteration_best = Some((cell, value));
                }
            }
            if let Some(found) = iteration_best {
                // A finished iteration, or a move of an unfinished one that beat the first.
                if !budget.exhausted() || found.0 != best.0 || depth_done == 0 {
                    best = found;
                }
            }
            if budget.exhausted() {
                break;
            }
            depth_done = depth as u32;
            // Best first next time; the rest keep their order.
            scores.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            moves = scores.iter().map(|&(_, i)| moves[i]).collect();
            if best.1.abs() >= WIN - 100 {
                break;
            }
            if let Some(left) = budget.remaining() {
                // The next iteration costs several times this one: do not start what cannot end.
                if let Some(total) = time {
                    if left < total.mul_f64(1.0 - NEW_ITERATION_BEFORE) {
                        break;
                    }
                }
            }
        }
        if best.1 < -WIN + 1000 {
            // Lost against perfect play: make the opponent's win as hard to find as we can.
            best.0 = Self::hardest_to_beat(board, &moves).unwrap_or(best.0);
        }
        Report {
            cell: best.0,
            score: best.1,
            depth: depth_done,
            nodes: budget.nodes,
            reason: "search",
        }
    }

    /// Of `moves`, the first that leaves the opponent the fewest fives, then the fewest open
    /// fours, to make next move (none while it must block a four of ours).
    fn hardest_to_beat(board: &mut Board, moves: &[usize]) -> Option<usize> {
        let opp = 1 - board.to_move();
        let mut ranked: Vec<((u32, u32), usize)> = Vec::with_capacity(moves.len());
        for &cell in moves {
            board.play(cell);
            // A four of ours first makes the opponent block: its open fours wait.
            let open_fours = match board.count(1 - opp, C_WIN) {
                0 => board.count(opp, C_FLEX4),
                _ => 0,
            };
            ranked.push(((board.count(opp, C_WIN), open_fours), cell));
            board.undo();
        }
        ranked.iter().min_by_key(|&&(threats, _)| threats).map(|&(_, cell)| cell)
    }

    /// Whether `opp` wins by VCF or VCT if it moves next: Some(true) found, Some(false) none
    /// within the depths, None when `budget` ran out first. The nodes go to `budget`.
    fn opponent_wins(
        &mut self,
        board: &mut Board,
        opp: usize,
        budget: &mut Budget,
    ) -> Option<bool> {
        let found = threat::vcf(board, opp, VCF_DEPTH, &mut self.fails, budget).is_some()
            || threat::vct(board, opp, VCT_DEPTH, &mut self.fails, budget).is_some();
        match (found, budget.exhausted()) {
            (true, _) => Some(true),
            (false, true) => None,
            (false, false) => Some(false),
        }
    }

    /// The `most` moves to search at a node, best first.
    fn moves(
        &mut self,
        board: &Board,
        me: usize,
        ply: usize,
        hash_move: u16,
        most: usize,
    ) -> Vec<usize> {
        let opp = 1 - me;
        let defending = board.count(opp, C_FLEX4) > 0;
        let mut scored: Vec<(i64, usize)> = Vec::with_capacity(64);
        for cell in 0..board.cells() {
            if !board.is_candidate(cell) {
                continue;
            }
            if defending {
                let mine = board.class(cell, me);
                let blocks = board.shapes(cell, opp).iter().any(|&s| s >= BLOCK4);
                if !blocks && mine != C_FOUR && mine != C_FOUR_THREE {
                    continue;
                }
            }
            let attack = board.order(cell, me) as i64;
            let defence = board.order(cell, opp) as i64;
            let threat = if attack >= 200 || defence >= 200 {
                if attack >= defence {
                    attack * 2
                } else {
                    defence
                }
            } else {
                attack * 2 + defence
            };
            let mut score = threat * 1_000_000 + (self.history[cell] as i64).min(999_999);
            if cell as u16 == hash_move {
                score += 1 << 40;
            } else if self.killers[ply].contains(&(cell as u16)) {
                score += 1 << 30;
            }
            scored.push((score, cell));
        }
        // Each key is unique (the cell breaks ties): the `most` best, then their order.
        let better = |a: &(i64, usize), b: &(i64, usize)| b.0.cmp(&a.0).then(a.1.cmp(&b.1));
        if scored.len() > most {
            scored.select_nth_unstable_by(most, better);
            scored.truncate(most);
        }
        scored.sort_unstable_by(better);
        scored.into_iter().map(|(_, c)| c).collect()
    }

    fn evaluate(board: &Board, me: usize) -> i32 {
        let opp = 1 - me;
        let mut score = (board.sum(me) * 6 / 5 - board.sum(opp)) as i32;
        let opp_fours = board.count_at_least(opp, C_FOUR_THREE) + board.count(opp, C_FOUR);
        if opp_fours == 0 {
            if board.count(me, C_FOUR_THREE) > 0 {
                score += 3000;
            } else if board.count(me, C_THREE_THREE) > 0 && board.count_at_least(opp, C_THREE) == 0
            {
                score += 1500;
            }
        }
        score
    }

    fn negamax(
        &mut self,
        board: &mut Board,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        budget: &mut Budget,
    ) -> i32 {
        if !budget.spend() {
            return 0;
        }
        let me = board.to_move();
        let opp = 1 - me;
        let ply_i = ply as i32;
        if board.count(me, C_WIN) > 0 {
            return WIN - ply_i;
        }
        if board.count(opp, C_WIN) > 0 {
            let threats = board.cells_of_class(opp, C_WIN);
            if threats.len() >= 2 || ply >= MAX_PLY {
                return -(WIN - ply_i - 1);
            }
            board.play(threats[0]);
            let value = -self.negamax(board, depth, -beta, -alpha, ply + 1, budget);
            board.undo();
            return value;
        }
        if board.count(me, C_FLEX4) > 0 {
            return WIN - ply_i - 2;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return Self::evaluate(board, me);
        }
        let slot = (board.key as usize) & (self.table.len() - 1);
        let entry = self.table[slot];
        let mut hash_move = u16::MAX;
        if entry.key == board.key && entry.flag & 3 != 0 {
            hash_move = entry.mv;
            if entry.depth as i32 >= depth {
                let v = from_table(entry.value, ply_i);
                let flag = entry.flag & 3;
                if flag == EXACT || (flag == LOWER && v >= beta) || (flag == UPPER && v <= alpha) {
                    return v;
                }
            }
        }
        let moves = self.moves(board, me, ply, hash_move, BREADTH);
        if moves.is_empty() {
            // No candidate: the board is full (a draw), or the defence found nothing to try.
            if board.is_full() {
                return 0;
            }
            return -(WIN - ply_i - 3);
        }
        let original_alpha = alpha;
        let mut best = -WIN - 1;
        let mut best_move = moves[0];
        for (i, &cell) in moves.iter().enumerate() {
            board.play(cell);
            let value = if i == 0 {
                -self.negamax(board, depth - 1, -beta, -alpha, ply + 1, budget)
            } else {
                let v = -self.negamax(board, depth - 1, -alpha - 1, -alpha, ply + 1, budget);
                if v > alpha && v < beta {
                    -self.negamax(board, depth - 1, -beta, -alpha, ply + 1, budget)
                } else {
                    v
                }
            };
            board.undo();
            if budget.exhausted() {
                return 0;
            }
            if value > best {
                best = value;
                best_move = cell;
            }
            if value > alpha {
                alpha = value;
            }
            if alpha >= beta {
                let k = &mut self.killers[ply];
                if k[0] != cell as u16 {
                    k[1] = k[0];
                    k[0] = cell as u16;
                }
                self.history[cell] += (depth * depth) as u32;
                break;
            }
        }
        let flag = if best <= original_alpha {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        let old = self.table[slot];
        let stale = old.flag >> 2 != self.generation;
        if old.key == board.key || stale || old.depth as i32 <= depth {
            self.table[slot] = Entry {
                key: board.key,
                value: to_table(best, ply_i),
                mv: best_move as u16,
                depth: depth as i8,
                flag: flag | self.generation << 2,
            };
        }
        best
    }
}

/// Win scores are stored relative to the node, so they stay right at another ply.
fn to_table(value: i32, ply: i32) -> i32 {
    if value > WIN - 1000 {
        value + ply
    } else if value < -WIN + 1000 {
        value - ply
    } else {
        value
    }
}

fn from_table(value: i32, ply: i32) -> i32 {
    if value > WIN - 1000 {
        value - ply
    } else if value < -WIN + 1000 {
        value + ply
    } else {
        value
    }
}
