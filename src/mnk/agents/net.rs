//! A small policy-value network for `zero:FILE:N`, written by hand: a fully-connected body of
//! ReLU layers, a policy head (one logit per cell, softmaxed over the legal cells only) and a
//! value head (tanh), with its gradients, an Adam optimiser and a text file.
//!
//! Input: four planes of the board's C cells (`planes`): the side to move's stones, the
//! opponent's, the last move, and a plane of ones when X is to move; 4C numbers in all.
//! Output: the priors p (a distribution over the legal cells) and v in (−1, 1), the expected
//! result for the side to move (1 a win, 0 a draw, −1 a loss).
//!
//! Loss of one sample (π the search's visit shares, z the game's result for the side to move):
//! (z − v)² − Σ π_i log p_i, averaged over a batch. Its gradient, by the chain rule
//! (`backward`): on the value pre-activation a, −2(z − v)(1 − v²), since tanh' = 1 − tanh²;
//! on a legal logit, p_i − π_i (the softmax's cross-entropy, π summing to 1); on an illegal
//! logit 0; back through each layer W x + b: the outer product with its input for W, the
//! error itself for b, Wᵀ times the error for the input, zeroed where the ReLU was off. A unit
//! test holds every one of these against central finite differences.
//!
//! Adam (Kingma and Ba): per parameter, running means of the gradient and of its square
//! (β₁ = 0.9, β₂ = 0.999), a step lr · m̂ / (√v̂ + 10⁻⁸), with weight decay applied apart from
//! the gradient (decoupled, as AdamW does), so the loss the test checks is the plain one.
//!
//! The file is text: `gamesolver_mnk zero-net 1`, `board WxH k K`, `layers 4C H1 … C`,
//! `parameters N`, the N parameters eight to a line (f32, written in the shortest form that
//! reads back exactly), `checksum C` (FNV-1a of the parameter lines). A file for another
//! board, of another version or damaged is refused.
//!
//! Cost: an evaluation or a sample's gradient O(P) for P parameters (4C·H1 + H1·H2 + H2·(C+1)
//! and the biases); memory P numbers, three times that while training (Adam's two means).

use crate::mnk::shape::Shape;
use crate::util::hash::fnv1a;
use crate::util::rng::{normal, Rng};

const HEADER: &str = "gamesolver_mnk zero-net 1";
/// The most parameters a file may announce, so a damaged count allocates nothing huge.
const MAX_PARAMETERS: usize = 4_000_000;

/// The network: the sizes of its layers and every weight and bias in one vector, layer by
/// layer (each layer's weights row by row, then its biases); after the body, the policy head
/// (C rows) and the value head (one row).
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    shape: Shape,
    /// 4C, the hidden sizes, C.
    sizes: Vec<usize>,
    pub params: Vec<f64>,
}

/// One position seen in training: the input planes, the search's visit shares π over the
/// cells (0 on the occupied ones) and the result z for the side to move.
#[derive(Clone, Debug)]
pub struct Sample {
    pub input: Vec<f32>,
    pub policy: Vec<f32>,
    pub result: f32,
}

/// The input planes of a position: `own` and `theirs` the stones of the side to move and of
/// the other side, `last` the last move, `x_to_move` whether X is to move.
pub fn planes(
    cells: usize,
    own: &[bool],
    theirs: &[bool],
    last: Option<usize>,
    x_to_move: bool,
) -> Vec<f32> {
    let mut input = vec![0.0; 4 * cells];
    for cell in 0..cells {
        input[cell] = own[cell] as u8 as f32;
        input[cells + cell] = theirs[cell] as u8 as f32;
        input[3 * cells + cell] = x_to_move as u8 as f32;
    }
    if let Some(cell) = last {
        input[2 * cells + cell] = 1.0;
    }
    input
}

/// The cells a sample's input leaves empty: the legal moves.
pub fn legal_cells(input: &[f32]) -> Vec<bool> {
    let cells = input.len() / 4;
    (0..cells).map(|c| input[c] == 0.0 && input[cells + c] == 0.0).collect()
}

/// What a forward pass keeps for the backward one: each layer's output (after the ReLU; the
/// input first), the priors and the value.
struct Pass {
    activations: Vec<Vec<f64>>,
    priors: Vec<f64>,
    value: f64,
}

impl Net {
    /// A network for `shape` with the hidden layers `hidden`, its weights drawn by He's rule
    /// (normal, variance 2 / inputs) from `seed`, its biases 0.
    pub fn new(shape: Shape, hidden: &[usize], seed: u64) -> Net {
        let cells = shape.cells();
        let mut sizes = vec![4 * cells];
        sizes.extend_from_slice(hidden);
        sizes.push(cells);
        let mut net = Net { shape, sizes, params: Vec::new() };
        let mut rng = Rng::new(seed);
        for Layer { inputs, outputs, .. } in net.layers() {
            let scale = (2.0 / inputs as f64).sqrt();
            net.params.extend((0..inputs * outputs).map(|_| scale * normal(&mut rng)));
            net.params.extend(std::iter::repeat(0.0).take(outputs));
        }
        net
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Each affine layer where its parameters start and its sizes: the body's, the policy
    /// head, the value head.
    fn layers(&self) -> Vec<Layer> {
        let mut shapes: Vec<(usize, usize)> = self.sizes.windows(2).map(|w| (w[0], w[1])).collect();
        shapes.push((self.sizes[self.sizes.len() - 2], 1));
        let mut offset = 0;
        shapes
            .into_iter()
            .map(|(inputs, outputs)| {
                let layer = Layer { offset, inputs, outputs };
                offset += (inputs + 1) * outputs;
                layer
            })
            .collect()
    }

    /// The priors over the cells (0 where `legal` is false) and the value, for `input`.
    pub fn evaluate(&self, input: &[f32], legal: &[bool]) -> (Vec<f64>, f64) {
        let pass = self.forward(input, legal);
        (pass.priors, pass.value)
    }

    fn forward(&self, input: &[f32], legal: &[bool]) -> Pass {
        let layers = self.layers();
        let body = layers.len() - 2;
        let mut activations = vec![input.iter().map(|&x| x as f64).collect::<Vec<f64>>()];
        for &layer in &layers[..body] {
            let mut out = affine(&self.params, layer, &activations[activations.len() - 1]);
            out.iter_mut().for_each(|x| *x = x.max(0.0));
            activations.push(out);
        }
        let top = &activations[activations.len() - 1];
        let logits = affine(&self.params, layers[body], top);
        let value = affine(&self.params, layers[body + 1], top)[0].tanh();
        let priors = masked_softmax(&logits, legal);
        Pass { activations, priors, value }
    }

    /// Adds the gradient of `sample`'s loss to `gradient` (as long as `params`); the loss,
    /// as (value part, policy part).
    pub fn backward(&self, sample: &Sample, gradient: &mut [f64]) -> (f64, f64) {
        let legal = legal_cells(&sample.input);
        let pass = self.forward(&sample.input, &legal);
        let layers = self.layers();
        let body = layers.len() - 2;
        let (z, v) = (sample.result as f64, pass.value);
        let value_loss = (z - v) * (z - v);
        let mut policy_loss = 0.0;
        let mut logit_error = vec![0.0; self.shape.cells()];
        for (cell, error) in logit_error.iter_mut().enumerate() {
            if legal[cell] {
                let target = sample.policy[cell] as f64;
                *error = pass.priors[cell] - target;
                if target > 0.0 {
                    policy_loss -= target * pass.priors[cell].max(1e-300).ln();
                }
            }
        }
        let value_error = [-2.0 * (z - v) * (1.0 - v * v)];
        let top = &pass.activations[body];
        let mut error = vec![0.0; layers[body].inputs];
        accumulate(&self.params, gradient, layers[body], top, &logit_error, &mut error);
        accumulate(&self.params, gradient, layers[body + 1], top, &value_error, &mut error);
        for layer in (0..body).rev() {
            // Through the ReLU: no gradient where the unit was off.
            for (e, &a) in error.iter_mut().zip(&pass.activations[layer + 1]) {
                if a <= 0.0 {
                    *e = 0.0;
                }
            }
            let mut below = vec![0.0; layers[layer].inputs];
            let x = &pass.activations[layer];
            accumulate(&self.params, gradient, layers[layer], x, &error, &mut below);
            error = below;
        }
        (value_loss, policy_loss)
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let sizes: Vec<String> = self.sizes.iter().map(usize::to_string).collect();
        format!(
            "{}\nboard {}x{} k {}\nlayers {}\n{}",
            HEADER,
            self.shape.width,
            self.shape.height,
            self.shape.k,
            sizes.join(" "),
            parameters_text(self.params.iter().map(|&p| p as f32))
        )
    }

    /// The network in `text`, which must be for `shape`.
    pub fn from_text(text: &str, shape: Shape) -> Result<Net, String> {
        let mut lines = FileLines::new(text);
        lines.header(HEADER, shape)?;
        let (_, layers) = lines.next("layers")?;
        let sizes: Vec<usize> = layers
            .strip_prefix("layers ")
            .and_then(|rest| {
                rest.split(' ').map(|n| n.parse().ok()).collect::<Option<Vec<usize>>>()
            })
            .filter(|sizes| {
                sizes.len() >= 3
                    && sizes[0] == 4 * shape.cells()
                    && sizes[sizes.len() - 1] == shape.cells()
                    && sizes.iter().all(|&n| (1..=4096).contains(&n))
            })
            .ok_or_else(|| {
                format!(
                    "line 3: expected `layers {} H1 … {}` (hidden sizes 1 to 4096), found `{}`",
                    4 * shape.cells(),
                    shape.cells(),
                    layers
                )
            })?;
        let mut net = Net { shape, sizes, params: Vec::new() };
        let expected: usize = net.layers().iter().map(|l| (l.inputs + 1) * l.outputs).sum();
        net.params = lines.parameters(expected)?.into_iter().map(f64::from).collect();
        Ok(net)
    }

    /// The network as its file would give it back: every parameter rounded to f32.
    pub fn rounded(&self) -> Net {
        let mut net = self.clone();
        net.params.iter_mut().for_each(|p| *p = *p as f32 as f64);
        net
    }
}

/// Where an affine layer's parameters start in the network's vector (its weights, `outputs`
/// rows of `inputs`, then its biases) and its sizes.
#[derive(Clone, Copy, Debug)]
struct Layer {
    offset: usize,
    inputs: usize,
    outputs: usize,
}

/// W x + b for `layer` of `params`.
fn affine(params: &[f64], layer: Layer, x: &[f64]) -> Vec<f64> {
    let Layer { offset, inputs, outputs } = layer;
    let (weights, biases) =
        params[offset..offset + (inputs + 1) * outputs].split_at(inputs * outputs);
    weights
        .chunks_exact(inputs)
        .zip(biases)
        .map(|(row, &b)| b + row.iter().zip(x).map(|(w, x)| w * x).sum::<f64>())
        .collect()
}

/// For `layer` of `params`, whose output's error is `error` and input `x`: the gradient of its
/// weights (error ⊗ x) and biases (error) added to `gradient`, and Wᵀ error added to `below`.
fn accumulate(
    params: &[f64],
    gradient: &mut [f64],
    layer: Layer,
    x: &[f64],
    error: &[f64],
    below: &mut [f64],
) {
    let Layer { offset, inputs, outputs } = layer;
    for (row, &e) in error.iter().enumerate() {
        if e == 0.0 {
            continue;
        }
        let start = offset + row * inputs;
        let weights = &params[start..start + inputs];
        let grads = &mut gradient[start..start + inputs];
        for i in 0..inputs {
            grads[i] += e * x[i];
            below[i] += e * weights[i];
        }
        gradient[offset + inputs * outputs + row] += e;
    }
}

/// The softmax of `logits` over the cells where `legal` is true (0 elsewhere).
pub fn masked_softmax(logits: &[f64], legal: &[bool]) -> Vec<f64> {
    let top =
        logits.iter().zip(legal).filter(|p| *p.1).map(|p| *p.0).fold(f64::NEG_INFINITY, f64::max);
    let mut priors: Vec<f64> =
        logits.iter().zip(legal).map(|(&l, &ok)| if ok { (l - top).exp() } else { 0.0 }).collect();
    let sum: f64 = priors.iter().sum();
    if sum > 0.0 {
        priors.iter_mut().for_each(|p| *p /= sum);
    }
    priors
}

/// The end of a network's file: `parameters N`, the N parameters eight to a line (f32, in the
/// shortest form that reads back exactly), `checksum C` (FNV-1a of the parameter lines).
pub fn parameters_text(params: impl ExactSizeIterator<Item = f32>) -> String {
    let count = params.len();
    let numbers: Vec<String> = params.map(|p| format!("{:?}", p)).collect();
    let body: String = numbers.chunks(8).map(|chunk| chunk.join(" ") + "\n").collect();
    format!("parameters {}\n{}checksum {:016x}\n", count, body, fnv1a(body.as_bytes()))
}

/// A network's file read line by line, each error naming its line.
pub struct FileLines<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
}

impl<'a> FileLines<'a> {
    pub fn new(text: &'a str) -> FileLines<'a> {
        FileLines { lines: text.lines().enumerate() }
    }

    /// The next line and its number; `what` names it when the file ends before it.
    pub fn next(&mut self, what: &str) -> Result<(usize, &'a str), String> {
        self.lines
            .next()
            .map(|(i, line)| (i + 1, line))
            .ok_or_else(|| format!("the file ends before its {} line", what))
    }

    /// The first two lines: `header` and the board, which must be `shape`'s.
    pub fn header(&mut self, header: &str, shape: Shape) -> Result<(), String> {
        let (_, first) = self.next("first")?;
        if first != header {
            return Err(format!("expected `{}` on line 1, found `{}`", header, first));
        }
        let (_, board) = self.next("board")?;
        let wanted = format!("board {}x{} k {}", shape.width, shape.height, shape.k);
        if board != wanted {
            return Err(format!(
                "it is for another board: line 2 says `{}`, this game is `{}`",
                board, wanted
            ));
        }
        Ok(())
    }

    /// The rest of the file as `parameters_text` writes it, with `expected` parameters.
    pub fn parameters(&mut self, expected: usize) -> Result<Vec<f32>, String> {
        let (number, count) = self.next("parameters")?;
        if count != format!("parameters {}", expected) || expected > MAX_PARAMETERS {
            return Err(format!(
                "line {}: expected `parameters {}` (what the layers hold, at most {}), found `{}`",
                number, expected, MAX_PARAMETERS, count
            ));
        }
        let mut params = Vec::with_capacity(expected);
        let mut body = String::new();
        while params.len() < expected {
            let (number, line) = self.next("parameter")?;
            let wanted = (expected - params.len()).min(8);
            let values: Option<Vec<f32>> =
                line.split(' ').map(|v| v.parse::<f32>().ok().filter(|v| v.is_finite())).collect();
            match values {
                Some(values) if values.len() == wanted => params.extend(values),
                _ => {
                    return Err(format!(
                    "line {}: expected {} finite numbers separated by single spaces, found `{}`",
                    number, wanted, line
                ))
                }
            }
            body.push_str(line);
            body.push('\n');
        }
        let (number, checksum) = self.next("checksum")?;
        let wanted = format!("checksum {:016x}", fnv1a(body.as_bytes()));
        if checksum != wanted {
            return Err(format!(
                "line {}: expected `{}` (the parameters' checksum), found `{}`: the file is damaged",
                number, wanted, checksum
            ));
        }
        if let Some((number, extra)) = self.lines.next() {
            return Err(format!(
                "line {}: expected the end of the file, found `{}`",
                number + 1,
                extra
            ));
        }
        Ok(params)
    }
}

/// Adam with decoupled weight decay, over a network's parameters.
pub struct Adam {
    rate: f64,
    decay: f64,
    steps: i32,
    mean: Vec<f64>,
    square: Vec<f64>,
}

impl Adam {
    pub fn new(parameters: usize, rate: f64, decay: f64) -> Adam {
        Adam { rate, decay, steps: 0, mean: vec![0.0; parameters], square: vec![0.0; parameters] }
    }

    /// Sets the step size for the steps that follow (a schedule's current rate).
    pub fn set_rate(&mut self, rate: f64) {
        self.rate = rate;
    }

    /// One step of `params` against `gradient` (the batch's mean).
    pub fn step<P: Parameter>(&mut self, params: &mut [P], gradient: &[P]) {
        const B1: f64 = 0.9;
        const B2: f64 = 0.999;
        self.steps += 1;
        let (c1, c2) = (1.0 - B1.powi(self.steps), 1.0 - B2.powi(self.steps));
        for (i, p) in params.iter_mut().enumerate() {
            let g = gradient[i].get();
            self.mean[i] = B1 * self.mean[i] + (1.0 - B1) * g;
            self.square[i] = B2 * self.square[i] + (1.0 - B2) * g * g;
            let step = (self.mean[i] / c1) / ((self.square[i] / c2).sqrt() + 1e-8);
            let value = p.get();
            *p = P::put(value - self.rate * (step + self.decay * value));
        }
    }
}

/// A network's parameter type, f64 (`Net`) or f32 (`conv::ConvNet`), as Adam reads and writes it.
pub trait Parameter: Copy {
    fn get(self) -> f64;
    fn put(value: f64) -> Self;
}

impl Parameter for f64 {
    fn get(self) -> f64 {
        self
    }
    fn put(value: f64) -> f64 {
        value
    }
}

impl Parameter for f32 {
    fn get(self) -> f64 {
        self as f64
    }
    fn put(value: f64) -> f32 {
        value as f32
    }
}

/// One step of training on `batch`: the mean gradient, one Adam step; the batch's mean
/// losses (value, policy).
pub fn train_step(net: &mut Net, adam: &mut Adam, batch: &[&Sample]) -> (f64, f64) {
    let mut gradient = vec![0.0; net.params.len()];
    let (mut value, mut policy) = (0.0, 0.0);
    for sample in batch {
        let (v, p) = net.backward(sample, &mut gradient);
        value += v;
        policy += p;
    }
    let n = batch.len().max(1) as f64;
    gradient.iter_mut().for_each(|g| *g /= n);
    adam.step(&mut net.params, &gradient);
    (value / n, policy / n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> (Net, Sample) {
        let shape = Shape { width: 2, height: 2, k: 3 };
        let mut net = Net::new(shape, &[6, 5], 3);
        // Biases away from 0, so no unit sits at its ReLU's kink.
        let mut rng = Rng::new(9);
        net.params.iter_mut().for_each(|p| *p += 0.1 * normal(&mut rng));
        let input =
            planes(4, &[true, false, false, false], &[false, true, false, false], Some(1), true);
        let sample = Sample { input, policy: vec![0.0, 0.0, 0.75, 0.25], result: -0.6 };
        (net, sample)
    }

    fn loss(net: &Net, sample: &Sample) -> f64 {
        let (v, p) = net.backward(sample, &mut vec![0.0; net.params.len()]);
        v + p
    }

    #[test]
    fn gradients_equal_finite_differences() {
        let (net, sample) = small();
        let mut gradient = vec![0.0; net.params.len()];
        net.backward(&sample, &mut gradient);
        let h = 1e-6;
        let mut checked = 0;
        for (i, &analytic) in gradient.iter().enumerate() {
            let (mut up, mut down) = (net.clone(), net.clone());
            up.params[i] += h;
            down.params[i] -= h;
            let numeric = (loss(&up, &sample) - loss(&down, &sample)) / (2.0 * h);
            assert!(
                (numeric - analytic).abs() <= 1e-6 * (1.0 + numeric.abs()),
                "parameter {}: backward {} against finite differences {}",
                i,
                analytic,
                numeric
            );
            checked += (analytic != 0.0) as usize;
        }
        // The check is not vacuous: the weights of the inputs that are 1 (7 of 16) and every
        // later layer's have a gradient.
        assert!(checked > net.params.len() / 4, "{} of {}", checked, net.params.len());
    }

    #[test]
    fn priors_cover_the_legal_cells_only_and_the_value_is_in_range() {
        let (net, sample) = small();
        let legal = legal_cells(&sample.input);
        assert_eq!(legal, vec![false, false, true, true]);
        let (priors, value) = net.evaluate(&sample.input, &legal);
        assert_eq!((priors[0], priors[1]), (0.0, 0.0));
        assert!((priors[2] + priors[3] - 1.0).abs() < 1e-12);
        assert!(value > -1.0 && value < 1.0);
    }

    #[test]
    fn training_fits_one_sample() {
        let (mut net, sample) = small();
        let mut adam = Adam::new(net.params.len(), 0.01, 0.0);
        let before = loss(&net, &sample);
        for _ in 0..300 {
            train_step(&mut net, &mut adam, &[&sample]);
        }
        let (priors, value) = net.evaluate(&sample.input, &legal_cells(&sample.input));
        assert!(loss(&net, &sample) < before);
        assert!((value - -0.6).abs() < 0.05, "value {}", value);
        assert!((priors[2] - 0.75).abs() < 0.05, "prior {}", priors[2]);
    }

    #[test]
    fn the_file_reads_back_and_refuses_damage() {
        let (net, _) = small();
        let shape = net.shape();
        let text = net.to_text();
        assert_eq!(Net::from_text(&text, shape), Ok(net.rounded()));
        let other = Shape { width: 3, height: 3, k: 3 };
        assert!(Net::from_text(&text, other).unwrap_err().contains("another board"));
        let damaged = text.replacen("parameters", "parameters 1", 1);
        assert!(Net::from_text(&damaged, shape).unwrap_err().contains("line 4"));
        let lines: Vec<&str> = text.lines().collect();
        let changed = text.replacen(lines[5], &lines[5].replacen('.', "9.", 1), 1);
        assert!(Net::from_text(&changed, shape).unwrap_err().contains("damaged"));
        let cut: String = lines[..7].iter().map(|l| format!("{}\n", l)).collect();
        assert!(Net::from_text(&cut, shape).unwrap_err().contains("ends before"));
        let version = text.replacen("zero-net 1", "zero-net 2", 1);
        assert!(Net::from_text(&version, shape).unwrap_err().contains("line 1"));
    }
}
