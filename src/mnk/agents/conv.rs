//! A convolutional policy-value network for `zero:FILE:N`, written by hand in f32: a stem of
//! 3x3 convolutions, residual blocks of two 3x3 convolutions each, a policy head (a 1x1
//! convolution to two planes, then one logit per cell, softmaxed over the legal cells only)
//! and a value head (a 1x1 convolution to one plane, a hidden layer, tanh), as AlphaGo Zero
//! has it without its batch normalisation; with its gradients and its text file. The heads'
//! 1x1 convolutions are linear: with no normalisation, a ReLU on two planes (or one) dies
//! early in training and leaves the head constant (every position got the same move).
//!
//! Input: the four planes of `net::planes` (own stones, the opponent's, the last move, ones
//! when X is to move) and a fifth plane of ones added here, so that the zero padding of the
//! convolutions shows the edge of the board. Output as `net::Net`'s: the priors (a
//! distribution over the legal cells) and v in (−1, 1) for the side to move.
//!
//! Every layer is one kind: a convolution of `size` 1 or 3 (padding 1) from `inputs` planes to
//! `outputs` on a grid, out = W · im2col(in) + b, where im2col lays each cell's 3x3
//! neighbourhood out as a column (zero past the edge); a fully connected layer is the same on
//! a grid of one cell. The product is `multiply`, four rows of W at a time against contiguous
//! rows of the columns, a loop the compiler vectorises. Backward (the loss and its gradient
//! as in `net`: (z − v)² − Σ π log p): dW = dOut · colsᵀ, db = the row sums of dOut,
//! dCols = Wᵀ · dOut, dIn = col2im(dCols) (im2col's adjoint: each column entry added back to
//! the cell it came from); through a ReLU the error is kept where the output is positive; a
//! residual block adds its input's error to what comes back through its two convolutions.
//! A unit test holds every parameter kind against central finite differences.
//!
//! The file is text: `gamesolver_mnk zero-net 2` (version 2: this network; version 1 is
//! `net`'s), `board WxH k K`, `conv channels C blocks B value H`, `parameters N`, then the
//! parameters and the checksum as `net` writes them. A file for another board, of another
//! version or damaged is refused.
//!
//! Cost: an evaluation about 2 · cells · (45C + 18BC² + 3C) + 2 · cells · (3 · cells + H)
//! flops (`flops`); a sample's gradient about twice that more; memory the parameters and one
//! activation plane per layer.

use crate::mnk::agents::net::{self, legal_cells, masked_softmax, Adam, Sample};
use crate::mnk::shape::Shape;
use crate::util::parallel::map_indices;
use crate::util::rng::{normal, Rng};
use std::sync::Arc;

pub const HEADER: &str = "gamesolver_mnk zero-net 2";
/// The input planes: `net::planes`' four and the plane of ones.
const PLANES: usize = 5;
/// The widest network a file may describe, so a damaged one allocates nothing huge.
const MAX_CHANNELS: usize = 256;
const MAX_BLOCKS: usize = 20;
const MAX_HIDDEN: usize = 1024;
/// The parts a minibatch's gradient is summed in: each part in its samples' order, then the
/// parts in theirs, so that one thread or several give the same bits.
const PARTS: usize = 4;

/// The network: its board, widths, and every parameter, layer by layer (each layer's
/// weights, `outputs` rows of `inputs · size²`, then its biases), in the order of `layers`.
#[derive(Clone, Debug, PartialEq)]
pub struct ConvNet {
    shape: Shape,
    channels: usize,
    blocks: usize,
    hidden: usize,
    pub params: Vec<f32>,
}

/// One layer: where its parameters start, its planes in and out and its kernel size.
#[derive(Clone, Copy, Debug)]
struct Layer {
    offset: usize,
    inputs: usize,
    outputs: usize,
    size: usize,
}

impl Layer {
    fn weights(&self) -> usize {
        self.outputs * self.inputs * self.size * self.size
    }
}

/// What a forward pass keeps for the backward one: the input of each layer (after its
/// ReLU), the priors and the value.
struct Pass {
    inputs: Vec<Vec<f32>>,
    priors: Vec<f64>,
    value: f64,
}

impl ConvNet {
    /// A network for `shape` of `channels` planes, `blocks` residual blocks and a value head
    /// of `hidden` units, its weights drawn by He's rule (normal, variance 2 / fan-in; the
    /// second convolution of a block at a quarter of that, so the sums along the residual path
    /// start small) from `seed`, its biases 0.
    pub fn new(shape: Shape, channels: usize, blocks: usize, hidden: usize, seed: u64) -> ConvNet {
        let mut net = ConvNet { shape, channels, blocks, hidden, params: Vec::new() };
        let mut rng = Rng::new(seed);
        for (i, layer) in net.layers().into_iter().enumerate() {
            let fan_in = (layer.inputs * layer.size * layer.size) as f64;
            let second_of_block = i >= 1 && i <= 2 * blocks && i % 2 == 0;
            let scale = (2.0 / fan_in).sqrt() * if second_of_block { 0.5 } else { 1.0 };
            net.params.extend((0..layer.weights()).map(|_| (scale * normal(&mut rng)) as f32));
            net.params.extend(std::iter::repeat(0.0).take(layer.outputs));
        }
        net
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The layers: the stem; each block's two convolutions; the policy head's 1x1
    /// convolution and its layer to the logits; the value head's 1x1 convolution, hidden
    /// layer and output.
    fn layers(&self) -> Vec<Layer> {
        let (c, cells, hidden) = (self.channels, self.shape.cells(), self.hidden);
        let mut kinds = vec![(PLANES, c, 3)];
        kinds.extend(std::iter::repeat((c, c, 3)).take(2 * self.blocks));
        kinds.extend([
            (c, 2, 1),
            (2 * cells, cells, 1),
            (c, 1, 1),
            (cells, hidden, 1),
            (hidden, 1, 1),
        ]);
        let mut offset = 0;
        kinds
            .into_iter()
            .map(|(inputs, outputs, size)| {
                let layer = Layer { offset, inputs, outputs, size };
                offset += layer.weights() + outputs;
                layer
            })
            .collect()
    }

    /// The floating-point operations of one evaluation (a multiply-add counts two).
    pub fn flops(&self) -> usize {
        let (cells, head) = (self.shape.cells(), 1 + 2 * self.blocks);
        self.layers()
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let on_grid = i <= head || i == head + 2;
                2 * l.weights() * if on_grid { cells } else { 1 }
            })
            .sum()
    }

    /// The priors over the cells (0 where `legal` is false) and the value, for `input`.
    pub fn evaluate(&self, input: &[f32], legal: &[bool]) -> (Vec<f64>, f64) {
        let pass = self.forward(input, legal);
        (pass.priors, pass.value)
    }

    fn grid(&self) -> (usize, usize) {
        (self.shape.width, self.shape.height)
    }

    fn forward(&self, input: &[f32], legal: &[bool]) -> Pass {
        let layers = self.layers();
        let (grid, flat) = (self.grid(), (1, 1));
        let cells = self.shape.cells();
        let mut x = input.to_vec();
        x.extend(std::iter::repeat(1.0).take(cells));
        let mut inputs = Vec::with_capacity(layers.len());
        let mut trunk = relu(apply(&self.params, layers[0], grid, &x));
        inputs.push(x);
        for block in 0..self.blocks {
            let (first, second) = (layers[1 + 2 * block], layers[2 + 2 * block]);
            let inner = relu(apply(&self.params, first, grid, &trunk));
            let mut out = apply(&self.params, second, grid, &inner);
            out.iter_mut().zip(&trunk).for_each(|(o, t)| *o += t);
            inputs.push(std::mem::replace(&mut trunk, relu(out)));
            inputs.push(inner);
        }
        let head = 1 + 2 * self.blocks;
        let policy_planes = apply(&self.params, layers[head], grid, &trunk);
        let logits = apply(&self.params, layers[head + 1], flat, &policy_planes);
        let value_plane = apply(&self.params, layers[head + 2], grid, &trunk);
        let value_hidden = relu(apply(&self.params, layers[head + 3], flat, &value_plane));
        let value = (apply(&self.params, layers[head + 4], flat, &value_hidden)[0] as f64).tanh();
        inputs.push(trunk.clone());
        inputs.push(policy_planes);
        inputs.push(trunk);
        inputs.push(value_plane);
        inputs.push(value_hidden);
        let logits: Vec<f64> = logits.iter().map(|&l| l as f64).collect();
        Pass { inputs, priors: masked_softmax(&logits, legal), value }
    }

    /// Adds the gradient of `sample`'s loss to `gradient` (as long as `params`); the loss,
    /// as (value part, policy part).
    pub fn backward(&self, sample: &Sample, gradient: &mut [f32]) -> (f64, f64) {
        let legal = legal_cells(&sample.input);
        let pass = self.forward(&sample.input, &legal);
        let layers = self.layers();
        let (grid, flat) = (self.grid(), (1, 1));
        let (z, v) = (sample.result as f64, pass.value);
        let value_loss = (z - v) * (z - v);
        let mut policy_loss = 0.0;
        let mut logit_error = vec![0.0; self.shape.cells()];
        for (cell, error) in logit_error.iter_mut().enumerate() {
            if legal[cell] {
                let target = sample.policy[cell] as f64;
                *error = (pass.priors[cell] - target) as f32;
                if target > 0.0 {
                    policy_loss -= target * pass.priors[cell].max(1e-300).ln();
                }
            }
        }
        let ins = &pass.inputs;
        let head = 1 + 2 * self.blocks;
        let back = |gradient: &mut [f32], layer: usize, g: (usize, usize), error: &[f32]| {
            back_through(&self.params, gradient, layers[layer], g, &ins[layer], error)
        };
        // The value head, from its output down to the trunk.
        let value_error = [(-2.0 * (z - v) * (1.0 - v * v)) as f32];
        let mut error = back(gradient, head + 4, flat, &value_error);
        relu_back(&mut error, &ins[head + 4]);
        let error = back(gradient, head + 3, flat, &error);
        let mut trunk_error = back(gradient, head + 2, grid, &error);
        // The policy head.
        let error = back(gradient, head + 1, flat, &logit_error);
        let policy_error = back(gradient, head, grid, &error);
        trunk_error.iter_mut().zip(&policy_error).for_each(|(t, p)| *t += p);
        // The blocks, last first: the trunk after block b is the input of the layer after it.
        for block in (0..self.blocks).rev() {
            let (first, second) = (1 + 2 * block, 2 + 2 * block);
            relu_back(&mut trunk_error, &ins[second + 1]);
            let mut inner_error = back(gradient, second, grid, &trunk_error);
            relu_back(&mut inner_error, &ins[second]);
            let through = back(gradient, first, grid, &inner_error);
            trunk_error.iter_mut().zip(&through).for_each(|(t, e)| *t += e);
        }
        relu_back(&mut trunk_error, &ins[1]);
        back(gradient, 0, grid, &trunk_error);
        (value_loss, policy_loss)
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        format!(
            "{}\nboard {}x{} k {}\nconv channels {} blocks {} value {}\n{}",
            HEADER,
            self.shape.width,
            self.shape.height,
            self.shape.k,
            self.channels,
            self.blocks,
            self.hidden,
            net::parameters_text(self.params.iter().copied())
        )
    }

    /// The network in `text`, which must be for `shape`.
    pub fn from_text(text: &str, shape: Shape) -> Result<ConvNet, String> {
        let mut lines = net::FileLines::new(text);
        lines.header(HEADER, shape)?;
        let (_, kind) = lines.next("conv")?;
        let widths: Option<Vec<usize>> = kind
            .strip_prefix("conv channels ")
            .and_then(|rest| {
                let words: Vec<&str> = rest.split(' ').collect();
                match words[..] {
                    [c, "blocks", b, "value", h] => {
                        Some(vec![c.parse().ok()?, b.parse().ok()?, h.parse().ok()?])
                    }
                    _ => None,
                }
            })
            .filter(|w| {
                (1..=MAX_CHANNELS).contains(&w[0])
                    && w[1] <= MAX_BLOCKS
                    && (1..=MAX_HIDDEN).contains(&w[2])
            });
        let widths = widths.ok_or_else(|| {
            format!(
                "line 3: expected `conv channels C blocks B value H` (C 1 to {}, B 0 to {}, H 1 \
                 to {}), found `{}`",
                MAX_CHANNELS, MAX_BLOCKS, MAX_HIDDEN, kind
            )
        })?;
        let mut net = ConvNet {
            shape,
            channels: widths[0],
            blocks: widths[1],
            hidden: widths[2],
            params: vec![],
        };
        let expected = net.layers().iter().map(|l| l.weights() + l.outputs).sum();
        net.params = lines.parameters(expected)?;
        Ok(net)
    }
}

/// One step of training on `batch` with `threads` threads: the mean gradient, one Adam step;
/// the batch's mean losses (value, policy).
pub fn train_step(
    net: &mut ConvNet,
    adam: &mut Adam,
    batch: Vec<Sample>,
    threads: usize,
) -> (f64, f64) {
    let count = batch.len().max(1) as f32;
    let shared = Arc::new((net.clone(), batch));
    let parts = map_indices(threads, PARTS, move |part| {
        let (net, batch) = &*shared;
        let mut gradient = vec![0.0; net.params.len()];
        let mut losses = (0.0, 0.0);
        for sample in batch.iter().skip(part).step_by(PARTS) {
            let (value, policy) = net.backward(sample, &mut gradient);
            losses = (losses.0 + value, losses.1 + policy);
        }
        (gradient, losses)
    });
    let mut gradient = vec![0.0; net.params.len()];
    let (mut value, mut policy) = (0.0, 0.0);
    for (part, losses) in parts {
        gradient.iter_mut().zip(&part).for_each(|(g, p)| *g += p);
        value += losses.0;
        policy += losses.1;
    }
    gradient.iter_mut().for_each(|g| *g /= count);
    adam.step(&mut net.params, &gradient);
    (value / count as f64, policy / count as f64)
}

/// max(0, x) of each.
fn relu(mut x: Vec<f32>) -> Vec<f32> {
    x.iter_mut().for_each(|v| *v = v.max(0.0));
    x
}

/// The error through a ReLU whose output was `output`: none where it was off.
fn relu_back(error: &mut [f32], output: &[f32]) {
    for (e, &o) in error.iter_mut().zip(output) {
        if o <= 0.0 {
            *e = 0.0;
        }
    }
}

/// `input` (planes of the grid's cells) laid out for a 3x3 convolution: row 9c + 3dy + dx
/// holds, for each cell (x, y), plane c at (x + dx − 1, y + dy − 1), 0 past the edge.
fn im2col(input: &[f32], planes: usize, (width, height): (usize, usize)) -> Vec<f32> {
    let cells = width * height;
    let mut cols = vec![0.0; planes * 9 * cells];
    for plane in 0..planes {
        let source = &input[plane * cells..(plane + 1) * cells];
        for dy in 0..3 {
            for dx in 0..3 {
                let row = &mut cols[(plane * 9 + dy * 3 + dx) * cells..][..cells];
                for y in (1usize.saturating_sub(dy))..height.min(height + 1 - dy) {
                    let from = (y + dy - 1) * width;
                    for x in (1usize.saturating_sub(dx))..width.min(width + 1 - dx) {
                        row[y * width + x] = source[from + x + dx - 1];
                    }
                }
            }
        }
    }
    cols
}

/// The adjoint of `im2col`: each entry of `cols` added to the input cell it was read from.
fn col2im(cols: &[f32], planes: usize, (width, height): (usize, usize)) -> Vec<f32> {
    let cells = width * height;
    let mut input = vec![0.0; planes * cells];
    for plane in 0..planes {
        let target = &mut input[plane * cells..(plane + 1) * cells];
        for dy in 0..3 {
            for dx in 0..3 {
                let row = &cols[(plane * 9 + dy * 3 + dx) * cells..][..cells];
                for y in (1usize.saturating_sub(dy))..height.min(height + 1 - dy) {
                    let to = (y + dy - 1) * width;
                    for x in (1usize.saturating_sub(dx))..width.min(width + 1 - dx) {
                        target[to + x + dx - 1] += row[y * width + x];
                    }
                }
            }
        }
    }
    input
}

/// c (m × n) += a (m × k) · b (k × n), all row-major: four rows of a at a time, so each
/// row of b is loaded once for four rows of c; the innermost loop, over a row, vectorises.
pub fn multiply(a: &[f32], b: &[f32], c: &mut [f32], m: usize, k: usize, n: usize) {
    let mut row = 0;
    while row + 4 <= m {
        let (c0, rest) = c[row * n..(row + 4) * n].split_at_mut(n);
        let (c1, rest) = rest.split_at_mut(n);
        let (c2, c3) = rest.split_at_mut(n);
        for j in 0..k {
            let bj = &b[j * n..(j + 1) * n];
            let (w0, w1, w2, w3) =
                (a[row * k + j], a[(row + 1) * k + j], a[(row + 2) * k + j], a[(row + 3) * k + j]);
            for i in 0..n {
                let x = bj[i];
                c0[i] += w0 * x;
                c1[i] += w1 * x;
                c2[i] += w2 * x;
                c3[i] += w3 * x;
            }
        }
        row += 4;
    }
    for r in row..m {
        let cr = &mut c[r * n..(r + 1) * n];
        for j in 0..k {
            let w = a[r * k + j];
            for (ci, &x) in cr.iter_mut().zip(&b[j * n..(j + 1) * n]) {
                *ci += w * x;
            }
        }
    }
}

/// The transpose of the rows × cols matrix `a`.
fn transpose(a: &[f32], rows: usize, cols: usize) -> Vec<f32> {
    let mut t = vec![0.0; a.len()];
    for r in 0..rows {
        for c in 0..cols {
            t[c * rows + r] = a[r * cols + c];
        }
    }
    t
}

/// The columns a layer multiplies: im2col of its input for a 3x3 layer, the input itself
/// for a 1x1 one.
fn columns(layer: Layer, grid: (usize, usize), input: &[f32]) -> std::borrow::Cow<'_, [f32]> {
    if layer.size == 3 {
        std::borrow::Cow::Owned(im2col(input, layer.inputs, grid))
    } else {
        std::borrow::Cow::Borrowed(input)
    }
}

/// W · cols + b for `layer` of `params` over `grid`.
fn apply(params: &[f32], layer: Layer, grid: (usize, usize), input: &[f32]) -> Vec<f32> {
    let cells = grid.0 * grid.1;
    let depth = layer.inputs * layer.size * layer.size;
    let (weights, rest) = params[layer.offset..].split_at(layer.weights());
    let mut out: Vec<f32> =
        rest[..layer.outputs].iter().flat_map(|&b| std::iter::repeat(b).take(cells)).collect();
    multiply(weights, &columns(layer, grid, input), &mut out, layer.outputs, depth, cells);
    out
}

/// For `layer` of `params` over `grid`, whose input was `input` and whose output's error is
/// `error`: its weights' and biases' gradient added to `gradient`; the input's error.
fn back_through(
    params: &[f32],
    gradient: &mut [f32],
    layer: Layer,
    grid: (usize, usize),
    input: &[f32],
    error: &[f32],
) -> Vec<f32> {
    let cells = grid.0 * grid.1;
    let (outputs, depth) = (layer.outputs, layer.inputs * layer.size * layer.size);
    let cols = columns(layer, grid, input);
    let (weight_grad, bias_grad) = gradient[layer.offset..layer.offset + layer.weights() + outputs]
        .split_at_mut(layer.weights());
    multiply(error, &transpose(&cols, depth, cells), weight_grad, outputs, cells, depth);
    for (b, row) in bias_grad.iter_mut().zip(error.chunks_exact(cells)) {
        *b += row.iter().sum::<f32>();
    }
    let weights = &params[layer.offset..layer.offset + layer.weights()];
    let mut col_error = vec![0.0; depth * cells];
    multiply(&transpose(weights, outputs, depth), error, &mut col_error, depth, outputs, cells);
    if layer.size == 3 {
        col2im(&col_error, layer.inputs, grid)
    } else {
        col_error
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::agents::net::planes;

    fn small() -> (ConvNet, Sample) {
        let shape = Shape { width: 3, height: 2, k: 3 };
        let mut net = ConvNet::new(shape, 3, 1, 4, 3);
        // Biases away from 0, so no unit sits at its ReLU's kink.
        let mut rng = Rng::new(9);
        net.params.iter_mut().for_each(|p| *p += (0.1 * normal(&mut rng)) as f32);
        let own = [true, false, false, false, false, true];
        let theirs = [false, true, false, true, false, false];
        let input = planes(6, &own, &theirs, Some(3), true);
        let sample = Sample { input, policy: vec![0.0, 0.0, 0.5, 0.0, 0.5, 0.0], result: -0.6 };
        (net, sample)
    }

    fn loss(net: &ConvNet, sample: &Sample) -> f64 {
        let (v, p) = net.backward(sample, &mut vec![0.0; net.params.len()]);
        v + p
    }

    /// Every parameter (the stem, a block's two convolutions, both heads' layers, weights and
    /// biases) against central differences of the loss, in f32 (h = 10⁻³: the loss's rounding
    /// moves the quotient by about 10⁻⁴, well under the tolerance; no unit is that near its kink).
    #[test]
    fn gradients_equal_finite_differences() {
        let (net, sample) = small();
        let mut gradient = vec![0.0; net.params.len()];
        net.backward(&sample, &mut gradient);
        let h = 1e-3;
        let mut checked = vec![0; net.layers().len()];
        for (index, layer) in net.layers().into_iter().enumerate() {
            let span = layer.weights() + layer.outputs;
            for (i, &analytic) in gradient.iter().enumerate().skip(layer.offset).take(span) {
                let (mut up, mut down) = (net.clone(), net.clone());
                up.params[i] += h;
                down.params[i] -= h;
                let numeric = (loss(&up, &sample) - loss(&down, &sample)) / (2.0 * h as f64);
                let analytic = analytic as f64;
                assert!(
                    (numeric - analytic).abs() <= 2e-3 * (1.0 + numeric.abs()),
                    "layer {} parameter {}: backward {} against finite differences {}",
                    index,
                    i,
                    analytic,
                    numeric
                );
                checked[index] += (analytic.abs() > 1e-3) as usize;
            }
        }
        // Not vacuous: every layer has parameters with a gradient.
        assert!(checked.iter().all(|&c| c > 0), "{:?}", checked);
    }

    #[test]
    fn training_fits_one_sample_the_same_on_one_thread_or_three() {
        let (mut net, sample) = small();
        let mut adam = Adam::new(net.params.len(), 0.01, 0.0);
        let mut other = net.clone();
        let mut other_adam = Adam::new(net.params.len(), 0.01, 0.0);
        let before = loss(&net, &sample);
        let batch = vec![sample.clone(); 6];
        for _ in 0..300 {
            train_step(&mut net, &mut adam, batch.clone(), 1);
            train_step(&mut other, &mut other_adam, batch.clone(), 3);
        }
        assert_eq!(net, other);
        let (priors, value) = net.evaluate(&sample.input, &legal_cells(&sample.input));
        assert!(loss(&net, &sample) < before);
        assert!((value - -0.6).abs() < 0.05, "value {}", value);
        assert!((priors[2] - 0.5).abs() < 0.05, "prior {}", priors[2]);
    }

    #[test]
    fn im2col_reads_the_neighbours_and_col2im_is_its_adjoint() {
        // A 3x2 grid of one plane, cells numbered 1..=6: the column of cell (1, 0) holds its
        // neighbourhood, zeros above the top row.
        let input = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
        let cols = im2col(&input, 1, (3, 2));
        let neighbourhood: Vec<f32> = (0..9).map(|r| cols[r * 6 + 1]).collect();
        assert_eq!(neighbourhood, vec![0.0, 0.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        // ⟨im2col(x), y⟩ = ⟨x, col2im(y)⟩ for any y.
        let y: Vec<f32> = (0..54).map(|i| ((i * 7) % 11) as f32 - 5.0).collect();
        let left: f32 = cols.iter().zip(&y).map(|(a, b)| a * b).sum();
        let right: f32 = input.iter().zip(&col2im(&y, 1, (3, 2))).map(|(a, b)| a * b).sum();
        assert_eq!(left, right);
    }

    #[test]
    fn multiply_agrees_with_the_definition() {
        let (m, k, n) = (6, 5, 7);
        let a: Vec<f32> = (0..m * k).map(|i| (i % 5) as f32 - 2.0).collect();
        let b: Vec<f32> = (0..k * n).map(|i| (i % 7) as f32 - 3.0).collect();
        let mut c = vec![1.0; m * n];
        multiply(&a, &b, &mut c, m, k, n);
        for r in 0..m {
            for col in 0..n {
                let sum: f32 = (0..k).map(|j| a[r * k + j] * b[j * n + col]).sum();
                assert_eq!(c[r * n + col], 1.0 + sum);
            }
        }
    }

    #[test]
    fn priors_cover_the_legal_cells_only_and_the_value_is_in_range() {
        let (net, sample) = small();
        let legal = legal_cells(&sample.input);
        let (priors, value) = net.evaluate(&sample.input, &legal);
        let sum: f64 = priors.iter().sum();
        assert!((sum - 1.0).abs() < 1e-6);
        for cell in [0, 1, 3, 5] {
            assert_eq!(priors[cell], 0.0);
        }
        assert!(value > -1.0 && value < 1.0);
    }

    #[test]
    fn the_file_reads_back_and_refuses_damage() {
        let (net, _) = small();
        let shape = net.shape();
        let text = net.to_text();
        assert_eq!(ConvNet::from_text(&text, shape), Ok(net.clone()));
        let other = Shape { width: 3, height: 3, k: 3 };
        assert!(ConvNet::from_text(&text, other).unwrap_err().contains("another board"));
        let wide = text.replacen("channels 3", "channels 4", 1);
        assert!(ConvNet::from_text(&wide, shape).unwrap_err().contains("line 4"));
        let kind = text.replacen("blocks 1", "blocks one", 1);
        assert!(ConvNet::from_text(&kind, shape).unwrap_err().contains("line 3"));
        let lines: Vec<&str> = text.lines().collect();
        let changed = text.replacen(lines[5], &lines[5].replacen('.', "9.", 1), 1);
        assert!(ConvNet::from_text(&changed, shape).unwrap_err().contains("damaged"));
        let version = text.replacen("zero-net 2", "zero-net 1", 1);
        assert!(ConvNet::from_text(&version, shape).unwrap_err().contains("line 1"));
    }

    /// The forward pass's speed beside `multiply` on a large product and a plain triple loop,
    /// on one core: `cargo test --release --lib conv::tests::speed -- --ignored --nocapture`
    /// (docs/mnk.md, Agents, has the figures).
    #[test]
    #[ignore]
    fn speed() {
        use std::time::Instant;
        let shape = Shape { width: 6, height: 6, k: 4 };
        let net = ConvNet::new(shape, 32, 2, 64, 1);
        let input = planes(36, &[false; 36], &[false; 36], None, true);
        let legal = vec![true; 36];
        let started = Instant::now();
        let runs = 2000;
        let mut sum = 0.0;
        for _ in 0..runs {
            sum += net.evaluate(&input, &legal).1;
        }
        let seconds = started.elapsed().as_secs_f64();
        let forward = net.flops() as f64 * runs as f64 / seconds / 1e9;
        let n = 256;
        let a: Vec<f32> = (0..n * n).map(|i| (i % 13) as f32 * 0.01).collect();
        let mut c = vec![0.0; n * n];
        let started = Instant::now();
        for _ in 0..10 {
            multiply(&a, &a, &mut c, n, n, n);
        }
        let blocked = 20.0 * (n * n * n) as f64 / started.elapsed().as_secs_f64() / 1e9;
        let started = Instant::now();
        for _ in 0..10 {
            for r in 0..n {
                for col in 0..n {
                    let mut dot = 0.0;
                    for j in 0..n {
                        dot += a[r * n + j] * a[j * n + col];
                    }
                    c[r * n + col] += dot;
                }
            }
        }
        let plain = 20.0 * (n * n * n) as f64 / started.elapsed().as_secs_f64() / 1e9;
        println!(
            "forward 6x6 C32 B2: {} flops, {:.2} GFLOP/s ({:.1} µs); multiply 256³ {:.2} GFLOP/s; \
             triple loop {:.2} GFLOP/s ({} {})",
            net.flops(),
            forward,
            1e6 * seconds / runs as f64,
            blocked,
            plain,
            sum,
            c[7]
        );
    }
}
