/// Reads all of stdin, solves, writes the answers in one go; on bad input prints the answers
/// of the complete cases before it, then one `error:` line on stderr, and exits with status 1.
fn main() {
    // Where stdin is a file, its size spares the copies of a growing buffer.
    let size = std::fs::metadata("/dev/stdin").map_or(0, |meta| meta.len().min(1 << 30));
    let mut input = Vec::with_capacity(size as usize + 1);
    let read = io::stdin().read_to_end(&mut input);
    // Answers are rarely longer than their input; untouched capacity costs no memory.
    let mut out = String::with_capacity(input.len() + 64);
    let solved = match read {
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
