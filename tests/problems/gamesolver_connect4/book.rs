//! The opening book: its entries against the search, a damaged or foreign book refused or
//! left out, the built-in book travelling with the binary.
use super::*;

/// The book in the repository (`make book`), which the binary compiles in.
pub(super) fn book_path() -> PathBuf {
    crate::common::root().join("src/connect4/connect4-7x6.book")
}

/// A line of the book: the moves, the score, the solver's move (a column from 1) if any.
pub(super) type BookLine = (String, i32, Option<usize>);

/// The book's lines, its header left out.
pub(super) fn book_lines() -> Vec<BookLine> {
    let text = std::fs::read_to_string(book_path()).expect("the book (make book)");
    text.lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            assert!(fields.len() == 2 || fields.len() == 3, "`MOVES SCORE [BEST]`: {:?}", line);
            let best = fields.get(2).map(|b| b.parse().expect("a column"));
            (fields[0].to_string(), fields[1].parse().expect("a score"), best)
        })
        .collect()
}

/// The book's score of the position after `moves` and the solver's move there (a column
/// from 1), from its line or its mirror image's (the move mirrored back).
pub(super) fn book_line(lines: &[BookLine], moves: &str) -> Option<(i32, Option<usize>)> {
    let columns = columns_of(moves);
    let mut mirror = columns.clone();
    mirror.reverse();
    lines.iter().filter(|l| l.0.len() == moves.len()).find_map(|(line, score, best)| {
        let theirs = columns_of(line);
        if theirs == columns {
            Some((*score, *best))
        } else if theirs == mirror {
            Some((*score, best.map(|c| 8 - c)))
        } else {
            None
        }
    })
}

/// A sample of the book (its first line, the empty board, four of its deepest lines and three
/// of its positions of its depth, picked at random) against the search without it, and what
/// the book must hold: 1 for the empty board, the published scores of the seven first stones;
/// on the solver's lines, the move the book gives keeps the score.
#[test]
fn book_entries_agree_with_the_search() {
    let lines = book_lines();
    let score_of = |moves: &str| lines.iter().find(|l| l.0 == moves).map(|l| l.1);
    assert_eq!(score_of(""), Some(1), "the empty board in the book");
    for (column, &want) in [2, 1, 0, -1].iter().enumerate() {
        assert_eq!(
            score_of(&(column + 1).to_string()),
            Some(want),
            "the first stone in {}",
            column + 1
        );
    }
    let deepest = lines.iter().map(|l| l.0.len()).max().expect("lines");
    let deep: Vec<&BookLine> = lines.iter().filter(|l| l.0.len() >= deepest - 1).collect();
    let mut rng = Rng::new(29);
    let mut sample: Vec<&BookLine> =
        (0..4).map(|_| deep[rng.range(0, deep.len() as u64 - 1) as usize]).collect();
    // And three of every position of the book's depth (the deepest lines without a move).
    let depth = lines.iter().filter(|l| l.2.is_none()).map(|l| l.0.len()).max().expect("lines");
    let at_depth: Vec<&BookLine> =
        lines.iter().filter(|l| l.2.is_none() && l.0.len() == depth).collect();
    sample.extend((0..3).map(|_| at_depth[rng.range(0, at_depth.len() as u64 - 1) as usize]));
    let positions: Vec<String> = sample.iter().map(|l| l.0.clone()).collect();
    let searched = answers(&["--no-book"], &positions, Duration::from_secs(600));
    for (line, score) in sample.iter().zip(&searched) {
        assert_eq!(score, &line.1.to_string(), "the book's {}", line.0);
    }
    let with_moves: Vec<&&BookLine> = sample.iter().filter(|l| l.2.is_some()).collect();
    assert!(!with_moves.is_empty(), "the deepest lines are the solver's");
    let after: Vec<String> =
        with_moves.iter().map(|l| format!("{}{}", l.0, l.2.unwrap_or(0))).collect();
    let searched = answers(&["--no-book"], &after, Duration::from_secs(600));
    for (line, score) in with_moves.iter().zip(&searched) {
        assert_eq!(score, &(-line.1).to_string(), "the book's move {:?} in {}", line.2, line.0);
    }
}

/// With the book, built in or named, the first positions answer at once; a damaged book is
/// left out with a note and the answers stay right; a file that is no book is refused.
#[test]
fn book_is_used_and_a_bad_one_never_answers() {
    let book = book_path().display().to_string();
    for args in [&["--analyze"][..], &["--book", &book, "--analyze"]] {
        let started = Instant::now();
        let out = run_with(args, "\n4\n", Duration::from_secs(60));
        assert!(out.ok && out.stderr.is_empty(), "{:?}: {}", args, out.stderr);
        assert_eq!(out.stdout, format!("-2 -1 0 1 0 -1 -2\n{}\n", expected_after_centre()));
        let took = started.elapsed();
        assert!(
            took < Duration::from_secs(10),
            "{:?}: the book answers at once ({:?})",
            args,
            took
        );
    }

    let dir = std::env::temp_dir().join(format!("connect4-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let text = std::fs::read_to_string(book_path()).expect("the book");
    // A score changed, the checksum left: the book is damaged, and the search answers.
    let damaged = text.replacen("\n4 -1 ", "\n4 5 ", 1);
    assert!(damaged != text, "the book holds `4 -1` and the solver's move there");
    let path = dir.join("damaged.book");
    std::fs::write(&path, damaged).expect("written");
    let out =
        run_with(&["--book", path.to_str().expect("a path")], "4455\n", Duration::from_secs(60));
    assert!(out.ok, "{}", out.stderr);
    assert_eq!(out.stdout, "18\n");
    assert!(
        out.stderr.starts_with("note: ")
            && out.stderr.contains("checksum")
            && out.stderr.lines().count() == 1,
        "{}",
        out.stderr
    );
    // A file that is no book at all.
    let path = dir.join("not.book");
    std::fs::write(&path, "4455 18\n").expect("written");
    let out =
        run_with(&["--book", path.to_str().expect("a path")], "4455\n", Duration::from_secs(60));
    assert_eq!((out.status, out.stdout.as_str()), (Some(1), ""));
    assert!(
        out.stderr.starts_with("error: ") && out.stderr.contains("expected a Connect Four book"),
        "{}",
        out.stderr
    );
    // A missing file: a note, and the search.
    let out =
        run_with(&["--book", "/nonexistent/connect4.book"], "4455\n", Duration::from_secs(60));
    assert!(out.ok && out.stdout == "18\n" && out.stderr.starts_with("note: "), "{}", out.stderr);
    std::fs::remove_dir_all(&dir).ok();
}

/// The book is in the binary: a copy of it alone in a folder of its own, run from another,
/// answers the empty board and the first of the book's deepest lines from it (`--stats`: no
/// position searched), and `--no-book` searches that line (thousands of positions).
#[test]
fn built_in_book_goes_where_the_binary_goes() {
    let dir = std::env::temp_dir().join(format!("connect4-alone-{}", std::process::id()));
    let (bin_dir, elsewhere) = (dir.join("bin"), dir.join("elsewhere"));
    std::fs::create_dir_all(&bin_dir)
        .and_then(|_| std::fs::create_dir_all(&elsewhere))
        .expect("folders");
    let copy = bin_dir.join(BINARY);
    // Copied by `cp`, not `fs::copy`: a file this process holds open for writing is inherited
    // by every child another test thread forks meanwhile, and running it then fails with
    // "Text file busy" (ETXTBSY).
    let copied = Command::new("cp").arg(binary_path()).arg(&copy).status().expect("cp runs");
    assert!(copied.success(), "a copy of the binary");
    let stats = |args: &[&str], input: &str| {
        let out = Command::new(&copy)
            .args(args)
            .current_dir(&elsewhere)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().expect("stdin").write_all(input.as_bytes())?;
                child.wait_with_output()
            })
            .expect("the copy runs");
        assert!(out.status.success() && out.stderr.is_empty(), "{:?}", out);
        let fields: Vec<i64> = String::from_utf8_lossy(&out.stdout)
            .split_whitespace()
            .map(|f| f.parse().expect("a number"))
            .collect();
        (fields[0], fields[1])
    };
    assert_eq!(stats(&["--stats"], "\n"), (1, 0), "the empty board from the book");
    let lines = book_lines();
    let deepest = lines.iter().map(|l| l.0.len()).max().expect("lines");
    let (line, score) =
        lines.iter().find(|l| l.0.len() == deepest).map(|l| (&l.0[..], l.1)).expect("a line");
    assert_eq!(stats(&["--stats"], line), (i64::from(score), 0), "{} from the book", line);
    let (searched_score, searched) = stats(&["--stats", "--no-book"], line);
    assert!(
        searched_score == i64::from(score) && searched > 1000,
        "{} searched: {}",
        line,
        searched
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `--analyze` after the centre stone: the scores of the second player's seven replies, each
/// from the book's positions of two stones (the side to move after the reply is the first
/// player, so a reply scores minus the book's score).
fn expected_after_centre() -> String {
    let lines = book_lines();
    (1..=7)
        .map(|c| {
            let moves = format!("4{}", c);
            let mirror = format!("4{}", 8 - c);
            let score = lines
                .iter()
                .find(|l| l.0 == moves || l.0 == mirror)
                .expect("two stones in the book")
                .1;
            (-score).to_string()
        })
        .collect::<Vec<_>>()
        .join(" ")
}
