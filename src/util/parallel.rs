//! Jobs numbered 0..count run on a few threads (std only), their results in job order:
//! `map_indices`; and how many cores the process may run on: `cores`. A thread takes the next job from a shared counter until none is left, so
//! the load evens out; the results are put back in the jobs' order, so a job that depends
//! only on its number gives the same output whatever the number of threads.
//!
//! Cost: the jobs' own work spread over the threads, plus a thread's start (tens of µs) each.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// `job(0)`, …, `job(count − 1)` on `threads` threads (the caller's among them; at least
/// one), in that order.
pub fn map_indices<T, F>(threads: usize, count: usize, job: F) -> Vec<T>
where
    T: Send + 'static,
    F: Fn(usize) -> T + Send + Sync + 'static,
{
    let job = Arc::new(job);
    let next = Arc::new(AtomicUsize::new(0));
    let work = move |job: &F, next: &AtomicUsize| {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= count {
                return done;
            }
            done.push((index, job(index)));
        }
    };
    let helpers: Vec<_> = (1..threads.clamp(1, count.max(1)))
        .map(|_| {
            let (job, next) = (Arc::clone(&job), Arc::clone(&next));
            std::thread::spawn(move || work(&job, &next))
        })
        .collect();
    let mut results = work(&job, &next);
    for helper in helpers {
        results.extend(helper.join().expect("a job does not panic"));
    }
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}

/// The cores this process may run on: the CPUs of its affinity list (Linux's
/// `/proc/self/status`, `Cpus_allowed_list: 0-3,8`), or 1 where there is none to read.
/// (`std::thread::available_parallelism` came with Rust 1.59, after this crate's 1.58.)
pub fn cores() -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let list = status.lines().find_map(|l| l.strip_prefix("Cpus_allowed_list:"))?;
            cpus_in_list(list.trim())
        })
        .unwrap_or(1)
}

/// The CPUs a list such as `0-3,8` names (ranges and single CPUs, comma-separated); None for
/// anything else or an empty list.
fn cpus_in_list(list: &str) -> Option<usize> {
    let mut count = 0usize;
    for part in list.split(',') {
        let (first, last) = match part.split_once('-') {
            Some((first, last)) => (first.parse::<usize>().ok()?, last.parse::<usize>().ok()?),
            None => {
                let cpu = part.parse::<usize>().ok()?;
                (cpu, cpu)
            }
        };
        count = count.checked_add(last.checked_sub(first)? + 1)?;
    }
    Some(count).filter(|&c| c > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_job_order_on_any_number_of_threads() {
        let squares: Vec<usize> = (0..50).map(|i| i * i).collect();
        for threads in [1, 2, 7, 100] {
            assert_eq!(map_indices(threads, 50, |i| i * i), squares);
        }
        assert_eq!(map_indices(3, 0, |i| i), Vec::<usize>::new());
    }

    #[test]
    fn the_cpus_a_list_names() {
        assert_eq!(cpus_in_list("0"), Some(1));
        assert_eq!(cpus_in_list("0-1"), Some(2));
        assert_eq!(cpus_in_list("0-3,8,10-11"), Some(7));
        for bad in ["", "3-1", "a", "0-", "1,,2"] {
            assert_eq!(cpus_in_list(bad), None, "{:?}", bad);
        }
        assert!(cores() >= 1);
    }
}
