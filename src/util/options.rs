//! The command-line option table every binary that takes options reads its arguments with.
//!
//! A program lists its options once, in a `Table`: each option's name, what it takes (`Kind`:
//! nothing, a text, a whole number within bounds, a `WxH` size, one of some words, an optional
//! value, two values) and its line of help; which options do not go together (`conflicts`)
//! and which go only with another (`requires`). From the table come `--help` (the options
//! section is made from it, so it names every option the parser takes) and the parse, whose
//! refusals read the same in every program: one line naming the option and what was expected.
//! - `--x` not in the table: the option at most two edits away (`--analyse` → `--analyze`),
//!   or `--x VALUE` for `--x=VALUE`, or the list of options;
//! - an option given twice, a value missing, a number out of its bounds, a malformed `WxH`,
//!   a word not among the choices;
//! - two options of one conflict group, or an option without the one it goes with.
//!
//! An argument that is no option (`4455`) is the program's to explain (`Table::parse` takes
//! the words). `-h` or `--help` anywhere asks for the help, whatever else is there.
//!
//! Why it is right: every refusal is decided from the table alone, in the order the arguments
//! come, before the program acts, so a command line is taken whole or refused whole.
//! Cost: linear in the arguments times the options (a handful of each).

/// What an option takes after its name.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// Nothing (`--weak`).
    Flag,
    /// Any text, named `meta` in the help (`--book FILE`).
    Text(&'static str),
    /// A whole number from `low` to `high`; `what` says what it counts (`a number of threads`).
    Number { meta: &'static str, low: u64, high: u64, what: &'static str },
    /// `WxH`: two whole numbers of up to three digits; `what` the sizes the program takes.
    Size { what: &'static str },
    /// One of `choices` (`--rule freestyle|standard`).
    Choice(&'static [&'static str]),
    /// A value when the next argument is no option (`--play [MOVES]`); `default` otherwise.
    Optional { meta: &'static str, default: &'static str },
    /// Two values (`--match A B`); `what` says what they are.
    Two { meta: &'static str, what: &'static str },
}

/// One option: its name, what it takes, its help (lines after the first indented by the table).
pub struct Spec {
    pub name: &'static str,
    pub kind: Kind,
    pub help: &'static str,
}

/// A program's options and the rules between them.
pub struct Table {
    /// The help before the options section (what the program does, its input and output).
    pub about: &'static str,
    pub options: &'static [Spec],
    /// Groups of options of which at most one may be given.
    pub conflicts: &'static [&'static [&'static str]],
    /// An option and those it goes with: it may be given only with one of them.
    pub requires: &'static [(&'static str, &'static [&'static str])],
    /// The help after the options section (agents, examples).
    pub after: &'static str,
}

/// The options a command line gave, checked against its table.
#[derive(Debug)]
pub struct Given {
    /// Each option given, in order, with its values.
    given: Vec<(&'static str, Vec<String>)>,
}

impl Given {
    fn get(&self, name: &str) -> Option<&[String]> {
        self.given.iter().find(|(n, _)| *n == name).map(|(_, values)| &values[..])
    }

    /// Whether `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The names given, in order.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.given.iter().map(|(name, _)| *name)
    }

    /// The value of `name` (the first of a `Two`), if given.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.get(name).and_then(|values| values.first()).map(String::as_str)
    }

    /// The two values of a `Two` option, if given.
    pub fn pair(&self, name: &str) -> Option<(&str, &str)> {
        self.get(name).map(|values| (values[0].as_str(), values[1].as_str()))
    }

    /// The number of a `Number` option (within its bounds), if given.
    pub fn number(&self, name: &str) -> Option<u64> {
        self.text(name).and_then(|text| text.parse().ok())
    }

    /// The `(W, H)` of a `Size` option, if given.
    pub fn size(&self, name: &str) -> Option<(usize, usize)> {
        self.text(name).and_then(parse_size)
    }

    /// The refusal of `name`'s value: `--size 3x3: expected …`.
    pub fn refuse(&self, name: &str, expected: &str) -> String {
        format!("{} {}: expected {}", name, self.text(name).unwrap_or(""), expected)
    }
}

/// `WxH` (or `WXH`) as `(W, H)`: one to three digits each.
pub fn parse_size(text: &str) -> Option<(usize, usize)> {
    let (width, height) = text.split_once(['x', 'X'])?;
    let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(width) || !digits(height) {
        return None;
    }
    Some((width.parse().ok()?, height.parse().ok()?))
}

impl Kind {
    /// How the help writes the value (`FILE`, `[MOVES]`, `A B`).
    fn meta(&self) -> String {
        match self {
            Kind::Flag => String::new(),
            Kind::Text(meta) | Kind::Number { meta, .. } | Kind::Two { meta, .. } => {
                meta.to_string()
            }
            Kind::Size { .. } => "WxH".to_string(),
            Kind::Choice(choices) => choices.join("|"),
            Kind::Optional { meta, .. } => format!("[{}]", meta),
        }
    }
}

/// The fewest characters added, removed or replaced that turn `a` into `b`.
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + (ca != cb) as usize).min(row[j] + 1).min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

impl Table {
    fn spec(&self, name: &str) -> Option<&Spec> {
        self.options.iter().find(|spec| spec.name == name)
    }

    /// `--help`: the about text, every option of the table on a line of its own (and
    /// `-h, --help`), then the text after.
    pub fn help(&self) -> String {
        let heads: Vec<String> = self
            .options
            .iter()
            .map(|spec| format!("{} {}", spec.name, spec.kind.meta()).trim_end().to_string())
            .collect();
        let width = heads.iter().map(|h| h.chars().count()).max().unwrap_or(0).max(10) + 2;
        let mut text = format!("{}\nOptions:\n", self.about);
        let mut line = |head: &str, help: &str| {
            let mut lines = help.lines();
            let first = lines.next().unwrap_or("");
            text.push_str(&format!("  {:width$}{}\n", head, first, width = width));
            for more in lines {
                text.push_str(&format!("  {:width$}{}\n", "", more, width = width));
            }
        };
        for (head, spec) in heads.iter().zip(self.options) {
            line(head, spec.help);
        }
        line("-h, --help", "this help");
        text.push('\n');
        text.push_str(self.after);
        text
    }

    /// The options of `args`, or the one-line refusal (without `error: `); `Ok(None)` when
    /// `-h` or `--help` is among them. `positional(arg)` says what is wrong with `arg`, an
    /// argument that is no option.
    pub fn parse(
        &self,
        args: &[String],
        positional: &dyn Fn(&str) -> String,
    ) -> Result<Option<Given>, String> {
        if args.iter().any(|a| a == "-h" || a == "--help") {
            return Ok(None);
        }
        let mut given: Vec<(&'static str, Vec<String>)> = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let arg = args[i].as_str();
            let spec = match self.spec(arg) {
                Some(spec) => spec,
                None if arg.starts_with('-') && arg.len() > 1 => return Err(self.unknown(arg)),
                None => return Err(positional(arg)),
            };
            if given.iter().any(|(name, _)| *name == spec.name) {
                return Err(format!("`{}` given twice: expected it once", arg));
            }
            i += 1;
            let next = args.get(i).map(String::as_str);
            let missing = || format!("`{}`: expected {} after it", arg, spec.kind.meta());
            let values = match spec.kind {
                Kind::Flag => Vec::new(),
                Kind::Optional { default, .. } => match next.filter(|v| !v.starts_with('-')) {
                    Some(value) => {
                        i += 1;
                        vec![value.to_string()]
                    }
                    None => vec![default.to_string()],
                },
                Kind::Two { what, .. } => {
                    let first = next.ok_or_else(missing)?;
                    let second = args.get(i + 1).filter(|v| !v.starts_with('-'));
                    let second =
                        second.ok_or_else(|| format!("{} {}: expected {}", arg, first, what))?;
                    i += 2;
                    vec![first.to_string(), second.clone()]
                }
                Kind::Text(_) | Kind::Number { .. } | Kind::Size { .. } | Kind::Choice(_) => {
                    let value = next.ok_or_else(missing)?;
                    i += 1;
                    check(arg, value, spec.kind)?;
                    vec![value.to_string()]
                }
            };
            given.push((spec.name, values));
        }
        let has = |name: &str| given.iter().any(|(n, _)| *n == name);
        for group in self.conflicts {
            let mut both = group.iter().filter(|name| has(name));
            if let (Some(one), Some(other)) = (both.next(), both.next()) {
                let expected = if group.len() == 2 {
                    "one or the other".to_string()
                } else {
                    format!("one at a time of {}", group.join(", "))
                };
                return Err(format!("`{}` with `{}`: expected {}", one, other, expected));
            }
        }
        for (option, with) in self.requires {
            if has(option) && !with.iter().any(|w| has(w)) {
                let names: Vec<String> = with.iter().map(|w| format!("`{}`", w)).collect();
                let heads: Vec<String> = with
                    .iter()
                    .map(|w| {
                        let meta = self.spec(w).map(|s| s.kind.meta()).unwrap_or_default();
                        format!("{} {}", w, meta).trim_end().to_string()
                    })
                    .collect();
                return Err(format!(
                    "`{}` without {}: expected it only with {}",
                    option,
                    names.join(" or "),
                    heads.join(" or ")
                ));
            }
        }
        Ok(Some(Given { given }))
    }

    /// The refusal of `arg`, an option not in the table: what was meant, when that can be told.
    fn unknown(&self, arg: &str) -> String {
        if let Some((name, value)) = arg.split_once('=') {
            if self.spec(name).map_or(false, |spec| !matches!(spec.kind, Kind::Flag)) {
                return format!("unknown option `{}`; did you mean `{} {}`?", arg, name, value);
            }
        }
        let names = || self.options.iter().map(|spec| spec.name);
        // At most two edits, and fewer than half the option's letters (not `--host` for
        // `--fast`).
        let near = |name: &&str| {
            let edits = edits(arg, name);
            edits <= 2 && 2 * edits < name.trim_start_matches('-').len()
        };
        match names().min_by_key(|name| edits(arg, name)).filter(near) {
            Some(name) => format!("unknown option `{}`; did you mean `{}`?", arg, name),
            None => {
                let all: Vec<&str> = names().collect();
                format!("unknown option `{}`; expected one of {}", arg, all.join(", "))
            }
        }
    }
}

/// Whether `value` is what `kind` takes, else the refusal naming `option`.
fn check(option: &str, value: &str, kind: Kind) -> Result<(), String> {
    let expected = match kind {
        Kind::Number { low, high, what, .. } => {
            let number = value.parse::<u64>().ok().filter(|n| (low..=high).contains(n));
            if number.is_some() {
                return Ok(());
            }
            format!("{} from {} to {}", what, low, high)
        }
        Kind::Size { what } if parse_size(value).is_none() => what.to_string(),
        Kind::Choice(choices) if !choices.contains(&value) => {
            format!("one of {}", choices.join(", "))
        }
        _ => return Ok(()),
    };
    Err(format!("{} {}: expected {}", option, value, expected))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: Table = Table {
        about: "demo: a table to test the parser.\n",
        options: &[
            Spec { name: "--weak", kind: Kind::Flag, help: "the sign" },
            Spec {
                name: "--threads",
                kind: Kind::Number { meta: "N", low: 1, high: 8, what: "a number of threads" },
                help: "threads\nsecond line",
            },
            Spec { name: "--size", kind: Kind::Size { what: "WxH, such as 7x6" }, help: "size" },
            Spec { name: "--rule", kind: Kind::Choice(&["free", "exact"]), help: "rule" },
            Spec {
                name: "--play",
                kind: Kind::Optional { meta: "MOVES", default: "" },
                help: "play",
            },
            Spec {
                name: "--match",
                kind: Kind::Two { meta: "A B", what: "two players" },
                help: "m",
            },
            Spec { name: "--games", kind: Kind::Text("N"), help: "games" },
        ],
        conflicts: &[&["--weak", "--play"], &["--play", "--match", "--rule"]],
        requires: &[("--games", &["--match", "--play"])],
        after: "Examples:\n  demo --weak\n",
    };

    fn parse(args: &[&str]) -> Result<Option<Given>, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        TABLE.parse(&args, &|arg| format!("unexpected argument `{}`", arg))
    }

    fn refusal(args: &[&str]) -> String {
        parse(args).expect_err("refused")
    }

    #[test]
    fn values_are_read_by_kind() {
        let given = parse(&["--threads", "3", "--size", "7X6", "--play", "--games", "4"])
            .expect("taken")
            .expect("no help");
        assert_eq!(given.number("--threads"), Some(3));
        assert_eq!(given.size("--size"), Some((7, 6)));
        assert_eq!(given.text("--play"), Some(""));
        assert_eq!(given.names().collect::<Vec<_>>(), ["--threads", "--size", "--play", "--games"]);
        let given = parse(&["--match", "a", "b", "--play", "44"]);
        let message = given.expect_err("--play with --match");
        assert_eq!(
            message,
            "`--play` with `--match`: expected one at a time of --play, --match, --rule"
        );
        let given = parse(&["--match", "a", "b"]).expect("taken").expect("no help");
        assert_eq!(given.pair("--match"), Some(("a", "b")));
        assert!(parse(&["--weak", "--nonsense", "-h"]).expect("help").is_none());
    }

    #[test]
    fn refusals_say_what_was_expected() {
        for (args, message) in [
            (&["--weak", "--weak"][..], "`--weak` given twice: expected it once"),
            (&["--threads", "0"], "--threads 0: expected a number of threads from 1 to 8"),
            (&["--threads", "9"], "--threads 9: expected a number of threads from 1 to 8"),
            (&["--threads", "-1"], "--threads -1: expected a number of threads from 1 to 8"),
            (&["--threads"], "`--threads`: expected N after it"),
            (&["--size", "7x6x1"], "--size 7x6x1: expected WxH, such as 7x6"),
            (&["--size", "1234x5"], "--size 1234x5: expected WxH, such as 7x6"),
            (&["--rule", "renju"], "--rule renju: expected one of free, exact"),
            (&["--match", "a"], "--match a: expected two players"),
            (&["--match", "a", "--weak"], "--match a: expected two players"),
            (&["--weak", "--play"], "`--weak` with `--play`: expected one or the other"),
            (&["--games", "3"], "`--games` without `--match` or `--play`: expected it only with --match A B or --play [MOVES]"),
            (&["--thread", "2"], "unknown option `--thread`; did you mean `--threads`?"),
            (&["-weak"], "unknown option `-weak`; did you mean `--weak`?"),
            (&["--size=7x6"], "unknown option `--size=7x6`; did you mean `--size 7x6`?"),
            (&["--fast"], "unknown option `--fast`; expected one of --weak, --threads, --size, --rule, --play, --match, --games"),
            (&["4455"], "unexpected argument `4455`"),
        ] {
            assert_eq!(refusal(args), message, "{:?}", args);
        }
    }

    #[test]
    fn the_help_names_every_option_on_a_line() {
        let help = TABLE.help();
        assert!(help.starts_with("demo: a table to test the parser.\n\nOptions:\n"), "{}", help);
        // The widest head (`--rule free|exact`, 17 characters) and two spaces set the column.
        let threads = "\n  --threads N        threads\n                     second line\n";
        assert!(help.contains(threads), "{}", help);
        assert!(help.contains("\n  --play [MOVES]     play\n"), "{}", help);
        assert!(help.contains("\n  --rule free|exact  rule\n"), "{}", help);
        assert!(help.contains("\n  -h, --help         this help\n\nExamples:\n"), "{}", help);
    }
}
