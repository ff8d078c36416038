/// Reads all of stdin, solves, writes the answers in one go; on bad input prints the answers
/// of the complete cases before it, then one `error:` line on stderr, and exits with status 1.
fn main() {
    let mut input = Vec::new();
    let mut out = String::new();
    let solved = match io::stdin().read_to_end(&mut input) {
        Ok(_) => solve(&input, &mut out),
        Err(e) => Err(format!("cannot read standard input: {}", e)),
    };
    let mut stdout = io::stdout();
    let written = stdout.write_all(out.as_bytes()).and_then(|_| stdout.flush());
    let result = solved.and(written.map_err(|e| format!("cannot write standard output: {}", e)));
    if let Err(message) = result {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
