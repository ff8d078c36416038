//! LeetCode 913 · Cat and Mouse · https://leetcode.com/problems/cat-and-mouse/
//!
//! Rules: an undirected graph, `graph[a]` listing the neighbours of node a. The mouse starts
//! at node 1 and moves first, the cat at node 2; node 0 is the hole, which the cat may not
//! enter. Each turn the player to move must travel one edge. The cat wins when it is on the
//! mouse's node, the mouse wins when it reaches the hole, and a position (both nodes and the
//! player to move) seen before is a draw.
//! Input: LeetCode's testcase format, one or more cases: `[[1,3],[0],[3],[0,2]]` (the testcase
//! box), `graph = [[1,3],[0],[3],[0,2]]` (the statement) or `graph =` then the array (the
//! result panel).
//! Output: `1` if the mouse wins, `2` if the cat wins, `0` for a draw, per case.
//! Accepts 3 ≤ n ≤ 200 nodes (LeetCode: n ≤ 50), each list of distinct nodes 0..n other than
//! its own, every edge listed at both ends; graph[1] must list a node and graph[2] a node
//! other than 0, so both players can always move (from any other node they reached, they
//! can go back the way they came). Other nodes may list none (LeetCode: at least one): no
//! player ever stands there. Refused, naming what was expected: fewer than 3 or more than 200
//! nodes, a node number out of range, a node listing itself or a neighbour twice, an edge
//! listed at one end only, an empty graph[1], a graph[2] with no node but 0.
//!
//! Idea: retrograde analysis over the 2n² positions (mouse node, cat node, player to move):
//! label the ended ones (mouse on 0: mouse wins; cat on the mouse: cat wins), then, working
//! back from each newly labelled position, label a position one move earlier as a win for
//! its mover when this move wins, or as a loss when this was the last of its moves left
//! unlabelled (a counter per position holds how many remain). Unlabelled positions are draws.
//! Why: a labelled position is a forced result, by induction on the labelling order: its
//! winner can move to a position labelled earlier with the same winner, and every move of
//! its loser leads to one; so along the play the order falls, no position repeats, and the
//! game ends in the winner's favour. An unlabelled start is a draw: the labelling then ran to
//! the end (it stops early only once the start is labelled), so no unlabelled position has a
//! move to a position its mover wins, nor all its moves into positions its mover loses; as
//! every position the play reaches has a move, each player can always move to an unlabelled
//! position. Whoever keeps doing so never lands in a position the other wins (from an
//! unlabelled position, the other's moves lead only to unlabelled positions or ones it
//! loses), so it never loses; when both do, play stays among finitely many positions forever
//! and one repeats: a draw, and neither can do better.
//! Cost: each position is labelled once and then scans the moves into it: O(n · E) time for
//! E edges (≈ 1.6·10^7 steps for 200 nodes all joined), O(n²) memory, per case.
//!
//! @judge LeetCode
//! @number 913
//! @title Cat and Mouse
//! @link https://leetcode.com/problems/cat-and-mouse/
//! @time-limit 1 s
//! @accepts 3 ≤ n ≤ 200 nodes; an undirected simple graph where mouse and cat can move
//! @complexity O(n·E) time, O(n²) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn cat_mouse_game(graph: Vec<Vec<i32>>) -> i32 {
        const DRAW: u8 = 0;
        const MOUSE: u8 = 1;
        const CAT: u8 = 2;
        let n = graph.len();
        let graph: Vec<Vec<usize>> =
            graph.iter().map(|list| list.iter().map(|&v| v as usize).collect()).collect();
        // Position (mouse, cat, turn) is index (mouse · n + cat) · 2 + turn; turn 0: the
        // mouse moves, 1: the cat moves.
        let at = |mouse: usize, cat: usize, turn: usize| (mouse * n + cat) * 2 + turn;
        let mut winner = vec![DRAW; 2 * n * n];
        let mut moves_left = vec![0; 2 * n * n];
        let mut queue = Vec::with_capacity(2 * n * n);
        for mouse in 0..n {
            for cat in 1..n {
                moves_left[at(mouse, cat, 0)] = graph[mouse].len();
                moves_left[at(mouse, cat, 1)] = graph[cat].iter().filter(|&&v| v != 0).count();
            }
        }
        for cat in 1..n {
            for turn in 0..2 {
                winner[at(0, cat, turn)] = MOUSE;
                winner[at(cat, cat, turn)] = CAT;
                queue.push(at(0, cat, turn));
                queue.push(at(cat, cat, turn));
            }
        }
        let start = at(1, 2, 0);
        let mut head = 0;
        while head < queue.len() && winner[start] == DRAW {
            let position = queue[head];
            head += 1;
            let (mouse, cat, turn) = (position / 2 / n, position / 2 % n, position % 2);
            let result = winner[position];
            // The other player made the last move: from each neighbour of its node.
            let (mover, moved) = if turn == 0 { (CAT, cat) } else { (MOUSE, mouse) };
            for &from in &graph[moved] {
                let earlier = match mover {
                    CAT if from == 0 => continue,
                    CAT => at(mouse, from, 1),
                    _ => at(from, cat, 0),
                };
                if winner[earlier] != DRAW {
                    continue;
                }
                moves_left[earlier] -= 1;
                if result == mover || moves_left[earlier] == 0 {
                    winner[earlier] = result;
                    queue.push(earlier);
                }
            }
        }
        i32::from(winner[start])
    }
}
// ==== LeetCode: to here ====

/// Most nodes accepted: the analysis takes up to 2n³ steps.
const MAX_NODES: usize = 200;

fn main() {
    leetcode::run(&["graph"], |case| {
        let last = MAX_NODES as i32 - 1;
        let graph = case.int_matrix(0, last, MAX_NODES, MAX_NODES - 1)?;
        check_graph(&graph).map_err(|e| case.refuse(&e))?;
        Ok(Solution::cat_mouse_game(graph))
    });
}

/// Checks that `graph` is a game the rules define; the error says what was expected.
fn check_graph(graph: &[Vec<i32>]) -> Result<(), String> {
    let n = graph.len();
    if n < 3 {
        return Err(format!(
            "graph to hold at least 3 nodes (0 the hole, 1 the mouse, 2 the cat), found {}",
            n
        ));
    }
    let mut linked = vec![false; n * n];
    for (a, list) in graph.iter().enumerate() {
        for (i, &b) in list.iter().enumerate() {
            let b = b as usize;
            if b >= n {
                return Err(format!(
                    "graph[{}][{}] to be a node from 0 to {}, found {}",
                    a,
                    i,
                    n - 1,
                    b
                ));
            }
            if b == a {
                return Err(format!(
                    "graph[{}][{}] to be a node other than {} (no edge joins a node to itself)",
                    a, i, a
                ));
            }
            if linked[a * n + b] {
                return Err(format!("graph[{}] to list each neighbour once, found {} twice", a, b));
            }
            linked[a * n + b] = true;
        }
    }
    for (a, list) in graph.iter().enumerate() {
        if let Some(&b) = list.iter().find(|&&b| !linked[b as usize * n + a]) {
            return Err(format!(
                "graph[{}] to list {}, as graph[{}] lists {} (edges are undirected)",
                b, a, a, b
            ));
        }
    }
    if graph[1].is_empty() {
        return Err("graph[1] to list a node (the mouse must move)".to_string());
    }
    if graph[2].iter().all(|&b| b == 0) {
        return Err("graph[2] to list a node other than 0 (the cat must move, not into the hole)"
            .to_string());
    }
    Ok(())
}
