//! Lines of play as text, shared by the suite and the generator of the stored positions
//! (`examples/connect4_scored_positions.rs` includes this file): a position's columns, one key
//! for a position and its mirror image, and `<moves> <score>` files read. Std only.

/// The position after `moves` as its columns, each the players of its stones from the
/// bottom (0 the first player).
pub fn columns_of(moves: &str) -> Vec<Vec<usize>> {
    let mut columns = vec![Vec::new(); 7];
    for (i, b) in moves.bytes().enumerate() {
        columns[(b - b'1') as usize].push(i % 2);
    }
    columns
}

/// The position after `moves` as its columns, the same for its mirror image.
pub fn shared_columns(moves: &str) -> Vec<Vec<usize>> {
    let columns = columns_of(moves);
    let mut mirror = columns.clone();
    mirror.reverse();
    columns.min(mirror)
}

/// `<moves> <score>` lines, `#` lines left out.
pub fn scored_lines(text: &str) -> Vec<(String, i32)> {
    let lines = text.lines().filter(|line| !line.starts_with('#'));
    lines
        .map(|line| {
            let (moves, score) = line.split_once(' ').expect("`<moves> <score>`");
            (moves.to_string(), score.parse().expect("a score"))
        })
        .collect()
}
