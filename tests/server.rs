//! The checks every web server of the collection must pass (the solvers' `--serve`), over
//! `std::net::TcpStream` as a browser or an attacker would talk to it: a binary started on a
//! free port, raw requests, the status and body read back; and the hostile requests of the
//! issue (a head over 8 KiB, a body, another method, a malformed request line, an unknown
//! route, a client that sends nothing, forty at once), besides each problem's own malformed
//! queries.
use std::io::{BufRead, Read, Write};
use std::time::{Duration, Instant};

/// A running `BINARY --serve --port 0`, killed when dropped.
pub struct Server {
    child: std::process::Child,
    pub address: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `binary --serve` on a free port of 127.0.0.1 and reads the address it prints.
pub fn start(binary: &str) -> Server {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin(binary))
        .args(["--serve", "--port", "0"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("its stdout");
    std::io::BufReader::new(stdout).read_line(&mut line).expect("its first line");
    let address = line.trim().trim_start_matches("open http://").trim_end_matches('/').to_string();
    assert!(address.starts_with("127.0.0.1:"), "{}", line);
    Server { child, address }
}

/// Sends `request` as it stands and reads the whole answer (the server closes each
/// connection): the status and the body.
pub fn exchange(address: &str, request: &[u8]) -> (u16, String) {
    let mut stream = std::net::TcpStream::connect(address).expect("connects");
    stream.set_read_timeout(Some(Duration::from_secs(30))).expect("a timeout");
    let _ = stream.write_all(request);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

pub fn get(address: &str, target: &str) -> (u16, String) {
    exchange(address, format!("GET {} HTTP/1.1\r\nHost: x\r\n\r\n", target).as_bytes())
}

/// The hostile requests every server survives, then `refused` (the problem's own bad
/// queries: target, status, words of the error), a silent client while `cheap` is served, and
/// forty clients at once asking the targets of `busy` in turn: each answered 200 or 503.
pub fn survives_hostile_requests(
    binary: &str,
    refused: &[(&str, u16, &str)],
    cheap: &str,
    busy: &[&str],
) {
    let server = start(binary);
    let address = server.address.as_str();
    let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(9000));
    let mut requests: Vec<(Vec<u8>, u16, &str)> = vec![
        (long.into_bytes(), 431, "8 KiB"),
        (b"GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello".to_vec(), 400, "no body"),
        (b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec(), 400, "no body"),
        (b"POST /api/move HTTP/1.1\r\n\r\n".to_vec(), 405, "expected GET"),
        (b"nonsense\r\n\r\n".to_vec(), 400, "request line"),
        (b"GET /api/analyze?moves=%zz HTTP/1.1\r\n\r\n".to_vec(), 400, "malformed query"),
        (b"GET /api/analyze?moves=%ff HTTP/1.1\r\n\r\n".to_vec(), 400, "malformed query"),
        (b"GET /secret HTTP/1.1\r\n\r\n".to_vec(), 404, "no route"),
        (b"GET /../../etc/passwd HTTP/1.1\r\n\r\n".to_vec(), 404, "no route"),
        (b"GET /api/progress HTTP/1.1\r\n\r\n".to_vec(), 422, "id"),
        (b"GET /api/stop?id=%22%3E%3Cscript%3E HTTP/1.1\r\n\r\n".to_vec(), 422, "id"),
    ];
    for &(target, status, words) in refused {
        requests.push((format!("GET {} HTTP/1.1\r\n\r\n", target).into_bytes(), status, words));
    }
    for (request, status, words) in requests {
        let (got, body) = exchange(address, &request);
        let shown = String::from_utf8_lossy(&request[..request.len().min(60)]).into_owned();
        assert_eq!(got, status, "{}: {}", shown, body);
        assert!(body.starts_with("{\"error\":") && body.contains(words), "{}: {}", shown, body);
    }
    // A client that sends nothing is let go after the read timeout, and meanwhile others are
    // served.
    let mut silent = std::net::TcpStream::connect(address).expect("connects");
    let started = Instant::now();
    assert_eq!(get(address, cheap).0, 200);
    assert!(started.elapsed() < Duration::from_secs(3));
    silent.set_read_timeout(Some(Duration::from_secs(20))).expect("a timeout");
    let mut answer = String::new();
    let _ = silent.read_to_string(&mut answer);
    assert_eq!(answer.split(' ').nth(1), Some("408"), "{}", answer);
    // Forty clients at once: each gets an answer (200, or 503 when the queue is full).
    let clients: Vec<_> = (0..40)
        .map(|i| {
            let address = address.to_string();
            let target = busy[i % busy.len()].to_string();
            std::thread::spawn(move || get(&address, &target).0)
        })
        .collect();
    for client in clients {
        let status = client.join().expect("a client");
        assert!(status == 200 || status == 503, "{}", status);
    }
    assert_eq!(get(address, "/").0, 200, "the server is still up");
}

/// The latency of `targets` asked by `clients` clients at once (each takes the next target
/// not yet asked): the wall time for all, and the median and 99th percentile of one answer.
/// Every answer must be 200.
pub fn latency(
    address: &str,
    targets: &[String],
    clients: usize,
) -> (Duration, Duration, Duration) {
    let next = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let targets = std::sync::Arc::new(targets.to_vec());
    let started = Instant::now();
    let workers: Vec<_> = (0..clients)
        .map(|_| {
            let (next, targets, address) = (next.clone(), targets.clone(), address.to_string());
            std::thread::spawn(move || {
                let mut times = Vec::new();
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let target = match targets.get(i) {
                        Some(target) => target,
                        None => return times,
                    };
                    let asked = Instant::now();
                    let (status, body) = get(&address, target);
                    assert_eq!(status, 200, "{}: {}", target, body);
                    times.push(asked.elapsed());
                }
            })
        })
        .collect();
    let mut times: Vec<Duration> =
        workers.into_iter().flat_map(|w| w.join().expect("a client")).collect();
    let all = started.elapsed();
    times.sort();
    (all, times[times.len() / 2], times[times.len() * 99 / 100])
}

/// Prints the latency of `targets` with one client and with twenty (for `make bench`).
pub fn print_latency(binary: &str, what: &str, targets: &[String]) {
    let server = start(binary);
    for clients in [1, 20] {
        let (all, median, p99) = latency(&server.address, targets, clients);
        println!(
            "{} --serve, {} requests of {}, {} client(s) at once: {:.2} s in all, median {:.1} ms, 99th percentile {:.1} ms",
            binary,
            targets.len(),
            what,
            clients,
            all.as_secs_f64(),
            median.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3
        );
    }
}

/// Asks `target` (an analysis with `id=slow` whose search runs for seconds) on another thread,
/// waits until `/api/progress?id=slow` shows positions searched, stops it with
/// `/api/stop?id=slow`, and checks it then answers 200, `"complete":false,"stopped":true`,
/// within 25 s: returns its body.
pub fn shows_progress_and_stops(binary: &str, target: &str) -> String {
    let server = start(binary);
    let (address, target) = (server.address.clone(), target.to_string());
    let asked = std::thread::spawn(move || get(&address, &target));
    let started = Instant::now();
    let mut seen = 0;
    while seen == 0 && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(100));
        let (_, body) = get(&server.address, "/api/progress?id=slow");
        let positions = body.split("\"positions\":").nth(1).map(|n| n.trim_end_matches('}'));
        seen = positions.and_then(|n| n.parse().ok()).unwrap_or(0u64);
    }
    assert!(seen > 0, "the progress of the search");
    let (status, body) = get(&server.address, "/api/stop?id=slow");
    assert_eq!((status, body.as_str()), (200, "{\"id\":\"slow\",\"stopped\":true}"));
    let (status, body) = asked.join().expect("the analysis");
    assert_eq!(status, 200, "{}", body);
    assert!(body.contains("\"complete\":false,\"stopped\":true"), "{}", body);
    assert!(started.elapsed() < Duration::from_secs(25));
    body
}
