//! LeetCode {NUMBER} · (title) · (link)
//!
//! Rules: (the class: its constructor, its methods, what each returns).
//! Input: LeetCode's design testcase, the calls' names then their arguments, one or more
//! testcases. Output: the array of return values, `null` for the constructor.
//! Accepts: (the ranges answered; what is refused, naming the call).
//!
//! Idea: (the answer in one line).
//! Why: (a proof sketch).
//! Cost: (time and memory per call).
//!
//! @judge LeetCode
//! @number {NUMBER}
//! @title unsolved
//! @link unknown
//! @time-limit 1 s
//! @accepts unsolved
//! @complexity unsolved
use game_solutions::leetcode;

// ==== LeetCode: paste from here ====
struct Unsolved {
    n: i32,
}

impl Unsolved {
    fn new(n: i32) -> Self {
        Unsolved { n }
    }

    fn call(&mut self, x: i32) -> i32 {
        self.n + x
    }
}
// ==== LeetCode: to here ====

fn is_name(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn main() {
    leetcode::run(&["operations", "arguments"], |case| {
        let names = case.string_array(is_name, "a letter", 10_000, 20)?;
        let args = case.int_matrix(i32::MIN, i32::MAX, 10_000, 1)?;
        let calls = leetcode::design_calls(&names, &args, ("Unsolved", 1), &[("call", 1)]);
        let calls = calls.map_err(|e| case.refuse(&e))?;
        let mut object = Unsolved::new(calls[0].1[0]);
        let results: Vec<Option<i32>> =
            calls[1..].iter().map(|&(_, a)| Some(object.call(a[0]))).collect();
        Err::<Vec<Option<i32>>, String>(format!(
            "unsolved ({:?}): write the class, then its cases and tests",
            results
        ))
    });
}
