//! A search's budget, shared with other threads: the positions it has searched so far (so a
//! web page can show them while it thinks), a limit on them, a deadline (so a player answers
//! within its time), and a stop flag (so the page's Stop button, or a request's bound, ends it
//! early).
//!
//! A search looks at its budget every so often (`spent`, which says whether to end, for a
//! search that can end itself; `unwind_if_spent` for one that cannot): when the budget says
//! stop, the search unwinds with `OutOfBudget` (by `std::panic::resume_unwind`, which runs no panic
//! hook and prints nothing) up to `within`, which its caller wraps around the question.
//! Unwinding costs the search nothing on its hot path, which an "are we stopped?" test at
//! every position would. It leaves the search's table sound as long as every entry is written
//! whole before the next position is visited (true of the solvers here): what was stored
//! came from searches that finished.
//!
//! Cost: O(1) a look; one atomic store and two loads.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Positions searched, a limit, a deadline, a stop flag; shared by `Arc`.
#[derive(Debug)]
pub struct Budget {
    searched: AtomicU64,
    limit: u64,
    deadline: Option<Instant>,
    stop: AtomicBool,
}

/// The payload a search unwinds with when its budget is spent.
pub struct OutOfBudget;

impl Budget {
    /// A budget of `limit` positions.
    pub fn new(limit: u64) -> Budget {
        Budget { searched: AtomicU64::new(0), limit, deadline: None, stop: AtomicBool::new(false) }
    }

    /// The same budget, ending at `deadline` too.
    pub fn until(self, deadline: Instant) -> Budget {
        Budget { deadline: Some(deadline), ..self }
    }

    /// Asks the search to end at its next look.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the search was asked to end (by `stop`, not by the limit).
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The positions searched at the last look.
    pub fn searched(&self) -> u64 {
        self.searched.load(Ordering::Relaxed)
    }

    /// Publishes `searched`; true when the search must end: it was stopped, has searched
    /// more than the limit, or is past the deadline.
    pub fn spent(&self, searched: u64) -> bool {
        self.searched.store(searched, Ordering::Relaxed);
        let late = self.deadline.map_or(false, |deadline| Instant::now() >= deadline);
        searched > self.limit || self.stopped() || late
    }

    /// Publishes `searched` and, when the search must end (`spent`), unwinds with
    /// `OutOfBudget` to the caller's `within`.
    pub fn unwind_if_spent(&self, searched: u64) {
        if self.spent(searched) {
            std::panic::resume_unwind(Box::new(OutOfBudget));
        }
    }
}

/// `question()`, or None if its search ran out of budget. Any other panic goes on unwinding.
pub fn within<T>(question: impl FnOnce() -> T) -> Option<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(question)) {
        Ok(answer) => Some(answer),
        Err(payload) if payload.is::<OutOfBudget>() => None,
        Err(payload) => std::panic::resume_unwind(payload),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy search: counts positions and looks at its budget at each.
    fn count_to(n: u64, budget: &Budget) -> u64 {
        for searched in 1..=n {
            budget.unwind_if_spent(searched);
        }
        n
    }

    #[test]
    fn a_search_within_its_limit_answers() {
        let budget = Budget::new(100);
        assert_eq!(within(|| count_to(100, &budget)), Some(100));
        assert_eq!(budget.searched(), 100);
    }

    #[test]
    fn a_search_past_its_limit_or_stopped_ends_with_what_it_published() {
        let budget = Budget::new(100);
        assert_eq!(within(|| count_to(1000, &budget)), None);
        assert_eq!(budget.searched(), 101);
        let budget = Budget::new(u64::MAX);
        budget.stop();
        assert_eq!(within(|| count_to(10, &budget)), None);
        assert_eq!(budget.searched(), 1);
        assert!(budget.stopped());
        assert!(!Budget::new(5).spent(5) && Budget::new(5).spent(6));
    }

    #[test]
    fn a_search_past_its_deadline_ends() {
        let now = Instant::now();
        let soon = Budget::new(u64::MAX).until(now + std::time::Duration::from_secs(3600));
        assert!(!soon.spent(1 << 40));
        assert!(Budget::new(10).until(now + std::time::Duration::from_secs(3600)).spent(11));
        let past = Budget::new(u64::MAX).until(now);
        assert_eq!(within(|| count_to(10, &past)), None);
        assert_eq!(past.searched(), 1);
    }

    #[test]
    fn other_panics_go_on() {
        let other = std::panic::catch_unwind(|| within(|| panic!("a bug")));
        assert!(other.is_err());
    }
}
