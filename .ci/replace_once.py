#!/usr/bin/env python3
"""replace_once.py FILE OLD NEW: replaces the first OLD in FILE by NEW, for the self-tests
that break copies of sources (.ci/link-android-resources.sh, .ci/compile-android-app.sh).
Exits 1, changing nothing, when FILE does not hold OLD."""
import sys

path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
if old not in text:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))
