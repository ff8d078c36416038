//! `--play` driven through a pipe: every move of the solver keeps the score, take-backs,
//! new games, the book's moves at once, the winning four marked.
use super::*;

/// A game against `--play`, driven through its stdin and stdout.
struct Session {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    output: mpsc::Receiver<u8>,
    /// Everything printed so far.
    transcript: String,
}

const YOUR_MOVE: &str = "Your move (1-7, u, n, q): ";
const GAME_OVER: &str = "n, u or q? ";

impl Session {
    fn start(moves: &str) -> Session {
        Session::start_with(&["--play", moves])
    }

    fn start_with(args: &[&str]) -> Session {
        let mut child = Command::new(binary_path())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("--play starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (send, output) = mpsc::channel();
        std::thread::spawn(move || {
            for byte in BufReader::new(stdout).bytes() {
                if byte.map(|b| send.send(b)).is_err() {
                    break;
                }
            }
        });
        Session { child, stdin, output, transcript: String::new() }
    }

    /// What is printed until one of `prompts` (included); panics after 60 s.
    fn until(&mut self, prompts: &[&str]) -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut bytes = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(byte) => bytes.push(byte),
                Err(_) => panic!(
                    "no prompt {:?}; so far:\n{}{}",
                    prompts,
                    self.transcript,
                    String::from_utf8_lossy(&bytes)
                ),
            }
            let text = String::from_utf8_lossy(&bytes);
            if prompts.iter().any(|p| text.ends_with(p)) {
                let text = text.into_owned();
                self.transcript.push_str(&text);
                return text;
            }
        }
    }

    /// Types `line` (through a pipe the game echoes it).
    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{}", line).expect("--play reads");
    }

    fn finish(mut self) -> String {
        drop(self.stdin);
        let status = self.child.wait().expect("--play ends");
        assert!(status.success(), "--play exited with {:?}", status);
        while let Ok(byte) = self.output.recv_timeout(Duration::from_secs(10)) {
            self.transcript.push(byte as char);
        }
        self.transcript
    }
}

/// The columns of the solver's moves in a stretch of output (`I play 4.`).
fn solver_moves(text: &str) -> Vec<usize> {
    let plays =
        text.lines().filter_map(|l| l.strip_prefix("I play ")?.strip_suffix('.')?.parse().ok());
    plays.map(|c: usize| c - 1).collect()
}

/// The human's move in a game through `--play` after `moves`: a column with room, at random.
fn random_reply(session: &mut Session, moves: &mut String, rng: &mut Rng) {
    let now = position(moves);
    let open: Vec<usize> = (0..7).filter(|&c| now.can_play(c)).collect();
    let column = open[rng.range(0, open.len() as u64 - 1) as usize];
    session.send(&(column + 1).to_string());
    moves.push((b'1' + column as u8) as char);
}

/// Plays random games from `start` through `--play`, the human moving first or second, and
/// checks that each of the solver's moves keeps the score of the position it was made in.
fn play_checked(start: &str, human_first: bool, rng: &mut Rng) {
    let mut session = Session::start(start);
    session.until(&["[1] "]);
    session.send(if human_first { "1" } else { "2" });
    let mut moves = start.to_string();
    loop {
        let text = session.until(&[YOUR_MOVE, GAME_OVER]);
        let boards = text.lines().filter(|l| l.starts_with("+-")).count();
        assert!(boards == 1 && !text.contains('\x1b'), "one board a turn, plain:\n{}", text);
        for column in solver_moves(&text) {
            let before = position(&moves);
            let best = reference::score(&reference::Board::from_moves(&moves).expect("legal"));
            let kept = if before.wins_by(column) {
                21 - (before.moves_played() / 2) as i32
            } else {
                -reference::score(
                    &reference::Board::from_moves(&format!("{}{}", moves, column + 1))
                        .expect("legal"),
                )
            };
            assert_eq!(kept, best, "from {} the solver played {}", moves, column + 1);
            moves.push((b'1' + column as u8) as char);
        }
        if text.ends_with(GAME_OVER) {
            let four = text.contains("connect four");
            assert!(four || text.contains("The board is full: a draw."), "{}", text);
            let marked = marked_cells(&text);
            if four {
                assert!(marked_a_four(&marked), "{:?} marked:\n{}", marked, text);
            } else {
                assert_eq!(marked.len(), 1, "the last stone marked:\n{}", text);
            }
            break;
        }
        random_reply(&mut session, &mut moves, rng);
    }
    session.send("q");
    let transcript = session.finish();
    assert!(transcript.ends_with("n, u or q? q\n"), "{}", transcript);
}

/// The cells in brackets on the last board of `text`: column and row from 0 (bottom left),
/// and the stone.
fn marked_cells(text: &str) -> Vec<(i32, i32, char)> {
    let rows: Vec<&str> = text.lines().filter(|l| l.starts_with('|')).collect();
    let mut marked = Vec::new();
    for (i, row) in rows[rows.len() - 6..].iter().enumerate() {
        let cells: Vec<char> = row.chars().collect();
        for column in 0..7 {
            if cells[1 + 3 * column] == '[' {
                marked.push((column as i32, 5 - i as i32, cells[2 + 3 * column]));
            }
        }
    }
    marked
}

/// Whether `marked` are stones of one side, each in a line of four of them (across, up or
/// diagonal), and there is one.
fn marked_a_four(marked: &[(i32, i32, char)]) -> bool {
    let has = |c: i32, r: i32| marked.iter().any(|&(mc, mr, _)| (mc, mr) == (c, r));
    let in_four = |&(c, r, _): &(i32, i32, char)| {
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            (-3..=0).any(|start| (start..start + 4).all(|k| has(c + k * dc, r + k * dr)))
        })
    };
    let one_side = marked.iter().all(|m| m.2 == marked[0].2);
    marked.len() >= 4 && one_side && marked.iter().all(in_four)
}

#[test]
fn play_keeps_the_best_score() {
    let mut rng = Rng::new(23);
    for game in 0..8 {
        let start = random_game(&mut rng, 26, 30);
        play_checked(&start, game % 2 == 0, &mut rng);
    }
}

#[test]
fn play_takes_back_and_starts_again() {
    let mut session = Session::start("4455");
    assert!(session.until(&["[1] "]).contains("Who moves next, you (1) or me (2)?"));
    session.send("1");
    let first = session.until(&[YOUR_MOVE]);
    assert!(first.contains("You can win in 2 moves."), "{}", first);
    session.send("u");
    assert!(session.until(&[YOUR_MOVE]).contains("Nothing to take back."));
    session.send("8");
    assert!(session.until(&[YOUR_MOVE]).contains("Type a column 1 to 7"));
    // 3 keeps the win (an open three on the bottom row); the solver answers at once.
    session.send("3");
    let reply = session.until(&[YOUR_MOVE]);
    assert_eq!(solver_moves(&reply).len(), 1, "{}", reply);
    assert!(reply.contains("You can win in 1 move."), "{}", reply);
    // Taking back the human's 3 takes back the reply too: the start again, no last move,
    // and where the game stands again.
    session.send("u");
    let back = session.until(&[YOUR_MOVE]);
    assert!(!back.contains('[') && back.contains("| .  .  .  O  O  .  . |"), "{}", back);
    assert!(back.contains("Taken back.\nYou can win in 2 moves.\n"), "{}", back);
    session.send("n");
    assert!(session.until(&["[1] "]).contains("Who moves next"));
    session.send("q");
    assert!(session.finish().ends_with("[1] q\n"));
}

/// From the empty board the game asks who moves first; at the end of the input it ends the
/// prompt's line.
#[test]
fn play_asks_who_moves_first_and_ends_its_last_line() {
    let mut session = Session::start_with(&["--play"]);
    assert!(session.until(&["[1] "]).contains("Who moves first, you (1) or me (2)?"));
    session.send("2");
    let first = session.until(&[YOUR_MOVE]);
    assert_eq!(solver_moves(&first), vec![3], "{}", first);
    assert!(first.contains("Your opponent can win in 20 moves, whatever you play."), "{}", first);
    assert!(session.finish().ends_with(&format!("{}\n", YOUR_MOVE)));
}

/// `--no-eval`: the same game without a word of where it stands; the winning four marked
/// whole.
#[test]
fn play_for_fun_hides_the_evaluation_and_marks_the_four() {
    let mut session = Session::start_with(&["--play", "4455", "--no-eval"]);
    session.until(&["[1] "]);
    session.send("1");
    session.until(&[YOUR_MOVE]);
    // X on 3, 4, 5 of the bottom row: O blocks one end, X takes the other.
    session.send("3");
    let reply = session.until(&[YOUR_MOVE]);
    let blocked = solver_moves(&reply);
    let end = if blocked == [1] { "6" } else { "2" };
    session.send(end);
    let over = session.until(&[GAME_OVER]);
    assert!(over.contains("You connect four: you win!"), "{}", over);
    let marked = marked_cells(&over);
    let across = marked.iter().all(|&(_, row, stone)| row == 0 && stone == 'X');
    assert!(marked.len() == 4 && across && marked_a_four(&marked), "{}", over);
    session.send("u");
    session.until(&[YOUR_MOVE]);
    session.send("q");
    let transcript = session.finish();
    for said in ["can win", "A draw with best play"] {
        assert!(!transcript.contains(said), "{}", transcript);
    }
}

/// From the empty board, whatever the human plays, every move of the solver up to the depth
/// of its lines in the book is the book's, and comes at once (no "(N s)" after it).
#[test]
fn play_answers_from_the_book_along_its_lines() {
    let lines = book_lines();
    let deepest = lines
        .iter()
        .filter(|l| l.2.is_some())
        .map(|l| l.0.len())
        .max()
        .expect("the solver's lines");
    let book = book_path().display().to_string();
    let mut rng = Rng::new(41);
    for game in 0..6 {
        let started = Instant::now();
        let mut session = Session::start_with(&["--book", &book, "--play"]);
        session.until(&["[1] "]);
        session.send(if game % 2 == 0 { "1" } else { "2" });
        let mut moves = String::new();
        loop {
            let text = session.until(&[YOUR_MOVE, GAME_OVER]);
            assert!(!text.contains(" s)"), "a reply that took a second or more:\n{}", text);
            for column in solver_moves(&text) {
                if !position(&moves).wins_by(column) {
                    let (_, best) = book_line(&lines, &moves)
                        .unwrap_or_else(|| panic!("{} in the book", moves));
                    assert_eq!(best, Some(column + 1), "the solver's move after {}", moves);
                }
                moves.push((b'1' + column as u8) as char);
            }
            if text.ends_with(GAME_OVER) || moves.len() >= deepest {
                break;
            }
            random_reply(&mut session, &mut moves, &mut rng);
        }
        assert!(
            moves.len() >= 8 || session.transcript.contains("I connect four"),
            "{}",
            session.transcript
        );
        session.send("q");
        session.finish();
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "game {}: {:?}",
            game,
            started.elapsed()
        );
    }
}
