//! LeetCode 913 · Cat and Mouse: on an undirected graph the mouse (from node 1, first) and the
//! cat (from node 2, never into the hole 0) alternately move along an edge; the mouse wins in
//! the hole, the cat on the mouse's node, a repeated position is a draw. Input: `graph` per
//! case; answers 1, 2 or 0. Oracle: the labelling of every position from the ended ones, and
//! (in its own test) literal play with the history (`oracle::cat_mouse_game`).
use crate::common::Rng;
use crate::inputs::{array, lines};
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::plain::{retrograde, CAT, MOUSE};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Retrograde analysis; a repeated position is a draw, so unlabelled states are draws.
fn reference(graph: &[Vec<i64>]) -> String {
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

/// Every simple graph on `nodes` nodes (as adjacency lists) where node 1 has a neighbour and
/// node 2 one other than the hole: LeetCode's guarantees.
fn every_graph(nodes: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs = nodes * (nodes - 1) / 2;
    (0..1u32 << pairs)
        .map(|mask| oracle::graph_from_mask(nodes, mask))
        .filter(|g| !g[1].is_empty() && g[2].iter().any(|&w| w != 0))
        .collect()
}

/// A graph as LeetCode shows it: `[[1,3],[0],[3],[0,2]]`.
fn graph_text(graph: &[Vec<usize>]) -> String {
    let rows: Vec<String> =
        graph.iter().map(|row| array(&row.iter().map(|&w| w as u64).collect::<Vec<_>>())).collect();
    format!("[{}]", rows.join(","))
}

fn case(graph: &[Vec<usize>]) -> Case {
    Case::Params(vec![("graph", graph_text(graph))], oracle::cat_mouse_game(graph).to_string())
}

/// A random graph on `nodes` nodes: each pair joined with chance 1/8, then every node without
/// a neighbour, and the cat's node, joined to a random other one (not the hole, for the cat).
fn random_graph(rng: &mut Rng, nodes: usize) -> Vec<Vec<usize>> {
    let mut next = vec![Vec::new(); nodes];
    let join = |next: &mut Vec<Vec<usize>>, a: usize, b: usize| {
        if a != b && !next[a].contains(&b) {
            next[a].push(b);
            next[b].push(a);
        }
    };
    for a in 0..nodes {
        for b in a + 1..nodes {
            if rng.range(0, 7) == 0 {
                join(&mut next, a, b);
            }
        }
    }
    for a in 0..nodes {
        if next[a].is_empty() || (a == 2 && next[2].iter().all(|&w| w == 0)) {
            let b = rng.range(1, nodes as u64 - 1) as usize;
            join(&mut next, a, if b == a { (b % (nodes - 1)) + 1 } else { b });
        }
    }
    next
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Matrix],
            answer: |c| reference(c[0].matrix()),
            affordable: always,
            shape: integer,
        })
    }

    /// Graphs drawn from every graph of 3..=6 nodes with LeetCode's guarantees.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let graphs: Vec<Vec<Vec<usize>>> = (3..=6).flat_map(every_graph).collect();
        (0..RANDOM_CASES)
            .map(|_| case(&graphs[rng.range(0, graphs.len() as u64 - 1) as usize]))
            .collect()
    }

    /// Every graph of 3..=5 nodes with LeetCode's guarantees (896 graphs).
    fn small_cases(&self) -> Vec<Case> {
        (3..=5).flat_map(every_graph).map(|graph| case(&graph)).collect()
    }

    /// Every graph of 3..=5 nodes with LeetCode's guarantees.
    fn check_reference(&self) {
        for graph in (3..=5).flat_map(every_graph) {
            let as_i64: Vec<Vec<i64>> =
                graph.iter().map(|n| n.iter().map(|&w| w as i64).collect()).collect();
            let want = oracle::cat_mouse_game(&graph).to_string();
            assert_eq!(reference(&as_i64), want, "{:?}", graph);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[[1],[0]]".into(), ""),
            ("[[1,3],[0],[3],[0,2]]\n[[1],[0,2],[0]]".into(), "1\n"),
            ("[[1,2],[0,1],[0]]".into(), ""),
            ("[[1,5],[0],[0]]".into(), ""),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("50-nodes", lines((0..10).map(|_| graph_text(&random_graph(rng, 50)))))]
    }
}

mod oracle {
    //! Exhaustive oracles for LeetCode 913 "Cat and Mouse": an undirected graph is
    //! given as adjacency lists; the mouse starts at node 1 and moves first, the
    //! cat starts at node 2, and node 0 is the hole. On each turn the player to
    //! move must travel along one edge from their node, and the cat may never
    //! enter the hole. The cat wins if it ever occupies the mouse's node, the
    //! mouse wins if it ever reaches the hole, and if a position repeats (same
    //! mouse node, same cat node, same player to move) the game is a draw. The
    //! answer is 1 (mouse wins), 2 (cat wins) or 0 (draw) under optimal play. The
    //! mouse stepping onto the cat's node also counts as a cat win (both stand on
    //! one node), as in LeetCode's own labelling.
    //!
    //! Two independent searches:
    //!
    //! * [`cat_mouse_game`] labels the positions (mouse node, cat node, player to
    //!   move) by fixed-point iteration from the positions that end the game: an
    //!   unlabelled position gets the mover's win when some move reaches a
    //!   position labelled with the mover's win, and the opponent's win when every
    //!   move reaches a position labelled with the opponent's win. Sweeps repeat
    //!   until one changes nothing; a position still unlabelled is a draw. Each
    //!   sweep but the last labels at least one of the `2 n^2` positions, so there
    //!   are at most `2 n^2 + 1` sweeps.
    //! * [`literal_game`] plays the game as stated, history and all: a recursion
    //!   over the lines of play that carries the positions met so far, where a
    //!   move into a position already on the line is a draw, and each player picks
    //!   the outcome best for them (mouse: 1 over 0 over 2; cat: 2 over 0 over 1).
    //!   No position repeats along a line, so the recursion is at most `2 n^2`
    //!   deep; it is exponential and meant for tiny graphs (it handles 6 nodes
    //!   quickly, 10 nodes not in minutes). It stops trying moves once one gives
    //!   the mover a win (nothing beats it), which changes no outcome.
    //!
    //! Does the literal history rule match LeetCode's intended semantics? LeetCode
    //! intends the labelling (its article "Minimax / Percolate from Resolved
    //! States", https://leetcode.com/articles/cat-and-mouse-game/). The two agree:
    //! a win found by the labelling is forced along positions labelled earlier and
    //! earlier, so it never repeats a position and survives the history rule; and
    //! from an unlabelled position each player always has a move that keeps the
    //! game unlabelled or better for them, so neither can be forced to lose, and a
    //! line that stays unlabelled must repeat a position, a draw. The test
    //! `labelling_matches_literal_play_on_every_small_graph` checks this on every
    //! graph with 3 to 6 nodes (LeetCode's two examples included). What the
    //! two do NOT model is a turn cap: solutions that call a game a draw after
    //! some fixed number of moves disagree with both on some graphs, as the
    //! LeetCode-Feedback "Missing Test Case - 913. Cat and Mouse" issues (e.g.
    //! #7590, #7680) illustrate with capped solutions that the judge accepted.

    /// Outcome codes, as LeetCode returns them.
    const DRAW: i32 = 0;
    const MOUSE_WIN: i32 = 1;
    const CAT_WIN: i32 = 2;

    /// The hole, and the whose-turn flags of a position.
    const HOLE: usize = 0;
    const MOUSE_TURN: usize = 0;
    const CAT_TURN: usize = 1;

    /// A position: (mouse node, cat node, player to move).
    type Position = (usize, usize, usize);

    /// The outcome of the game when the mouse and cat stand on these nodes, if
    /// that ends it (the mouse in the hole, or both on one node).
    fn game_over(mouse: usize, cat: usize) -> Option<i32> {
        if mouse == HOLE {
            Some(MOUSE_WIN)
        } else if mouse == cat {
            Some(CAT_WIN)
        } else {
            None
        }
    }

    /// The positions one legal move away from `(mouse, cat, turn)`.
    fn moves(graph: &[Vec<usize>], (mouse, cat, turn): Position) -> Vec<Position> {
        if turn == MOUSE_TURN {
            graph[mouse].iter().map(|&next| (next, cat, CAT_TURN)).collect()
        } else {
            graph[cat]
                .iter()
                .filter(|&&next| next != HOLE)
                .map(|&next| (mouse, next, MOUSE_TURN))
                .collect()
        }
    }

    /// The win code of the player to move and of the other player.
    fn wins_for(turn: usize) -> (i32, i32) {
        if turn == MOUSE_TURN {
            (MOUSE_WIN, CAT_WIN)
        } else {
            (CAT_WIN, MOUSE_WIN)
        }
    }

    /// Panics unless both players can make their first move, as LeetCode
    /// guarantees (then every later position has a move too: a player stands on a
    /// node it reached along an edge, and can go back).
    fn check_start(graph: &[Vec<usize>]) {
        assert!(graph.len() >= 3, "the graph needs nodes 0, 1 and 2");
        assert!(!graph[1].is_empty(), "the mouse must be able to move");
        assert!(graph[2].iter().any(|&next| next != HOLE), "the cat must be able to move");
    }

    /// Returns the outcome (1 mouse wins, 2 cat wins, 0 draw) by labelling every
    /// position from the end-of-game positions until nothing changes.
    pub fn cat_mouse_game(graph: &[Vec<usize>]) -> i32 {
        check_start(graph);
        let n = graph.len();
        // label[mouse][cat][turn]: the forced outcome, DRAW while unknown; the
        // end-of-game positions start labelled.
        let mut label: Vec<Vec<[i32; 2]>> = (0..n)
            .map(|mouse| (0..n).map(|cat| [game_over(mouse, cat).unwrap_or(DRAW); 2]).collect())
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for mouse in 1..n {
                for cat in 1..n {
                    for turn in [MOUSE_TURN, CAT_TURN] {
                        if label[mouse][cat][turn] != DRAW {
                            continue;
                        }
                        let (mine, theirs) = wins_for(turn);
                        let next: Vec<i32> = moves(graph, (mouse, cat, turn))
                            .into_iter()
                            .map(|(m, c, t)| label[m][c][t])
                            .collect();
                        let forced = if next.contains(&mine) {
                            mine
                        } else if !next.is_empty() && next.iter().all(|&outcome| outcome == theirs) {
                            theirs
                        } else {
                            continue;
                        };
                        label[mouse][cat][turn] = forced;
                        changed = true;
                    }
                }
            }
        }
        label[1][2][MOUSE_TURN]
    }

    /// How much the player to move likes an outcome (higher is better).
    fn preference(turn: usize, outcome: i32) -> i32 {
        let (mine, theirs) = wins_for(turn);
        if outcome == mine {
            2
        } else if outcome == theirs {
            0
        } else {
            1
        }
    }

    /// Plays on from the last position of `line` (the positions met so far, the
    /// start included) and returns the outcome under optimal play.
    fn play(graph: &[Vec<usize>], line: &mut Vec<Position>) -> i32 {
        let here = *line.last().expect("the line holds the start position");
        let turn = here.2;
        let mut best: Option<i32> = None;
        for next in moves(graph, here) {
            let outcome = match game_over(next.0, next.1) {
                Some(outcome) => outcome,
                None if line.contains(&next) => DRAW,
                None => {
                    line.push(next);
                    let outcome = play(graph, line);
                    line.pop();
                    outcome
                }
            };
            if best.map_or(true, |current| preference(turn, outcome) > preference(turn, current)) {
                best = Some(outcome);
            }
            if preference(turn, outcome) == 2 {
                break;
            }
        }
        best.expect("every reachable position has a legal move")
    }

    /// Returns the outcome (1 mouse wins, 2 cat wins, 0 draw) by playing every
    /// line of the game with its history; exponential, for tiny graphs (<= 6 nodes).
    pub fn literal_game(graph: &[Vec<usize>]) -> i32 {
        check_start(graph);
        let mut line = vec![(1, 2, MOUSE_TURN)];
        play(graph, &mut line)
    }

    /// The adjacency lists of the graph on `n` nodes whose edges are the pairs
    /// `(a, b)`, `a < b`, picked by the bits of `mask` in lexicographic order.
    pub fn graph_from_mask(n: usize, mask: u32) -> Vec<Vec<usize>> {
        let mut graph = vec![Vec::new(); n];
        let mut bit = 0;
        for a in 0..n {
            for b in a + 1..n {
                if mask & (1 << bit) != 0 {
                    graph[a].push(b);
                    graph[b].push(a);
                }
                bit += 1;
            }
        }
        graph
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/cat-and-mouse/ (statement mirrored at
        // https://hashl.com/algo/problem/cat-and-mouse).
        let example_1 =
            vec![vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]];
        assert_eq!(cat_mouse_game(&example_1), 0);
        assert_eq!(literal_game(&example_1), 0);
        let example_2 = vec![vec![1, 3], vec![0], vec![3], vec![0, 2]];
        assert_eq!(cat_mouse_game(&example_2), 1);
        assert_eq!(literal_game(&example_2), 1);
    }

    #[test]
    fn small_graphs_by_hand() {
        // Triangle 0-1-2: the mouse steps into the hole at once.
        let triangle = vec![vec![1, 2], vec![0, 2], vec![0, 1]];
        assert_eq!(cat_mouse_game(&triangle), 1);
        assert_eq!(literal_game(&triangle), 1);
        // Path 1-2-0 (edges 1-2, 2-0): the mouse's only move is onto the cat.
        let onto_cat = vec![vec![2], vec![2], vec![0, 1]];
        assert_eq!(cat_mouse_game(&onto_cat), 2);
        assert_eq!(literal_game(&onto_cat), 2);
        // Path 0-1-3-2: the mouse steps straight into the hole.
        let path = vec![vec![1], vec![0, 3], vec![3], vec![1, 2]];
        assert_eq!(cat_mouse_game(&path), 1);
        assert_eq!(literal_game(&path), 1);
        // Edges 1-3 and 2-4, no way to the hole, and the two never meet: the
        // players shuttle until a position repeats, a draw.
        let apart = vec![vec![], vec![3], vec![4], vec![1], vec![2]];
        assert_eq!(cat_mouse_game(&apart), 0);
        assert_eq!(literal_game(&apart), 0);
    }

    #[test]
    fn disputed_ten_node_graph_is_a_cat_win() {
        // https://github.com/LeetCode-Feedback/LeetCode-Feedback/issues/24931
        // (closed) quotes the judge's answer 2 for this graph and argues for a
        // draw; the labelling gives the judge's 2. Too large for the literal
        // search.
        let graph = vec![
            vec![7],
            vec![2, 6, 8, 9],
            vec![1, 4, 5, 6, 7],
            vec![4, 5, 7],
            vec![2, 3, 5, 8],
            vec![2, 3, 4, 7],
            vec![1, 2, 9],
            vec![0, 2, 3, 5, 9],
            vec![1, 4, 9],
            vec![1, 6, 7, 8],
        ];
        assert_eq!(cat_mouse_game(&graph), 2);
    }

    #[test]
    fn labelling_matches_literal_play_on_every_small_graph() {
        // Every simple graph on 3 to 6 nodes in which the mouse can move and
        // the cat has a neighbour other than the hole: 30 720 graphs, of which
        // 679 are draws, 21 114 mouse wins and 8 927 cat wins. Cutting lines
        // short at a win keeps the literal search fast (about 0.1 s).
        let mut seen = [0usize; 3];
        for n in 3..=6 {
            let pairs = n * (n - 1) / 2;
            for mask in 0..(1u32 << pairs) {
                let graph = graph_from_mask(n, mask);
                if graph[1].is_empty() || graph[2].iter().all(|&next| next == 0) {
                    continue;
                }
                let labelled = cat_mouse_game(&graph);
                assert_eq!(labelled, literal_game(&graph), "graph {:?}", graph);
                seen[labelled as usize] += 1;
            }
        }
        // All three outcomes occur, so the comparison is not vacuous.
        assert!(seen.iter().all(|&count| count > 0), "outcome counts {:?}", seen);
    }
}
