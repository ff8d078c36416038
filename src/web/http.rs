//! A small HTTP/1.1 server on `std::net`, for the solvers' web pages: GET requests only, one
//! request a connection, answered by a `Handler`.
//!
//! Each connection gets its own thread, and at most `MAX_CONNECTIONS` are open at once: past
//! that, the accept loop answers 503 at once without blocking (the socket is made
//! non-blocking before the one write) and closes. A connection's thread reads the request head
//! (request line and headers) within `HEAD_DEADLINE` of the accept for the whole head, not for
//! each read, so a client sending a byte every few seconds is closed with 408 as surely as a
//! silent one; past 8 KiB it is refused (431), a body refused (400: no route takes one), other
//! methods 405, a malformed request line 400. A request that searches (the handler says which)
//! then waits for one of `workers` search slots (503 after `WORKER_WAIT`); every other request
//! (the page, `/api/progress`, `/api/stop`) is answered at once on its own thread, so Stop gets
//! through while every slot searches and a slow client delays nobody. A handler that panics
//! costs nothing: the panic is caught and answered 500. When `accept` fails (too many open
//! files) the loop waits 1 ms, doubling to `ACCEPT_BACKOFF_MAX`, instead of spinning.
//!
//! Cost: O(request bytes) to parse; memory O(MAX_CONNECTIONS · 8 KiB) plus a thread's stack a
//! connection and the handler's memory a search slot.

use std::collections::HashMap;
use std::io::{ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// The largest request head taken.
pub const MAX_HEAD: usize = 8 * 1024;
/// How long a client may take to send its whole request head, from the accept.
pub const HEAD_DEADLINE: Duration = Duration::from_secs(5);
/// How long an answer may take to be written (the pages' answers fit a socket's buffer).
pub const WRITE_DEADLINE: Duration = Duration::from_secs(5);
/// Connections open at once: a page's request and its progress polls from many tabs.
pub const MAX_CONNECTIONS: usize = 128;
/// How long a search waits for a free slot before it is answered 503.
pub const WORKER_WAIT: Duration = Duration::from_secs(30);
/// The longest wait between two failing accepts.
pub const ACCEPT_BACKOFF_MAX: Duration = Duration::from_millis(250);

/// A parsed GET request: its path and its query's parameters (percent-decoded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub path: String,
    pub query: HashMap<String, String>,
}

/// A response: status, content type and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
}

/// What answers the requests.
pub trait Handler: Send + Sync {
    /// Whether answering `request` runs a search, so that it waits for a search slot; other
    /// requests are answered at once.
    fn searches(&self, request: &Request) -> bool;
    /// The answer to `request`.
    fn answer(&self, request: &Request) -> Response;
}

impl Response {
    pub fn json(status: u16, body: String) -> Response {
        Response { status, content_type: "application/json", body: body.into_bytes() }
    }

    /// A text of `content_type`, such as `text/html; charset=utf-8`.
    pub fn text(content_type: &'static str, body: &str) -> Response {
        Response { status: 200, content_type, body: body.as_bytes().to_vec() }
    }

    /// A JSON error `{"error": message}`.
    pub fn error(status: u16, message: &str) -> Response {
        Response::json(status, format!("{{\"error\":{}}}", json_string(message)))
    }
}

/// `text` as a JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        422 => "Unprocessable Entity",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "Unknown",
    }
}

/// Decodes `%XX` and `+` (a space) in a query component; None for a bad escape or bytes that
/// are not UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// Parses a request head (up to the blank line): Ok(request) or Err((status, why)).
pub fn parse_head(head: &str) -> Result<Request, (u16, String)> {
    let mut lines = head.split("\r\n");
    let request_line = lines.next().unwrap_or("");
    let parts: Vec<&str> = request_line.split(' ').collect();
    if parts.len() != 3 || !parts[2].starts_with("HTTP/1.") {
        return Err((400, "expected a request line `GET /path HTTP/1.1`".to_string()));
    }
    if parts[0] != "GET" {
        return Err((405, format!("expected GET, found {}", parts[0])));
    }
    for header in lines.filter(|l| !l.is_empty()) {
        let (name, value) =
            header.split_once(':').ok_or((400, format!("malformed header `{}`", header)))?;
        let name = name.trim().to_ascii_lowercase();
        let value = value.trim();
        if (name == "content-length" && value != "0") || name == "transfer-encoding" {
            return Err((400, "expected no body: no route takes one".to_string()));
        }
    }
    let (path, query_text) = parts[1].split_once('?').unwrap_or((parts[1], ""));
    let mut query = HashMap::new();
    for pair in query_text.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let bad = || (400, format!("malformed query parameter `{}`", pair));
        query.insert(percent_decode(name).ok_or_else(bad)?, percent_decode(value).ok_or_else(bad)?);
    }
    Ok(Request { path: path.to_string(), query })
}

/// The response's bytes as sent.
fn response_bytes(response: &Response) -> Vec<u8> {
    let head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len()
    );
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(&response.body);
    bytes
}

/// Writes `response` within `WRITE_DEADLINE` in all (a client that reads slowly is dropped).
fn write_response(stream: &mut TcpStream, response: &Response) {
    let bytes = response_bytes(response);
    let deadline = Instant::now() + WRITE_DEADLINE;
    let mut sent = 0;
    while sent < bytes.len() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_write_timeout(Some(left)).is_err() {
            return;
        }
        match stream.write(&bytes[sent..]) {
            Ok(0) => return,
            Ok(n) => sent += n,
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => return,
        }
    }
    let _ = stream.flush();
}

/// Reads the request head by `deadline`: Ok(head text) or the response that refuses it.
fn read_head(stream: &mut TcpStream, deadline: Instant) -> Result<String, Response> {
    let late = || Response::error(408, "expected the whole request head within 5 seconds");
    let mut head = Vec::with_capacity(1024);
    let mut buffer = [0u8; 2048];
    loop {
        let end = head.windows(4).position(|w| w == b"\r\n\r\n");
        if end.unwrap_or(head.len()) > MAX_HEAD {
            return Err(Response::error(431, "expected a request head of at most 8 KiB"));
        }
        if let Some(end) = end {
            head.truncate(end);
            return String::from_utf8(head)
                .map_err(|_| Response::error(400, "expected a request head in UTF-8"));
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Err(late());
        }
        match stream.read(&mut buffer) {
            Ok(0) => return Err(Response::error(400, "the request ended before its blank line")),
            Ok(n) => head.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => return Err(late()),
        }
    }
}

/// Search slots: a counting semaphore.
struct Slots {
    free: Mutex<usize>,
    freed: Condvar,
}

/// A taken slot, given back when dropped.
struct Slot<'a>(&'a Slots);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(|p| p.into_inner()) += 1;
        self.0.freed.notify_one();
    }
}

impl Slots {
    /// A slot, waiting at most `wait` for one; None if none came free.
    fn take(&self, wait: Duration) -> Option<Slot<'_>> {
        let deadline = Instant::now() + wait;
        let mut free = self.free.lock().unwrap_or_else(|p| p.into_inner());
        while *free == 0 {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            free = self.freed.wait_timeout(free, left).unwrap_or_else(|p| p.into_inner()).0;
        }
        *free -= 1;
        Some(Slot(self))
    }
}

/// The answer to the request on `stream`, read by `deadline`.
fn answer(
    stream: &mut TcpStream,
    deadline: Instant,
    handler: &dyn Handler,
    slots: &Slots,
) -> Response {
    let request = match read_head(stream, deadline)
        .and_then(|head| parse_head(&head).map_err(|(status, why)| Response::error(status, &why)))
    {
        Ok(request) => request,
        Err(response) => return response,
    };
    let _slot = if handler.searches(&request) {
        match slots.take(WORKER_WAIT) {
            Some(slot) => Some(slot),
            None => return Response::error(503, "busy: every search slot is taken; try again"),
        }
    } else {
        None
    };
    let answer =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler.answer(&request)));
    answer.unwrap_or_else(|_| Response::error(500, "the handler failed"))
}

/// An open connection, counted while it lives.
struct Open(Arc<AtomicUsize>);

impl Drop for Open {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Answers 503 without ever blocking the accept loop, and closes.
fn refuse(stream: TcpStream) {
    if stream.set_nonblocking(true).is_ok() {
        let bytes = response_bytes(&Response::error(503, "busy: too many connections; try again"));
        let _ = (&stream).write(&bytes);
    }
}

/// Binds `address` ("host:port") for `--serve`: the listener and the address to open
/// (`http://127.0.0.1:PORT/`, the port chosen when 0 was asked), or the error line's text.
pub fn listen(address: &str) -> Result<(TcpListener, String), String> {
    let listener = TcpListener::bind(address).map_err(|e| {
        let hint = if e.kind() == ErrorKind::AddrInUse {
            "; another program holds that port: --port 0 takes any free one"
        } else {
            "; expected an address of this machine, such as 127.0.0.1"
        };
        format!("--serve cannot listen on {}: {}{}", address, e, hint)
    })?;
    let bound = listener.local_addr().map_or(address.to_string(), |a| a.to_string());
    Ok((listener, format!("http://{}/", bound)))
}

/// Serves `listener` with `handler`, at most `workers` searches at once, forever.
pub fn serve(listener: TcpListener, workers: usize, handler: Arc<dyn Handler>) {
    let slots = Arc::new(Slots { free: Mutex::new(workers.max(1)), freed: Condvar::new() });
    let open = Arc::new(AtomicUsize::new(0));
    let mut backoff = Duration::ZERO;
    loop {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(e) if matches!(e.kind(), ErrorKind::Interrupted | ErrorKind::ConnectionAborted) => {
                continue
            }
            Err(_) => {
                backoff = (backoff * 2).clamp(Duration::from_millis(1), ACCEPT_BACKOFF_MAX);
                std::thread::sleep(backoff);
                continue;
            }
        };
        backoff = Duration::ZERO;
        if open.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            open.fetch_sub(1, Ordering::SeqCst);
            refuse(stream);
            continue;
        }
        let deadline = Instant::now() + HEAD_DEADLINE;
        let counted = Open(Arc::clone(&open));
        let (handler, slots) = (Arc::clone(&handler), Arc::clone(&slots));
        // If the thread cannot start, the closure is dropped: the stream closes, the count falls.
        let _ = std::thread::Builder::new().spawn(move || {
            let _counted = counted;
            let mut stream = stream;
            let response = answer(&mut stream, deadline, &*handler, &slots);
            write_response(&mut stream, &response);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_get_with_a_query_is_parsed_and_decoded() {
        let request =
            parse_head("GET /api/analyze?moves=b2+a1&board=3x3&k=%33 HTTP/1.1\r\nHost: x").unwrap();
        assert_eq!(request.path, "/api/analyze");
        assert_eq!(request.query["moves"], "b2 a1");
        assert_eq!(request.query["k"], "3");
    }

    #[test]
    fn bad_requests_are_refused_with_their_status() {
        assert_eq!(parse_head("POST / HTTP/1.1").unwrap_err().0, 405);
        assert_eq!(parse_head("GET /").unwrap_err().0, 400);
        assert_eq!(parse_head("GET / HTTP/1.1\r\nContent-Length: 5").unwrap_err().0, 400);
        assert_eq!(parse_head("GET /?moves=%zz HTTP/1.1").unwrap_err().0, 400);
        assert_eq!(parse_head("GET / HTTP/1.1\r\nno colon").unwrap_err().0, 400);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }

    #[test]
    fn a_slot_waits_for_one_given_back() {
        let slots = Slots { free: Mutex::new(1), freed: Condvar::new() };
        let first = slots.take(Duration::ZERO).expect("a free slot");
        assert!(slots.take(Duration::from_millis(10)).is_none());
        drop(first);
        assert!(slots.take(Duration::ZERO).is_some());
    }

    #[test]
    fn a_port_in_use_suggests_port_0() {
        let (held, url) = listen("127.0.0.1:0").expect("a free port");
        assert!(url.starts_with("http://127.0.0.1:") && url.ends_with('/'), "{}", url);
        let address = held.local_addr().expect("bound").to_string();
        let why = listen(&address).expect_err("the port is taken");
        assert!(why.contains(&address) && why.ends_with("--port 0 takes any free one"), "{}", why);
    }
}
