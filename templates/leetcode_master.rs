// LeetCode's `Master` for 843 Guess the Word, as its judge declares it to the block (the judge
// answers the calls; this body never runs). The standalone check compiles a block that names
// `Master` after it.
pub struct Master;

impl Master {
    pub fn guess(&self, word: String) -> i32 {
        unreachable!("LeetCode's judge answers {}", word)
    }
}
