//! The searches a web page is waiting for, by the id the page gave its request, so that while
//! one thinks the page can ask how far it got and stop it:
//!
//! - `GET /api/progress?id=ID`: `{"id":…,"running":true,"positions":N}` (the positions searched
//!   so far), or `"running":false` once it has answered (or for an id never seen);
//! - `GET /api/stop?id=ID`: the search ends at its next look at its budget (a few ms) and its
//!   request answers with what it knows; `{"id":…,"stopped":true}`, or false if none ran.
//!
//! Every search also ends `SEARCH_TIME` after it starts, whatever its positions (a position of
//! Connect-N can cost a pairing search: 400,000 of them on the empty 8x8 K5 board took 3.5
//! minutes); its request then answers with what it knows, the rest unknown (null).
//!
//! An id is 1 to 32 letters, digits, `-` or `_` (else 422). A request lists its search while it
//! runs (`Jobs::start`, undone when the returned `Job` is dropped), so the list holds at most
//! one entry a worker; a second request with the id of a running one replaces it in the list
//! (the first runs on, unlisted).
//!
//! Cost: O(1) a call, under one mutex held for a map operation.

use crate::util::budget::Budget;
use crate::web::http::{json_string, Request, Response};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest a request's search runs.
pub const SEARCH_TIME: Duration = Duration::from_secs(10);

/// The running searches, by id.
#[derive(Default)]
pub struct Jobs {
    running: Mutex<HashMap<String, Arc<Budget>>>,
}

/// A listed search; it leaves the list when dropped.
pub struct Job<'a> {
    jobs: &'a Jobs,
    id: Option<String>,
    pub budget: Arc<Budget>,
}

impl Drop for Job<'_> {
    fn drop(&mut self) {
        if let Some(id) = &self.id {
            let mut running = self.jobs.lock();
            if running.get(id).map_or(false, |b| Arc::ptr_eq(b, &self.budget)) {
                running.remove(id);
            }
        }
    }
}

/// The request's `id`: None if it has none, Err(why) if it is malformed.
pub fn request_id(request: &Request) -> Result<Option<&str>, String> {
    match request.query.get("id") {
        None => Ok(None),
        Some(id)
            if (1..=32).contains(&id.len())
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            Ok(Some(id))
        }
        Some(_) => Err("id: expected 1 to 32 letters, digits, - or _".to_string()),
    }
}

impl Jobs {
    pub fn new() -> Jobs {
        Jobs::default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Budget>>> {
        // A worker that panicked while holding the lock left the map whole (every operation
        // on it is one call), so its poison is ignored.
        self.running.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A budget of `limit` positions for a search, listed under `id` (if given) while the
    /// returned job lives.
    pub fn start(&self, id: Option<&str>, limit: u64) -> Job<'_> {
        let budget = Arc::new(Budget::new(limit).until(Instant::now() + SEARCH_TIME));
        if let Some(id) = id {
            self.lock().insert(id.to_string(), Arc::clone(&budget));
        }
        Job { jobs: self, id: id.map(str::to_string), budget }
    }

    /// The answer to `/api/progress` and `/api/stop`; None for another route.
    pub fn answer(&self, request: &Request) -> Option<Response> {
        let stop = match request.path.as_str() {
            "/api/progress" => false,
            "/api/stop" => true,
            _ => return None,
        };
        let id = match request_id(request) {
            Ok(Some(id)) => id,
            Ok(None) => return Some(Response::error(422, "id: expected the id of a request")),
            Err(why) => return Some(Response::error(422, &why)),
        };
        let budget = self.lock().get(id).cloned();
        let body = match (budget, stop) {
            (Some(budget), true) => {
                budget.stop();
                format!("{{\"id\":{},\"stopped\":true}}", json_string(id))
            }
            (None, true) => format!("{{\"id\":{},\"stopped\":false}}", json_string(id)),
            (Some(budget), false) => format!(
                "{{\"id\":{},\"running\":true,\"positions\":{}}}",
                json_string(id),
                budget.searched()
            ),
            (None, false) => format!("{{\"id\":{},\"running\":false}}", json_string(id)),
        };
        Some(Response::json(200, body))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::http::parse_head;

    fn get(jobs: &Jobs, target: &str) -> (u16, String) {
        let request = parse_head(&format!("GET {} HTTP/1.1", target)).unwrap();
        let response = jobs.answer(&request).expect("a route of jobs");
        (response.status, String::from_utf8(response.body).unwrap())
    }

    #[test]
    fn a_running_search_shows_its_progress_and_stops() {
        let jobs = Jobs::new();
        let job = jobs.start(Some("a1"), 1000);
        assert!(!job.budget.spent(40));
        assert_eq!(
            get(&jobs, "/api/progress?id=a1").1,
            "{\"id\":\"a1\",\"running\":true,\"positions\":40}"
        );
        assert_eq!(get(&jobs, "/api/stop?id=a1").1, "{\"id\":\"a1\",\"stopped\":true}");
        assert!(job.budget.stopped());
        drop(job);
        assert_eq!(get(&jobs, "/api/progress?id=a1").1, "{\"id\":\"a1\",\"running\":false}");
        assert_eq!(get(&jobs, "/api/stop?id=a1").1, "{\"id\":\"a1\",\"stopped\":false}");
    }

    #[test]
    fn ids_are_checked_and_other_routes_left_alone() {
        let jobs = Jobs::new();
        assert_eq!(get(&jobs, "/api/progress").0, 422);
        assert_eq!(get(&jobs, "/api/stop?id=a%20b").0, 422);
        assert_eq!(get(&jobs, &format!("/api/stop?id={}", "x".repeat(33))).0, 422);
        let request = parse_head("GET /api/analyze HTTP/1.1").unwrap();
        assert!(jobs.answer(&request).is_none());
    }

    #[test]
    fn a_replaced_job_leaves_the_new_one_listed() {
        let jobs = Jobs::new();
        let first = jobs.start(Some("x"), 10);
        let second = jobs.start(Some("x"), 10);
        drop(first);
        second.budget.stop();
        assert_eq!(
            get(&jobs, "/api/progress?id=x").1,
            "{\"id\":\"x\",\"running\":true,\"positions\":0}"
        );
    }
}
