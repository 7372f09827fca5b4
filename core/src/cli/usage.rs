//! Every command's usage, in one table: `baghchal --help`, `baghchal COMMAND
//! --help` and the usage lines in error messages are all printed from it, so
//! they cannot drift apart.

/// One command of the `baghchal` binary.
pub struct Command {
    /// The word that selects it.
    pub name: &'static str,
    /// What it does, in one line of the summary.
    pub about: &'static str,
    /// Its forms: the words after `baghchal NAME`, one form per entry. A form
    /// with a subcommand starts with that word; `\n` continues a long form on
    /// the next line.
    pub forms: &'static [&'static str],
}

/// The commands, in the order the summary lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "play",
        about: "play against the bot in the terminal (also with no command, or options alone)",
        forms: &["[--side goats|tigers|random] [--level easy|medium|hard|perfect] [--seed N]\n\
                  [--goats-to-win G] [--table FILE] [--book FILE]... [--build-table] [--cache DIR]"],
    },
    Command {
        name: "engine",
        about: "the line protocol on stdin/stdout, for programs that drive the bot",
        forms: &[""],
    },
    Command {
        name: "perft",
        about: "move-generator count from the start to depth N, and its speed",
        forms: &["N"],
    },
    Command {
        name: "match",
        about: "bot against bot (A, B: a level, depth=N, nodes=N or ms=N); --games is even: \
                each opening is played twice, sides swapped, unless --a-as names one side",
        forms: &["A B [--games N] [--threads N] [--seed N] [--perfect-ms MS] [--goats-to-win G]\n\
                  [--a-as goats|tigers|both] [--tune-a|--tune-b name=value,...]"],
    },
    Command {
        name: "bench",
        about: "search a fixed suite of positions: nodes, speed, time per level; or time \
                Perfect's placement moves from 12 placed with a table and books",
        forms: &[
            "[--repeat N]",
            "--perfect-placement --table FILE [--book FILE ...] [--games N] [--seed S]\n\
             [--kind goats|tigers|off ...]",
        ],
    },
    Command {
        name: "tablebase",
        about: "the endgame table: build, convert, inspect, check, measure, play",
        forms: &[
            "build --goats-to-win G [--one-side] --out FILE",
            "slim FULL_FILE ONE_SIDE_FILE",
            "stats FILE",
            "verify FILE [--sample N]",
            "bench FILE [--probes N] [--perfect [--positions N] [--perfect-ms MS]]",
            "match FILE [--games N] [--perfect-ms MS] [--threads N] [--seed N] [--any-start]",
        ],
    },
    Command {
        name: "solve",
        about: "the placement phase solved: build, inspect and check the layers; make and play a book",
        forms: &[
            "build --goats-to-win G --table FILE --out DIR [--lowest P]",
            "stats DIR",
            "verify DIR [--sample N] [--table FILE]",
            "book --layers DIR --table FILE --work DIR [--out BOOK] [--root \"BOARD SIDE IN_HAND CAPTURED\"]\n\
             [--side goat|tiger|both] [--nodes N] [--exact-from PLACED] [--keep exact|draw]\n\
             [--formation POINTS[,captures-first]] [--exact-check-every N]",
            "match BOOK --table FILE [--games N] [--seed N] [--perfect-ms MS]",
        ],
    },
    Command {
        name: "puzzles",
        about: "puzzles from the solved game: find them in bot games, check them, list them",
        forms: &[
            "build --table FILE --out FILE [--games N] [--seed S]",
            "verify FILE --table FILE",
            "list FILE",
        ],
    },
    Command {
        name: "help",
        about: "this summary, or one command's usage",
        forms: &["[COMMAND [SUBCOMMAND]]"],
    },
];

/// The command named `name`, if there is one.
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// The subcommand a form starts with (`build` in `build --goats-to-win G`):
/// a first word of lower-case letters.
fn subcommand(form: &str) -> Option<&str> {
    let word = form.split_whitespace().next()?;
    word.chars().all(|c| c.is_ascii_lowercase()).then_some(word)
}

/// `form` as usage lines after `lead` (`usage: ` or as many spaces), its
/// continuation lines under its first option.
fn lines(lead: &str, name: &str, form: &str) -> String {
    let first = format!("{lead}baghchal {name}");
    let mut parts = form.split('\n').map(str::trim);
    let head = parts.next().unwrap_or("");
    let sub = subcommand(head).map_or(0, |s| s.len() + 1);
    let mut out = if head.is_empty() {
        first.clone()
    } else {
        format!("{first} {head}")
    };
    let indent = " ".repeat(first.len() + 1 + sub);
    for part in parts {
        out.push('\n');
        out.push_str(&indent);
        out.push_str(part);
    }
    out
}

/// The usage of command `name`: every form, the first after `usage: `.
/// An unknown name gives the summary.
pub fn of(name: &str) -> String {
    let Some(c) = command(name) else {
        return summary();
    };
    let mut out = Vec::new();
    for (i, form) in c.forms.iter().enumerate() {
        out.push(lines(
            if i == 0 { "usage: " } else { "       " },
            name,
            form,
        ));
    }
    out.join("\n")
}

/// The usage of the form of `name` that starts with subcommand `sub` (as
/// `baghchal solve book`); the whole command's usage if no form does.
pub fn form(name: &str, sub: &str) -> String {
    command(name)
        .and_then(|c| c.forms.iter().find(|f| subcommand(f) == Some(sub)))
        .map_or_else(|| of(name), |f| lines("usage: ", name, f))
}

/// What `--help` prints after `baghchal NAME ARGS...`: the form of the
/// subcommand `args` start with, if the command has one, else the command's usage.
pub fn help(name: &str, args: &[String]) -> String {
    match args.first() {
        Some(sub) if !sub.starts_with('-') => form(name, sub),
        _ => of(name),
    }
}

/// The summary `baghchal --help` prints: every command with its forms.
pub fn summary() -> String {
    let mut out = String::from(
        "usage: baghchal [COMMAND] [OPTIONS]   (no command: play; baghchal COMMAND --help: its usage)\n",
    );
    for c in COMMANDS {
        out.push_str(&format!("\n  {:<10} {}\n", c.name, c.about));
        for form in c.forms {
            out.push_str(&lines("    ", c.name, form));
            out.push('\n');
        }
    }
    out.pop();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_form_continues_under_its_first_option() {
        let text = form("solve", "book");
        let mut l = text.lines();
        assert!(l
            .next()
            .unwrap()
            .starts_with("usage: baghchal solve book --layers DIR"));
        let second = l.next().unwrap();
        assert_eq!(
            second.find('[').unwrap(),
            "usage: baghchal solve book ".len(),
            "{text}"
        );
    }

    #[test]
    fn the_summary_has_every_command_and_every_form() {
        let s = summary();
        for c in COMMANDS {
            assert!(s.contains(&format!("\n  {:<10} ", c.name)), "{}", c.name);
            for f in c.forms {
                let head = f.split('\n').next().unwrap().trim();
                assert!(s.contains(head), "{head}");
            }
        }
        for flag in [
            "--lowest",
            "--exact-from",
            "--formation",
            "--exact-check-every",
        ] {
            assert!(s.contains(flag), "{flag}");
        }
    }
}
