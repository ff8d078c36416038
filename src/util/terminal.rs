//! Whether a file descriptor is a terminal: the one place that asks the system (`isatty`),
//! so that progress lines, redrawn boards and prompts appear at a terminal and nothing extra
//! goes into a pipe or a test's output. Elsewhere than Unix: never a terminal.

/// Whether the file descriptor `fd` (0 stdin, 1 stdout, 2 stderr) is a terminal.
#[cfg(unix)]
pub fn is_terminal(fd: i32) -> bool {
    extern "C" {
        fn isatty(fd: i32) -> i32;
    }
    // SAFETY: isatty only reads the descriptor's kind.
    unsafe { isatty(fd) == 1 }
}

#[cfg(not(unix))]
pub fn is_terminal(_fd: i32) -> bool {
    false
}
