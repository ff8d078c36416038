//! Trains the value network of the Ultimate Tic-Tac-Toe bot (`codingame_ultimate_tic_tac_toe`'s
//! `NET`) from the bot's self-play lines. `make uttt-net` runs the whole recipe (docs/uttt.md).
//!
//! Usage: `uttt_value_net FILE... [--epochs N] [--seed S] [--out NET]`. Input: the lines
//! `codingame_ultimate_tic_tac_toe --selfplay GAMES ITERATIONS SEED` prints, one a searched
//! position: its inputs (numbers below 228, as the bot's `Board::features` lists them for the
//! side to move: its cells 0–80, the opponent's 81–161, the boards it holds 162–170 (a drawn
//! board is held by both), the opponent's 171–179, the board to play in 180–188 or 189 for
//! anywhere, the open boards where it has two in a line and the third cell empty 190–198, the
//! opponent's 199–207, the open boards that complete a line of its won boards 208–216, the
//! opponent's 217–225, whether it can win a small board now 226 and the game 227), then `|`, the search's value for the side to move (0 to 1) and the game's result
//! for it (0, 0.5 or 1). A line that is not so is refused: `error: FILE line N: expected …`,
//! status 1. Output: the network as the bot's `NET` text (2 characters a weight, 64 symbols a
//! character, the 12-bit integer weight·512, in the order W1 input-major, b1, W2, b2) into
//! NET, or on stdout; then one line on stdout (on stderr without `--out`): the positions and
//! the held-out mean squared error against the search's value, and a constant's.
//! Network: 228 inputs, `HIDDEN` clipped-ReLU units (0 to 1), a sigmoid output: the side to
//! move's expected reward. Training: cross-entropy against the search's value (the game's
//! result is not used: a label from a search of thousands of iterations is far less noisy),
//! Adam (rate 0.001, 0.0003 in the last two epochs), batches of 256, one of the grid's 8
//! symmetries drawn for each sample each epoch (the rules are symmetric: a symmetry of the
//! grid acts alike on the big board and on every small board, on the board to play in and on
//! each input that names a board);
//! a twentieth of the positions, drawn by the seed, held out to report the error. Weights stay
//! within ±3.99 so that the 12-bit integers hold them (the bot's 100,000 characters hold 2 a
//! weight). The same files and seed give the same
//! network, byte for byte (one thread, a fixed order of operations).
//! Progress: each epoch's held-out error on stderr when stderr is a terminal.
//! Cost: O(epochs · positions · inputs · HIDDEN) time (about 1.5 s an epoch for a million
//! positions here), O(positions · inputs) memory.
use game_solutions::mnk::shape::Shape;
use game_solutions::util::options::{Kind, Spec, Table};
use game_solutions::util::rng::Rng;
use game_solutions::util::terminal::is_terminal;
use std::io::Write;

/// The network's inputs and hidden units (the bot's `FEATURES` and `HIDDEN`).
pub const FEATURES: usize = 228;
pub const HIDDEN: usize = 64;
pub const WEIGHTS: usize = FEATURES * HIDDEN + 2 * HIDDEN + 1;
/// The `NET` text's symbols, a 6-bit digit each (the bot's `NET_SYMBOLS`).
const SYMBOLS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const RATE: f32 = 0.001;
const BATCH: usize = 256;
const LIMIT: f32 = 3.99;

const OPTIONS: Table = Table {
    about: "\
uttt_value_net FILE... [options]: trains the Ultimate Tic-Tac-Toe bot's value network from its
self-play lines (codingame_ultimate_tic_tac_toe --selfplay) and writes it as the bot's NET text.
",
    options: &[
        Spec {
            name: "--epochs",
            kind: Kind::Number { meta: "N", low: 1, high: 1000, what: "a number of epochs" },
            help: "passes over the positions (default 10)",
        },
        Spec {
            name: "--seed",
            kind: Kind::Number { meta: "S", low: 0, high: u64::MAX, what: "a seed" },
            help: "the initial weights, the held-out share, the order and symmetries (default 1)",
        },
        Spec {
            name: "--out",
            kind: Kind::Text("NET"),
            help: "write the network to NET (default stdout)",
        },
    ],
    conflicts: &[],
    requires: &[],
    after: "Example: uttt_value_net selfplay-1.txt selfplay-2.txt --out uttt.net\n",
};

/// Says what was wrong and exits with status 1.
fn fail(message: String) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1);
}

/// The positions: each one's inputs (`inputs[starts[i]..starts[i + 1]]`) and target.
pub struct Positions {
    pub inputs: Vec<u16>,
    pub starts: Vec<usize>,
    pub targets: Vec<f32>,
}

impl Default for Positions {
    fn default() -> Positions {
        Positions { inputs: Vec::new(), starts: vec![0], targets: Vec::new() }
    }
}

impl Positions {
    pub fn count(&self) -> usize {
        self.targets.len()
    }

    pub fn inputs(&self, i: usize) -> &[u16] {
        &self.inputs[self.starts[i]..self.starts[i + 1]]
    }

    /// Adds the lines of `text` (from `name`), or says which line is wrong and how.
    pub fn read(&mut self, name: &str, text: &str) -> Result<(), String> {
        for (number, line) in text.lines().enumerate() {
            let at = |what: &str| format!("{} line {}: expected {}", name, number + 1, what);
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let (left, right) = match line.split_once('|') {
                Some(halves) => halves,
                None => return Err(at("inputs, `|`, the search's value and the result")),
            };
            let before = self.inputs.len();
            for word in left.split_whitespace() {
                match word.parse::<u16>() {
                    Ok(input) if (input as usize) < FEATURES => self.inputs.push(input),
                    _ => return Err(at(&format!("inputs below {}, found {:?}", FEATURES, word))),
                }
            }
            if self.inputs.len() - before > FEATURES {
                return Err(at(&format!("at most {} inputs", FEATURES)));
            }
            let numbers: Vec<&str> = right.split_whitespace().collect();
            let value = numbers.first().and_then(|v| v.parse::<f32>().ok());
            let result = numbers.get(1).and_then(|v| v.parse::<f32>().ok());
            match (value, result, numbers.len()) {
                (Some(v), Some(r), 2)
                    if (0.0..=1.0).contains(&v) && [0.0, 0.5, 1.0].contains(&r) =>
                {
                    self.targets.push(v)
                }
                _ => return Err(at("a value from 0 to 1 and a result 0, 0.5 or 1 after `|`")),
            }
            self.starts.push(self.inputs.len());
        }
        Ok(())
    }
}

/// The 8 symmetries of a 3×3 grid, each as the cell each cell goes to (the library's, of a
/// square board).
pub fn symmetries() -> Vec<[usize; 9]> {
    let square = Shape::new(3, 3, 3).expect("a 3x3 board");
    let image = |map: &Vec<usize>| {
        let mut image = [0; 9];
        image.copy_from_slice(map);
        image
    };
    square.symmetries().iter().map(image).collect()
}

/// The input `input` becomes under the symmetry `image`: a cell moves with its board and
/// within it, an input naming a board moves with the grid; 189, 226 and 227 stay.
pub fn map_input(input: u16, image: &[usize; 9]) -> u16 {
    let input = input as usize;
    let mapped = match input {
        0..=161 => {
            let (base, cell) = (input / 81 * 81, input % 81);
            base + image[cell / 9] * 9 + image[cell % 9]
        }
        162..=188 | 190..=225 => {
            let base =
                if input < 189 { 162 + (input - 162) / 9 * 9 } else { 190 + (input - 190) / 9 * 9 };
            base + image[input - base]
        }
        _ => input,
    };
    mapped as u16
}

pub struct Net {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

impl Net {
    /// A small random network: hidden biases near 0.3, so that most units start inside (0, 1).
    pub fn new(rng: &mut Rng) -> Net {
        let mut uniform =
            |r: f32| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * r;
        Net {
            w1: (0..FEATURES * HIDDEN).map(|_| uniform(0.15)).collect(),
            b1: (0..HIDDEN).map(|_| 0.3 + uniform(0.2)).collect(),
            w2: (0..HIDDEN).map(|_| uniform(0.5)).collect(),
            b2: 0.0,
        }
    }

    /// The output for `inputs`, the hidden sums left in `hidden`.
    pub fn forward(&self, inputs: &[u16], hidden: &mut [f32; HIDDEN]) -> f32 {
        hidden.copy_from_slice(&self.b1);
        for &input in inputs {
            let row = &self.w1[input as usize * HIDDEN..(input as usize + 1) * HIDDEN];
            for j in 0..HIDDEN {
                hidden[j] += row[j];
            }
        }
        let mut sum = self.b2;
        for (h, w) in hidden.iter().zip(&self.w2) {
            sum += h.clamp(0.0, 1.0) * w;
        }
        1.0 / (1.0 + (-sum).exp())
    }

    /// The weight of index `k` in the text's order.
    fn weight(&mut self, k: usize) -> &mut f32 {
        let at = FEATURES * HIDDEN;
        if k < at {
            &mut self.w1[k]
        } else if k < at + HIDDEN {
            &mut self.b1[k - at]
        } else if k < at + 2 * HIDDEN {
            &mut self.w2[k - at - HIDDEN]
        } else {
            &mut self.b2
        }
    }

    /// The bot's `NET` text.
    pub fn text(&self) -> String {
        let all = self.w1.iter().chain(&self.b1).chain(&self.w2).chain(std::iter::once(&self.b2));
        let mut out = String::with_capacity(2 * WEIGHTS);
        for &w in all {
            let q = (w * 512.0).round().clamp(-2048.0, 2047.0) as i32 as u32 & 0xFFF;
            for shift in [6, 0] {
                out.push(SYMBOLS[(q >> shift & 63) as usize] as char);
            }
        }
        out
    }
}

/// The mean squared error of `net` against the targets of `set`, and a constant's (the mean).
pub fn errors(net: &Net, positions: &Positions, set: &[usize]) -> (f64, f64) {
    let mut hidden = [0.0; HIDDEN];
    let mean = set.iter().map(|&i| positions.targets[i] as f64).sum::<f64>() / set.len() as f64;
    let (mut error, mut constant) = (0.0, 0.0);
    for &i in set {
        let target = positions.targets[i] as f64;
        let y = net.forward(positions.inputs(i), &mut hidden) as f64;
        error += (y - target) * (y - target);
        constant += (mean - target) * (mean - target);
    }
    (error / set.len() as f64, constant / set.len() as f64)
}

/// Adam's moments and step count.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    t: i32,
}

/// Trains `net` on `train` for `epochs` passes, reporting `held`'s error after each at a terminal.
pub fn train(
    net: &mut Net,
    positions: &Positions,
    train: &mut [usize],
    held: &[usize],
    epochs: u64,
    rng: &mut Rng,
) {
    let images = symmetries();
    let mut adam = Adam { m: vec![0.0; WEIGHTS], v: vec![0.0; WEIGHTS], t: 0 };
    let mut gradient = vec![0.0f32; WEIGHTS];
    let mut mapped: Vec<u16> = Vec::new();
    let at = FEATURES * HIDDEN;
    for epoch in 0..epochs {
        for i in (1..train.len()).rev() {
            train.swap(i, rng.below(i + 1));
        }
        let rate = if epoch + 2 >= epochs { 0.3 * RATE } else { RATE };
        for batch in train.chunks(BATCH) {
            gradient.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                let image = &images[rng.below(8)];
                mapped.clear();
                mapped.extend(positions.inputs(i).iter().map(|&input| map_input(input, image)));
                let mut hidden = [0.0; HIDDEN];
                // Cross-entropy through a sigmoid: the output's gradient is y − target.
                let g = net.forward(&mapped, &mut hidden) - positions.targets[i];
                gradient[at + 2 * HIDDEN] += g;
                let mut back = [0.0f32; HIDDEN];
                for j in 0..HIDDEN {
                    gradient[at + HIDDEN + j] += g * hidden[j].clamp(0.0, 1.0);
                    if hidden[j] > 0.0 && hidden[j] < 1.0 {
                        back[j] = g * net.w2[j];
                    }
                }
                for j in 0..HIDDEN {
                    gradient[at + j] += back[j];
                }
                for &input in &mapped {
                    let row = &mut gradient[input as usize * HIDDEN..(input as usize + 1) * HIDDEN];
                    for j in 0..HIDDEN {
                        row[j] += back[j];
                    }
                }
            }
            adam.t += 1;
            let (c1, c2) = (1.0 - 0.9f32.powi(adam.t), 1.0 - 0.999f32.powi(adam.t));
            let scale = 1.0 / batch.len() as f32;
            for (k, &sum) in gradient.iter().enumerate() {
                let g = sum * scale;
                adam.m[k] = 0.9 * adam.m[k] + 0.1 * g;
                adam.v[k] = 0.999 * adam.v[k] + 0.001 * g * g;
                let step = rate * (adam.m[k] / c1) / ((adam.v[k] / c2).sqrt() + 1e-8);
                let w = net.weight(k);
                *w = (*w - step).clamp(-LIMIT, LIMIT);
            }
        }
        if is_terminal(2) {
            let (error, constant) = errors(net, positions, held);
            eprintln!("epoch {}: held-out mse {:.5} (constant {:.5})", epoch + 1, error, constant);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        print!("{}", OPTIONS.help());
        return;
    }
    let files: Vec<&String> = args.iter().take_while(|a| !a.starts_with('-')).collect();
    if files.is_empty() {
        fail("expected the self-play files first; see --help".to_string());
    }
    let extra = |arg: &str| format!("expected the files then options, found {:?}", arg);
    let given = match OPTIONS.parse(&args[files.len()..], &extra) {
        Ok(Some(given)) => given,
        Ok(None) => {
            print!("{}", OPTIONS.help());
            return;
        }
        Err(message) => fail(message),
    };
    let mut positions = Positions::default();
    for name in &files {
        let text = std::fs::read_to_string(name)
            .unwrap_or_else(|e| fail(format!("{}: expected a readable text file ({})", name, e)));
        if let Err(message) = positions.read(name, &text) {
            fail(message);
        }
    }
    let n = positions.count();
    if n < 20 {
        fail(format!("expected at least 20 positions, found {}", n));
    }
    let mut rng = Rng::new(given.number("--seed").unwrap_or(1));
    let mut net = Net::new(&mut rng);
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let (held, rest) = order.split_at(n / 20);
    let mut rest = rest.to_vec();
    train(&mut net, &positions, &mut rest, held, given.number("--epochs").unwrap_or(10), &mut rng);
    let (error, constant) = errors(&net, &positions, held);
    let summary = format!("{} positions, held-out mse {:.5} (constant {:.5})", n, error, constant);
    match given.text("--out") {
        Some(path) => {
            std::fs::write(path, net.text()).unwrap_or_else(|e| {
                fail(format!("--out {}: expected a writable file ({})", path, e))
            });
            println!("{}", summary);
        }
        None => {
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            let _ = out.write_all(net.text().as_bytes());
            let _ = out.flush();
            eprintln!("{}", summary);
        }
    }
}
