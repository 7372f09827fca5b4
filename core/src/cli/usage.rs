//! Every command's usage, in one table: the usage lines the parser prints
//! (in `baghchal COMMAND --help` and in its error messages) and the list of
//! forms at the end of `baghchal --help` all come from it, so they cannot
//! drift apart; a test checks every option it names is one the parser takes.

/// One command of the `baghchal` binary.
pub struct Command {
    /// The word that selects it.
    pub name: &'static str,
    /// Its forms: the words after `baghchal NAME`, one form per entry. A form
    /// with a subcommand starts with that word; `\n` continues a long form on
    /// the next line.
    pub forms: &'static [&'static str],
}

/// The commands, in the order the summary lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "play",
        forms: &["[--side goats|tigers|random] [--level easy|medium|hard|perfect] [--seed N]\n\
                  [--goats-to-win G] [--table FILE] [--book FILE]... [--build-table] [--cache DIR]"],
    },
    Command {
        name: "engine",
        forms: &[""],
    },
    Command {
        name: "perft",
        forms: &["N"],
    },
    Command {
        name: "match",
        forms: &["A B [--games N] [--threads N] [--seed N] [--perfect-ms MS] [--goats-to-win G]\n\
                  [--a-as goats|tigers|both] [--tune-a|--tune-b name=value,...]"],
    },
    Command {
        name: "bench",
        forms: &[
            "[--repeat N]",
            "--perfect-placement --table FILE [--book FILE ...] [--games N] [--seed S]\n\
             [--kind goats|tigers|off ...] [--slow-core SHARE] [--times FILE]",
            "--analysis-values --table FILE [--positions N] [--seed S] [--slow-core SHARE]",
        ],
    },
    Command {
        name: "tablebase",
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
        forms: &[
            "build --goats-to-win G --table FILE --out DIR [--lowest P]",
            "stats DIR",
            "verify DIR [--sample N] [--table FILE]",
            "book --layers DIR --table FILE --work DIR [--out BOOK] [--root \"BOARD SIDE IN_HAND CAPTURED\"]\n\
             [--side goat|tiger|both] [--nodes N] [--exact-from PLACED] [--keep exact|draw]\n\
             [--formation POINTS[,captures-first]] [--exact-check-every N]",
            "match BOOK --table FILE [--games N] [--seed N] [--perfect-ms MS]",
            "choices BOOK --table FILE --out BOOK [--through PLACED] [--depths D,D] [--look TURNS] [--prefer FILE]",
            "chances --table FILE [--games N] [--seed N] [--against hard|medium|random ...]\n\
             [--side goats|tigers ...] [--perfect-ms MS] [--results FILE]",
        ],
    },
    Command {
        name: "puzzles",
        forms: &[
            "build --table FILE --out FILE [--games N] [--seed S]",
            "verify FILE --table FILE",
            "list FILE",
        ],
    },
    Command {
        name: "record",
        forms: &[
            "convert [--in FILE] [--to text|library|library-moves|fens]",
            "games [--games N] [--seed S] [--level easy|medium|hard|perfect]\n\
             [--to text|library|library-moves|fens]",
        ],
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

/// `form` as usage lines after `lead` (`Usage: ` or as many spaces), its
/// continuation lines under its first option; the first line's `lead` is
/// left out (the parser prints its own heading), the others keep its width.
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

/// The width of the parser's `Usage: ` heading, which the first line follows.
const HEADING: &str = "       ";

/// The usage of command `name` as the parser shows it after `Usage: `:
/// every form, one under the other.
pub fn of(name: &str) -> String {
    let Some(c) = command(name) else {
        return String::new();
    };
    let all: Vec<String> = c
        .forms
        .iter()
        .map(|form| lines(HEADING, name, form))
        .collect();
    all.join("\n").trim_start().to_string()
}

/// The usage of the form of `name` that starts with subcommand `sub` (as
/// `baghchal solve book`), after `Usage: `; the whole command's usage if no form does.
pub fn form(name: &str, sub: &str) -> String {
    command(name)
        .and_then(|c| c.forms.iter().find(|f| subcommand(f) == Some(sub)))
        .map_or_else(
            || of(name),
            |f| lines(HEADING, name, f).trim_start().to_string(),
        )
}

/// The subcommands of `name` its forms start with, in order (`build`,
/// `slim`... for `tablebase`); none for a command without subcommands.
pub fn subcommands(name: &str) -> Vec<&'static str> {
    command(name).map_or_else(Vec::new, |c| {
        c.forms.iter().filter_map(|f| subcommand(f)).collect()
    })
}

/// Every form of every command, one `baghchal ...` per form, for the end
/// of `baghchal --help`.
pub fn forms() -> String {
    let mut out = String::from("Every command's forms (baghchal COMMAND --help: its options):\n");
    for c in COMMANDS {
        for form in c.forms {
            out.push_str(&lines("  ", c.name, form));
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
        let text = format!("Usage: {}", form("solve", "book"));
        let mut l = text.lines();
        assert!(l
            .next()
            .unwrap()
            .starts_with("Usage: baghchal solve book --layers DIR"));
        let second = l.next().unwrap();
        assert_eq!(
            second.find('[').unwrap(),
            "Usage: baghchal solve book ".len(),
            "{text}"
        );
    }

    #[test]
    fn the_forms_have_every_command_and_every_form() {
        let s = forms();
        for c in COMMANDS {
            for f in c.forms {
                let head = f.split('\n').next().unwrap().trim();
                assert!(
                    s.contains(&format!("baghchal {} {head}", c.name).trim_end().to_string()),
                    "{head}"
                );
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
