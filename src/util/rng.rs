//! The seeded randomness every agent, playout and training run draws from: SplitMix64
//! (Steele, Lea and Flood, 2014) and the distributions built on it (uniform, normal,
//! Gamma, Dirichlet). The same seed gives the same numbers on every machine, so a match or a
//! training run is reproducible.
//!
//! Why it is right: SplitMix64 passes BigCrush; `below` takes the high 64 bits of a 128-bit
//! product (Lemire), so every value of 0..n is equally likely up to 2^-64; the normal draw is
//! Box and Muller's, Gamma is Marsaglia and Tsang's. Cost: O(1) a draw (Gamma: a few tries).

use crate::util::hash::{mix, GOLDEN_GAMMA};

/// SplitMix64: a small, fast, seeded generator (Steele, Lea and Flood, 2014).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN_GAMMA);
        mix(self.0)
    }

    /// A number in 0..n (n > 0), without the bias of a plain remainder.
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// A standard normal number (Box and Muller).
pub fn normal(rng: &mut Rng) -> f64 {
    let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    let v = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    (-2.0 * (1.0 - u).ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
}

/// A draw from the symmetric Dirichlet distribution of `count` parts with parameter `alpha`
/// (normalised Gamma(α) draws).
pub fn dirichlet(rng: &mut Rng, alpha: f64, count: usize) -> Vec<f64> {
    let mut draws: Vec<f64> = (0..count).map(|_| gamma(rng, alpha)).collect();
    let sum: f64 = draws.iter().sum();
    if sum > 0.0 {
        draws.iter_mut().for_each(|d| *d /= sum);
    }
    draws
}

/// A Gamma(α, 1) draw: Marsaglia and Tsang's method for α ≥ 1; for α < 1, a Gamma(α + 1)
/// draw times U^(1/α).
fn gamma(rng: &mut Rng, alpha: f64) -> f64 {
    if alpha < 1.0 {
        return gamma(rng, alpha + 1.0) * uniform(rng).powf(1.0 / alpha);
    }
    let d = alpha - 1.0 / 3.0;
    let c = 1.0 / (9.0 * d).sqrt();
    loop {
        let x = normal(rng);
        let v = (1.0 + c * x).powi(3);
        if v <= 0.0 {
            continue;
        }
        let u = uniform(rng);
        if u.ln() < 0.5 * x * x + d - d * v + d * v.ln() {
            return d * v;
        }
    }
}

/// A number in (0, 1].
fn uniform(rng: &mut Rng) -> f64 {
    ((rng.next_u64() >> 11) + 1) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dirichlet_draws_sum_to_one_with_the_right_mean() {
        let mut rng = Rng::new(1);
        let mut first = 0.0;
        for _ in 0..4000 {
            let d = dirichlet(&mut rng, 0.3, 4);
            assert!((d.iter().sum::<f64>() - 1.0).abs() < 1e-9);
            first += d[0];
        }
        // Each part's mean is 1/4; Var = (1/4)(3/4)/(4·0.3 + 1) ≈ 0.085, so 4000 draws give
        // a standard error near 0.0046.
        assert!((first / 4000.0 - 0.25).abs() < 0.02, "{}", first / 4000.0);
        // A Gamma(2.5) draw's mean is 2.5.
        let mean = (0..20000).map(|_| gamma(&mut rng, 2.5)).sum::<f64>() / 20000.0;
        assert!((mean - 2.5).abs() < 0.05, "{}", mean);
    }
}
