//! A small HTTP/1.1 server on `std::net`, for the solvers' web pages: GET requests only, one
//! request a connection, answered by a handler function.
//!
//! Hostile or broken clients cost little: the request head (request line and headers) is read
//! with a read timeout and refused past 8 KiB (431); a body is refused (400: no route takes
//! one); methods other than GET get 405; a malformed request line 400. Connections wait in a
//! bounded queue for a fixed pool of workers, and a connection arriving at a full queue is
//! answered 503 at once, so a flood cannot grow memory or starve the accept loop. A handler
//! that panics costs its worker nothing: the panic is caught and answered 500.
//!
//! Cost: O(request bytes) to parse; memory O(workers · 8 KiB) plus the handler's.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{sync_channel, Receiver, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The largest request head taken.
pub const MAX_HEAD: usize = 8 * 1024;
/// Connections that may wait for each worker: with 4 workers, 64 (a page's requests and its
/// progress polls from many tabs), each only an open socket.
pub const QUEUE_PER_WORKER: usize = 16;
/// How long a client may take to send its request head.
pub const READ_TIMEOUT: Duration = Duration::from_secs(5);

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

impl Response {
    pub fn json(status: u16, body: String) -> Response {
        Response { status, content_type: "application/json", body: body.into_bytes() }
    }

    pub fn html(body: &str) -> Response {
        Response {
            status: 200,
            content_type: "text/html; charset=utf-8",
            body: body.as_bytes().to_vec(),
        }
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

fn write_response(stream: &mut TcpStream, response: &Response) {
    let head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len()
    );
    let _ = stream.write_all(head.as_bytes()).and_then(|_| stream.write_all(&response.body));
    let _ = stream.flush();
}

/// Reads the request head: Ok(head text) or the response that refuses it.
fn read_head(stream: &mut TcpStream) -> Result<String, Response> {
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
        match stream.read(&mut buffer) {
            Ok(0) => return Err(Response::error(400, "the request ended before its blank line")),
            Ok(n) => head.extend_from_slice(&buffer[..n]),
            Err(_) => return Err(Response::error(408, "expected a request within 5 seconds")),
        }
    }
}

fn handle(mut stream: TcpStream, handler: &(dyn Fn(&Request) -> Response + Send + Sync)) {
    let _ = stream.set_read_timeout(Some(READ_TIMEOUT));
    let _ = stream.set_write_timeout(Some(READ_TIMEOUT));
    let response = match read_head(&mut stream) {
        Err(response) => response,
        Ok(head) => match parse_head(&head) {
            Err((status, why)) => Response::error(status, &why),
            Ok(request) => {
                let answer =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(&request)));
                answer.unwrap_or_else(|_| Response::error(500, "the handler failed"))
            }
        },
    };
    write_response(&mut stream, &response);
}

/// Serves `listener` with `workers` threads calling `handler`, forever.
pub fn serve(
    listener: TcpListener,
    workers: usize,
    handler: Arc<dyn Fn(&Request) -> Response + Send + Sync>,
) {
    let (sender, receiver) = sync_channel::<TcpStream>(QUEUE_PER_WORKER * workers);
    let receiver: Arc<Mutex<Receiver<TcpStream>>> = Arc::new(Mutex::new(receiver));
    for _ in 0..workers {
        let receiver = Arc::clone(&receiver);
        let handler = Arc::clone(&handler);
        std::thread::spawn(move || loop {
            let next = match receiver.lock() {
                Ok(guard) => guard.recv(),
                Err(_) => return,
            };
            match next {
                Ok(stream) => handle(stream, &*handler),
                Err(_) => return,
            }
        });
    }
    for stream in listener.incoming().flatten() {
        if let Err(TrySendError::Full(mut stream)) = sender.try_send(stream) {
            let _ = stream.set_write_timeout(Some(READ_TIMEOUT));
            write_response(&mut stream, &Response::error(503, "busy: try again in a moment"));
        }
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
}
