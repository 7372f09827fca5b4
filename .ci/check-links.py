#!/usr/bin/env python3
"""Checks that every relative link in the project's documentation resolves.

Reads README.md, docs/**/*.md, android/README.md and ios/README.md (or the
files given as arguments). For each relative link, Markdown `[text](target)`,
a reference definition `[name]: target`, or HTML `src="..."` / `href="..."`,
the target file or folder must exist; for `file.md#anchor` (or `#anchor` in
the same file) the anchor must be a heading of that file as GitHub names it,
or an explicit `id`/`name` in its HTML. Links to other sites (http:, https:,
mailto:) are not followed. Fenced code blocks and inline code are skipped.

Closing line: `links: N checked, N broken`; exits 1 if any is broken.
"""

import re
import sys
import unicodedata
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FILES = ["README.md", "docs", "android/README.md", "ios/README.md"]

INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML_ATTR = re.compile(r"\b(?:src|href)\s*=\s*\"([^\"]+)\"")
HTML_ID = re.compile(r"\b(?:id|name)\s*=\s*\"([^\"]+)\"")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(.+?)\1")


def markdown_files(args):
    """The Markdown files to check: each argument, or every .md under a folder."""
    for name in args or DEFAULT_FILES:
        path = (ROOT / name) if not Path(name).is_absolute() else Path(name)
        if path.is_dir():
            yield from sorted(path.rglob("*.md"))
        elif path.exists():
            yield path
        else:
            raise SystemExit(f"check-links: no such file {name}")


def prose_lines(text):
    """(line number, line) outside fenced code blocks."""
    fenced = None
    for number, line in enumerate(text.splitlines(), 1):
        fence = FENCE.match(line)
        if fence:
            if fenced is None:
                fenced = fence.group(1)
            elif fence.group(1) == fenced:
                fenced = None
            continue
        if fenced is None:
            yield number, line


def heading_text(raw):
    """A heading's text as GitHub renders it: no code ticks, emphasis or link targets."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", raw)
    text = re.sub(r"<[^>]+>", "", text)
    text = text.replace("`", "")
    text = re.sub(r"(\*\*|__|\*|_)(.+?)\1", r"\2", text)
    return text


def slug(text):
    """GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen."""
    text = heading_text(text).strip().lower()
    # What stays: letters, marks (Devanagari vowel signs), digits, '_', '-', spaces.
    kept = "".join(c for c in text if unicodedata.category(c)[0] in "LMN" or c in "_- ")
    return kept.replace(" ", "-")


_anchors = {}


def anchors(path):
    """Every anchor a file offers: heading slugs (with GitHub's -1, -2 for repeats) and HTML ids."""
    cache = _anchors
    if path not in cache:
        found = set()
        seen = {}
        for _, line in prose_lines(path.read_text(encoding="utf-8")):
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
            found.update(HTML_ID.findall(line))
        cache[path] = found
    return cache[path]


def links(path):
    """(line number, target) of every link in a Markdown file's prose."""
    for number, line in prose_lines(path.read_text(encoding="utf-8")):
        line = INLINE_CODE.sub("", line)
        for pattern in (INLINE_LINK, HTML_ATTR):
            for target in pattern.findall(line):
                yield number, target
        definition = REFERENCE_DEF.match(line)
        if definition:
            yield number, definition.group(1)


def problem(source, target):
    """Why a link from `source` to `target` does not resolve, or None if it does."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("//"):
        return None  # another site, or mailto:
    file_part, _, anchor = target.partition("#")
    if file_part.startswith("/"):
        return "absolute path: GitHub resolves it from the site's root, not the repository's"
    destination = (source.parent / unquote(file_part)).resolve() if file_part else source
    if not destination.exists():
        return f"no such file or folder: {destination.relative_to(ROOT) if destination.is_relative_to(ROOT) else destination}"
    if not destination.is_relative_to(ROOT):
        return "points outside the repository"
    if anchor and destination.suffix == ".md":
        if unquote(anchor).lower() not in anchors(destination):
            return f"no heading for #{anchor} in {destination.relative_to(ROOT)}"
    return None


def main(args):
    checked = 0
    broken = 0
    for path in markdown_files(args):
        for number, target in links(path):
            checked += 1
            reason = problem(path, target)
            if reason:
                broken += 1
                print(f"{path.relative_to(ROOT)}:{number}: {target}: {reason}")
    print(f"links: {checked} checked, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
