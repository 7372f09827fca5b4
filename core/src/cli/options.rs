//! Reading options from the command line: `--name value` pairs and numbers,
//! with the error messages every command shares.

/// Options as `--name value` pairs, each allowed name at most once; `usage`
/// ends the message for an unknown option or a missing value.
pub fn pairs(
    args: &[String],
    allowed: &[&str],
    usage: &str,
) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if !allowed.contains(&flag.as_str()) {
            return Err(format!("unknown option '{flag}'. {usage}"));
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value. {usage}"))?;
        if out.iter().any(|(f, _)| f == flag) {
            return Err(format!("{flag} is given twice"));
        }
        out.push((flag.clone(), value.clone()));
    }
    Ok(out)
}

/// The value given for `flag`, if any.
pub fn find<'a>(opts: &'a [(String, String)], flag: &str) -> Option<&'a String> {
    opts.iter().find(|(f, _)| f == flag).map(|(_, v)| v)
}

/// The whole number after the flag `flag` (the iterator's next word), or the
/// message naming what is missing or wrong; `usage` ends the missing-value message.
pub fn number<'a>(
    it: &mut impl Iterator<Item = &'a String>,
    flag: &str,
    usage: &str,
) -> Result<u64, String> {
    let v = it.next().ok_or(format!("{flag} needs a value. {usage}"))?;
    v.parse()
        .map_err(|_| format!("{flag} {v}: expected a whole number"))
}

/// As [`number`], refusing 0: for counts where none would do nothing.
pub fn count<'a>(
    it: &mut impl Iterator<Item = &'a String>,
    flag: &str,
    usage: &str,
) -> Result<u64, String> {
    let v = number(it, flag, usage)?;
    if v == 0 {
        return Err(format!("{flag} 0: expected 1 or more"));
    }
    Ok(v)
}
