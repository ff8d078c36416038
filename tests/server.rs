//! The checks every web server of the collection must pass (the solvers' `--serve`), over
//! `std::net::TcpStream` as a browser or an attacker would talk to it: a binary started on a
//! free port, raw requests, the status and body read back; and the hostile requests of the
//! issue (a head over 8 KiB, a body, another method, a malformed request line, an unknown
//! route, a client that sends nothing, forty at once), besides each problem's own malformed
//! queries. The server's own defects (issue 38) are checked by the functions here, which a
//! problem's tests call with its binary (the server is the same for every game): slow clients,
//! Stop while every search slot is taken, `accept` failing, the connection cap, a port in use.
use game_solutions::web::http::{HEAD_DEADLINE, MAX_CONNECTIONS};
use std::io::{BufRead, Read, Write};
use std::net::TcpStream;
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
    start_with(binary, &[])
}

/// `start`, with `options` after `--serve --port 0`.
pub fn start_with(binary: &str, options: &[&str]) -> Server {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin(binary));
    command.args(["--serve", "--port", "0"]).args(options);
    start_command(command)
}

/// Starts a server's `command` and reads the address it prints.
fn start_command(mut command: std::process::Command) -> Server {
    let mut child =
        command.stdout(std::process::Stdio::piped()).spawn().expect("the server starts");
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
    exchange_within(address, request, Duration::from_secs(30))
}

/// `exchange`, giving up on the answer after `wait` (status 0).
fn exchange_within(address: &str, request: &[u8], wait: Duration) -> (u16, String) {
    let mut stream = TcpStream::connect(address).expect("connects");
    stream.set_read_timeout(Some(wait)).expect("a timeout");
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
    shows_progress_and_stops_with(binary, &[], target)
}

/// `shows_progress_and_stops` with `options` after `--serve --port 0`.
pub fn shows_progress_and_stops_with(binary: &str, options: &[&str], target: &str) -> String {
    let server = start_with(binary, options);
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

/// The time `target` takes to answer 200 (at most `wait`; a failure shows its status).
fn timed(address: &str, target: &str, wait: Duration) -> Duration {
    let started = Instant::now();
    let request = format!("GET {} HTTP/1.1\r\nHost: x\r\n\r\n", target);
    let (status, body) = exchange_within(address, request.as_bytes(), wait);
    assert_eq!(status, 200, "{} (0: no answer within {:?}): {}", target, wait, body);
    started.elapsed()
}

/// Eight clients each sending its request head a byte every 2 s are closed within 10 s of
/// their first byte (the deadline is for the whole head, not each read), and meanwhile an
/// ordinary request is answered within a second.
pub fn slow_clients_are_closed_and_delay_nobody(binary: &str) {
    let server = start(binary);
    let slow: Vec<_> = (0..8)
        .map(|_| {
            let address = server.address.clone();
            std::thread::spawn(move || {
                let mut stream = TcpStream::connect(&address).expect("connects");
                stream.set_read_timeout(Some(Duration::from_secs(2))).expect("a timeout");
                let first = Instant::now();
                let mut answer = Vec::new();
                for &byte in b"GET /api/analyze?moves=4 HTTP/1.1\r\nHost: x\r\nX: y\r\n".iter() {
                    if stream.write_all(&[byte]).is_err() {
                        break;
                    }
                    // Waits 2 s for the server to answer or close, then sends the next byte.
                    match stream.read_to_end(&mut answer) {
                        Ok(_) => break,
                        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                        Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
                        Err(_) => break,
                    }
                    if first.elapsed() > Duration::from_secs(20) {
                        break;
                    }
                }
                (first.elapsed(), String::from_utf8_lossy(&answer).into_owned())
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    for _ in 0..3 {
        let took = timed(&server.address, "/api/analyze?moves=4", Duration::from_secs(10));
        assert!(took < Duration::from_secs(1), "an ordinary request took {:?}", took);
        std::thread::sleep(Duration::from_secs(1));
    }
    for client in slow {
        let (closed, answer) = client.join().expect("a slow client");
        assert!(closed < Duration::from_secs(10), "a slow client held on for {:?}", closed);
        assert_eq!(answer.split(' ').nth(1), Some("408"), "{}", answer);
    }
}

/// With every search slot busy (six searches of an unsolved board for four slots),
/// `/api/progress` and `/api/stop` answer within 200 ms, and the stopped searches answer.
pub fn progress_and_stop_get_through_busy_searches(binary: &str) {
    let server = start(binary);
    let finished = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let searches: Vec<_> = (0..6)
        .map(|i| {
            let (address, finished) = (server.address.clone(), finished.clone());
            let target = format!("/api/analyze?board=8x7&scores=1&id=busy{}", i);
            std::thread::spawn(move || {
                let answer = get(&address, &target);
                finished.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                answer
            })
        })
        .collect();
    // Waits until four searches run (the others wait for a slot).
    let started = Instant::now();
    let running = || {
        (0..6)
            .filter(|i| {
                let target = format!("/api/progress?id=busy{}", i);
                let request = format!("GET {} HTTP/1.1\r\n\r\n", target);
                let (_, body) =
                    exchange_within(&server.address, request.as_bytes(), Duration::from_secs(3));
                body.contains("\"running\":true")
            })
            .count()
    };
    while running() < 4 {
        assert!(started.elapsed() < Duration::from_secs(10), "four searches never ran");
        std::thread::sleep(Duration::from_millis(100));
    }
    let wait = Duration::from_secs(3);
    let mut times: Vec<Duration> = (0..5)
        .map(|i| timed(&server.address, &format!("/api/progress?id=busy{}", i), wait))
        .collect();
    times.extend((0..6).map(|i| timed(&server.address, &format!("/api/stop?id=busy{}", i), wait)));
    // A search that got its slot after its Stop came is stopped again, until all answered.
    while finished.load(std::sync::atomic::Ordering::SeqCst) < 6 {
        assert!(started.elapsed() < Duration::from_secs(30), "the stopped searches never answered");
        for i in 0..6 {
            get(&server.address, &format!("/api/stop?id=busy{}", i));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    for search in searches {
        let (status, body) = search.join().expect("a search");
        assert_eq!(status, 200, "{}", body);
        assert!(body.contains("\"complete\":false,\"stopped\":true"), "{}", body);
    }
    let slowest = times.iter().max().expect("times");
    assert!(*slowest < Duration::from_millis(200), "progress and stop took {:?}", times);
}

/// The CPU time (user and system) of process `pid`, from /proc.
#[cfg(target_os = "linux")]
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid)).expect("the process's stat");
    // The fields after the command's closing parenthesis; utime and stime are the 12th and
    // 13th of them, in clock ticks (100 a second on Linux).
    let fields: Vec<u64> = stat
        .rsplit_once(')')
        .expect("a stat line")
        .1
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    Duration::from_millis((fields[10] + fields[11]) * 10)
}

/// When `accept` keeps failing (the process is out of file descriptors) the server waits
/// between tries instead of spinning, and serves again once connections close.
#[cfg(target_os = "linux")]
pub fn a_failing_accept_does_not_spin(binary: &str) {
    let binary = assert_cmd::cargo::cargo_bin(binary);
    let mut command = std::process::Command::new("sh");
    command.args(["-c", "ulimit -n 24 && exec \"$0\" --serve --port 0"]).arg(&binary);
    let server = start_command(command);
    let pid = server.child.id();
    // Twenty-four silent clients: the server runs out of descriptors before it has them all.
    let clients: Vec<TcpStream> =
        (0..24).map(|_| TcpStream::connect(&server.address).expect("connects")).collect();
    std::thread::sleep(Duration::from_millis(300));
    let (before, started) = (cpu_time(pid), Instant::now());
    std::thread::sleep(Duration::from_secs(1));
    let used = cpu_time(pid) - before;
    let share = used.as_secs_f64() / started.elapsed().as_secs_f64();
    assert!(share < 0.2, "the server used {:.0} % of a core while accept failed", share * 100.0);
    drop(clients);
    let took = timed(&server.address, "/api/analyze?moves=4", HEAD_DEADLINE);
    assert!(took < Duration::from_secs(2), "served again after {:?}", took);
}

/// Past `MAX_CONNECTIONS` open at once, a connection is answered 503 at once; the server
/// serves again once they close.
pub fn connections_past_the_cap_are_refused_at_once(binary: &str) {
    let server = start(binary);
    let held: Vec<TcpStream> = (0..MAX_CONNECTIONS)
        .map(|_| TcpStream::connect(&server.address).expect("connects"))
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let (status, body) = get(&server.address, "/api/analyze?moves=4");
    assert_eq!(status, 503, "{}", body);
    assert!(body.contains("too many connections"), "{}", body);
    assert!(started.elapsed() < Duration::from_secs(1), "refused after {:?}", started.elapsed());
    drop(held);
    // A slot is freed when the server reads the close, which a loaded machine may delay.
    let started = Instant::now();
    loop {
        let (status, body) = get(&server.address, "/api/analyze?moves=4");
        if status == 200 {
            break;
        }
        let waited = started.elapsed();
        assert!(
            status == 503 && waited < Duration::from_secs(2),
            "{} after {:?}: {}",
            status,
            waited,
            body
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A port already taken is one `error:` line suggesting `--port 0`, status 1; the words
/// come from the shared server, so every binary that serves says it alike.
pub fn a_port_in_use_is_refused(binary: &str) {
    let held = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = held.local_addr().expect("bound").port().to_string();
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin(binary))
        .args(["--serve", "--port", &port])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1), "{}", binary);
    assert!(out.stdout.is_empty(), "{}", binary);
    let line = String::from_utf8_lossy(&out.stderr).into_owned();
    let expected = format!("error: --serve cannot listen on 127.0.0.1:{}: ", port);
    assert!(line.starts_with(&expected), "{}", line);
    assert!(
        line.ends_with("; another program holds that port: --port 0 takes any free one\n"),
        "{}",
        line
    );
    assert_eq!(line.lines().count(), 1, "{}", line);
}
