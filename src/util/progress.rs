//! Progress of a long search on stderr, when stderr is a terminal (nothing otherwise, so pipes
//! and tests stay clean): after a second, and then every second, the positions explored and
//! the bounds on the score proven so far, on one line that the next overwrites.

use crate::util::terminal::is_terminal;
use std::io::Write;
use std::time::{Duration, Instant};

pub struct Progress {
    /// None when stderr is no terminal.
    started: Option<Instant>,
    shown: bool,
    last: Duration,
    low: i32,
    high: i32,
}

impl Progress {
    /// The search looks at the clock every 2^20 positions (a few ms).
    pub const EVERY: u64 = (1 << 20) - 1;

    pub fn new() -> Progress {
        let started = if is_terminal(2) { Some(Instant::now()) } else { None };
        Progress { started, shown: false, last: Duration::ZERO, low: 0, high: 0 }
    }

    /// Shows nothing from now on (a search on a thread of its own, whose caller shows more).
    pub fn silence(&mut self) {
        self.started = None;
    }

    /// A new question: the clock starts again.
    pub fn restart(&mut self) {
        self.started = self.started.map(|_| Instant::now());
        self.last = Duration::ZERO;
    }

    /// A new search narrows the score to `low..=high`.
    pub fn bounds(&mut self, low: i32, high: i32) {
        self.low = low;
        self.high = high;
    }

    pub fn tick(&mut self, nodes: u64) {
        let elapsed = match self.started {
            Some(started) => started.elapsed(),
            None => return,
        };
        if elapsed.as_secs() > self.last.as_secs() {
            self.last = elapsed;
            self.shown = true;
            eprint!(
                "\r{:.0} s: {} positions, score in {}..{}   ",
                elapsed.as_secs_f64(),
                nodes,
                self.low,
                self.high
            );
            std::io::stderr().flush().ok();
        }
    }

    /// Shows `what` is under way (on a terminal), until the next line overwrites it.
    pub fn note(&mut self, what: &str) {
        if self.started.is_some() {
            eprint!("\r{:60}\r{}", "", what);
            std::io::stderr().flush().ok();
            self.shown = true;
        }
    }

    /// The search is over: clears the line if one was shown.
    pub fn done(&mut self) {
        if self.shown {
            eprint!("\r{:60}\r", "");
            self.shown = false;
        }
    }
}

impl Default for Progress {
    fn default() -> Self {
        Self::new()
    }
}
