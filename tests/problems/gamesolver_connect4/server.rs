//! The web page's server (`--serve`), over std::net.
use super::*;

/// `/api/analyze` gives every position the scores `--analyze` gives it on stdin (itself held
/// to the oracle above), `-` for a full column; `/api/move` plays a move of the best score.
#[test]
fn the_server_answers_positions_as_stdin_does() {
    let server = crate::server::start(BINARY);
    let (status, page) = crate::server::get(&server.address, "/");
    assert_eq!(status, 200);
    assert!(page.contains("<svg") && page.contains("Show scores"));
    let mut rng = Rng::new(34);
    let mut lines: Vec<String> = vec!["".to_string(), "4455".to_string()];
    lines.extend((0..16).map(|_| random_game(&mut rng, 16, 34)));
    let analyses = answers(&["--analyze"], &lines, Duration::from_secs(120));
    for (line, analysis) in lines.iter().zip(&analyses) {
        let target = format!("/api/analyze?moves={}&scores=1", line);
        let (status, body) = crate::server::get(&server.address, &target);
        assert_eq!(status, 200, "{}", body);
        let scores: Vec<&str> = analysis.split(' ').collect();
        let pairs: Vec<String> = (b'1'..)
            .zip(&scores)
            .filter(|&(_, &s)| s != "-")
            .map(|(c, s)| format!("\"{}\":{}", c as char, s))
            .collect();
        assert!(
            body.contains(&format!("\"scores\":{{{}}}", pairs.join(","))),
            "{}: {} in {}",
            line,
            analysis,
            body
        );
        let (status, body) =
            crate::server::get(&server.address, &format!("/api/move?moves={}", line));
        assert_eq!(status, 200, "{}", body);
        let column =
            body.split("\"move\":\"").nth(1).and_then(|m| m.chars().next()).expect("a move");
        let best = scores.iter().filter_map(|s| s.parse::<i32>().ok()).max().expect("a best score");
        let index = (column as u8 - b'1') as usize;
        assert_eq!(scores[index], best.to_string(), "{}: move {} of {}", line, column, analysis);
    }
}

#[test]
fn the_server_survives_hostile_requests() {
    let refused = [
        ("/api/analyze?moves=4x", 422, "found `x`"),
        ("/api/analyze?moves=1111111", 422, "column 1 is full"),
        ("/api/analyze?moves=44556677", 422, "the game is over"),
        ("/api/move?moves=4455667", 422, "the game is over"),
        ("/api/analyze?board=20x5", 422, "board=20x5"),
        ("/api/analyze?board=3x3", 422, "board=3x3"),
        ("/api/analyze?board=7x6x1", 422, "board=7x6x1"),
        ("/api/analyze?moves=4&id=a+b", 422, "id:"),
    ];
    let busy =
        ["/api/analyze?scores=1&moves=4453", "/api/move?moves=44", "/api/progress?id=x", "/"];
    crate::server::survives_hostile_requests(BINARY, &refused, "/api/analyze?moves=4", &busy);
}

/// While a search runs, `/api/progress` shows the positions it has searched, and
/// `/api/stop` ends it: the request then answers with the columns not finished unknown.
#[test]
fn a_running_search_shows_its_progress_and_stops() {
    // The empty 8x7 board: no book, far more positions than a request may search.
    let target = "/api/analyze?board=8x7&scores=1&id=slow";
    let body = crate::server::shows_progress_and_stops(BINARY, target);
    assert!(body.contains("\"1\":null,\"2\":null,\"3\":null,\"4\":null,\"5\":null,\"6\":null,\"7\":null,\"8\":null}"), "{}", body);
}

// The shared server's own defects (tests/server.rs), checked once, on this binary.

#[test]
fn slow_clients_are_closed_and_delay_nobody() {
    crate::server::slow_clients_are_closed_and_delay_nobody(BINARY);
}

#[test]
fn progress_and_stop_get_through_busy_searches() {
    crate::server::progress_and_stop_get_through_busy_searches(BINARY);
}

#[cfg(target_os = "linux")]
#[test]
fn a_failing_accept_does_not_spin() {
    crate::server::a_failing_accept_does_not_spin(BINARY);
}

#[test]
fn connections_past_the_cap_are_refused_at_once() {
    crate::server::connections_past_the_cap_are_refused_at_once(BINARY);
}

#[test]
fn a_port_in_use_is_refused() {
    crate::server::a_port_in_use_is_refused(BINARY);
}
