#!/usr/bin/env python3
"""Android lint's NewApi check, on compiled classes (issue 39).

    android_new_api.py --min-sdk N --levels DIR [--levels DIR ...] --check DIR [--check DIR ...]

Every use of a class, method or field in the classes under each --check folder (the app's
compiled Kotlin) is looked up in the classes of every --levels and --check folder (the
Android stand-ins of android/TypeCheck and the app itself). A declaration's API level is
its `androidx.annotation.RequiresApi` annotation (on it, on its class or an enclosing one;
the stand-ins carry Android's documented levels that way); a member found through a
subclass is looked up along the superclasses. A use of a level above N must sit where the
code has checked `Build.VERSION.SDK_INT` against at least that level, or inside a method or
class annotated @RequiresApi of at least that level, else it is reported as
`File.kt:LINE: error: ...` and the exit status is 1.

How a check is seen: bytecode, not source, so names are resolved by the compiler. Within
one method, the level known at each instruction is found by a data-flow pass over its
branches: a comparison of the SDK_INT field with a constant (`SDK_INT >= 33`, `SDK_INT < 33`
before an early return, `33 <= SDK_INT`, each as kotlinc compiles it) raises the known level
on the branch where it holds; where branches meet, the lower level is kept. Limits (each
errs on the side of reporting): a lambda's body is a method of its own, so a check around
a lambda does not cover the code inside it; a comparison through a variable or a helper
function is not followed; an exception handler starts from the method's level.
"""
import argparse
import os
import re
import subprocess
import sys

REQUIRES_API = "androidx.annotation.RequiresApi("
SDK_INT = "android/os/Build$VERSION.SDK_INT:I"
RETURNS = {"return", "ireturn", "lreturn", "freturn", "dreturn", "areturn", "athrow"}
CONST = {"iconst_m1": -1, **{f"iconst_{i}": i for i in range(6)}}
INSN = re.compile(r"^\s+(\d+): ([a-z_][a-z0-9_]*)\s*(.*)$")
REF = re.compile(r"// (Method|InterfaceMethod|Field|class) (\S+)")


class Member:
    """One method of a class: its instructions and where its lines begin."""

    def __init__(self, name, desc):
        self.name, self.desc = name, desc
        self.level = 0
        self.code = []  # (offset, mnemonic, operands, switch targets)
        self.lines = []  # (offset, line)
        self.handlers = []


class ClassInfo:
    """What javap says of one class file."""

    def __init__(self, name):
        self.name = name
        self.super = None
        self.level = 0
        self.source = None
        self.members = {}  # name + desc -> Member


def javap(paths):
    """javap -v -p of many class files, in batches so one JVM reads many."""
    out = []
    for start in range(0, len(paths), 400):
        batch = paths[start:start + 400]
        result = subprocess.run(["javap", "-v", "-p"] + batch, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"android_new_api: javap failed:\n{result.stderr}")
        out.append(result.stdout)
    return "\n".join(out)


def parse(text):
    """ClassInfo for every class in javap -v -p output."""
    classes = {}
    cls = member = None
    in_code = in_members = False
    pending_annotation = None  # where the next RequiresApi value goes
    switch = None
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("Classfile "):
            cls, member, in_members, in_code, switch = None, None, False, False, None
            continue
        m = re.match(r"^  this_class: #\d+\s+// (\S+)", line)
        if m:
            cls = ClassInfo(m.group(1))
            classes[cls.name] = cls
            continue
        if cls is None:
            continue
        m = re.match(r"^  super_class: #\d+\s+// (\S+)", line)
        if m:
            cls.super = m.group(1)
            continue
        if line == "{":
            in_members = True
            continue
        if line == "}":
            in_members, member, in_code = False, None, False
            continue
        m = re.match(r'^SourceFile: "(.*)"', line)
        if m:
            cls.source = m.group(1)
            continue
        if in_members and re.match(r"^  \S", line) and not line.startswith("  descriptor"):
            header = line.strip().rstrip(";")
            if header.startswith("static {}"):
                name = "<clinit>"
            elif "(" in header:
                name = header.split("(")[0].split()[-1]
                if name.replace(".", "/") == cls.name:
                    name = "<init>"
            else:
                name = header.split()[-1]
            desc = lines[i + 1].strip()[len("descriptor: "):] if i + 1 < len(lines) else ""
            member = Member(name, desc)
            cls.members[name + desc] = member
            in_code, switch = False, None
            continue
        stripped = line.strip()
        if stripped.startswith(REQUIRES_API):
            pending_annotation = member if in_members else cls
            continue
        if pending_annotation is not None:
            m = re.match(r"^(?:value|api)=(\d+)$", stripped)
            if m:
                pending_annotation.level = max(pending_annotation.level, int(m.group(1)))
            if stripped == ")":
                pending_annotation = None
            continue
        if member is None:
            continue
        if stripped == "Code:":
            in_code = True
            continue
        if in_code:
            if switch is not None:
                m = re.match(r"^(?:-?\d+|default): (\d+)$", stripped)
                if m:
                    switch.append(int(m.group(1)))
                    continue
                if stripped == "}":
                    switch = None
                    continue
            m = INSN.match(line)
            if m:
                targets = []
                if m.group(2) in ("tableswitch", "lookupswitch"):
                    switch = targets
                member.code.append((int(m.group(1)), m.group(2), m.group(3), targets))
                continue
            m = re.match(r"^line (\d+): (\d+)$", stripped)
            if m:
                member.lines.append((int(m.group(2)), int(m.group(1))))
                continue
            m = re.match(r"^(\d+)\s+(\d+)\s+(\d+)\s+(?:Class|any)", stripped)
            if m:
                member.handlers.append(int(m.group(3)))
    return classes


def class_files(folders):
    return [os.path.join(d, f) for folder in folders for d, _, fs in os.walk(folder) for f in fs
            if f.endswith(".class")]


class Levels:
    """API levels of classes and members, looked up along outer and super classes."""

    def __init__(self, classes):
        self.classes = classes

    def of_class(self, name):
        name = name.lstrip("[").removeprefix("L").removesuffix(";")
        level, outer = 0, name
        while outer:
            info = self.classes.get(outer)
            if info:
                level = max(level, info.level)
            outer = outer.rsplit("$", 1)[0] if "$" in outer else None
        return level

    def of_member(self, owner, key):
        level, cls, seen = self.of_class(owner), owner, set()
        while cls and cls not in seen:
            seen.add(cls)
            info = self.classes.get(cls)
            if info is None:
                break
            member = info.members.get(key)
            if member is not None:
                return max(level, self.of_class(cls), member.level)
            cls = info.super
        return level


def sdk_guard(code, i):
    """For the conditional jump at i, (level on the jump, level on the fall-through) or None."""
    op = code[i][1]
    if i < 2 or not op.startswith("if_icmp"):
        return None

    def const(k):
        mnemonic, operands = code[k][1], code[k][2]
        if mnemonic in CONST:
            return CONST[mnemonic]
        if mnemonic in ("bipush", "sipush"):
            return int(operands.split()[0])
        return None

    def is_sdk(k):
        return code[k][1] == "getstatic" and SDK_INT in code[k][2]

    cond = op[len("if_icmp"):]
    if is_sdk(i - 2) and const(i - 1) is not None:
        n = const(i - 1)  # jump when SDK_INT <cond> n
        table = {"ge": (n, None), "gt": (n + 1, None), "lt": (None, n), "le": (None, n + 1), "eq": (n, None)}
    elif const(i - 2) is not None and is_sdk(i - 1):
        n = const(i - 2)  # jump when n <cond> SDK_INT
        table = {"le": (n, None), "lt": (n + 1, None), "gt": (None, n), "ge": (None, n + 1), "eq": (n, None)}
    else:
        return None
    return table.get(cond)


def check_method(cls, member, levels, min_sdk):
    """The uses in one method above the level known where they are: (line, level, what)."""
    code = member.code
    if not code:
        return []
    start = max(min_sdk, levels.of_class(cls.name), member.level)
    index = {offset: k for k, (offset, *_rest) in enumerate(code)}
    known = [None] * len(code)
    work = [(0, start)] + [(index[h], start) for h in member.handlers if h in index]
    while work:
        k, level = work.pop()
        if known[k] is not None and known[k] <= level:
            continue
        known[k] = level
        offset, op, operands, switch = code[k]
        jump_level = fall_level = level
        guard = sdk_guard(code, k)
        if guard:
            jump_level = max(level, guard[0] or 0)
            fall_level = max(level, guard[1] or 0)
        targets = []
        if op in ("tableswitch", "lookupswitch"):
            targets = [(t, level) for t in switch]
        elif op.startswith("if") or op in ("goto", "goto_w"):
            targets = [(int(operands.split()[0]), jump_level)]
        for target, lvl in targets:
            if target in index:
                work.append((index[target], lvl))
        if op not in RETURNS and op not in ("goto", "goto_w", "tableswitch", "lookupswitch") and k + 1 < len(code):
            work.append((k + 1, fall_level))
    problems = []
    for k, (offset, op, operands, _switch) in enumerate(code):
        if known[k] is None:
            continue
        m = REF.search(operands)
        if not m:
            continue
        kind, ref = m.groups()
        if kind == "class":
            what, need = ref, levels.of_class(ref)
        else:
            owner, _, rest = ref.partition(".")
            name, _, desc = rest.partition(":")
            name = name.strip('"')
            what, need = f"{owner}.{name}", levels.of_member(owner, name + desc)
        if need > known[k]:
            line = max((ln for off, ln in member.lines if off <= offset), default=0)
            problems.append((line, need, what.replace("/", ".").replace("$", "."), known[k]))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min-sdk", type=int, required=True)
    parser.add_argument("--levels", action="append", default=[])
    parser.add_argument("--check", action="append", default=[])
    args = parser.parse_args()
    checked = parse(javap(class_files(args.check)))
    classes = parse(javap(class_files(args.levels)))
    classes.update(checked)
    levels = Levels(classes)
    if not any(info.level for info in classes.values()) and not any(
            m.level for info in classes.values() for m in info.members.values()):
        sys.exit("android_new_api: no @RequiresApi level found in the classes given; nothing would be checked")
    reported = set()
    for info in checked.values():
        package = info.name.rsplit("/", 1)[0] + "/" if "/" in info.name else ""
        for member in info.members.values():
            for line, need, what, have in check_method(info, member, levels, args.min_sdk):
                key = (package + (info.source or "?"), line, what)
                if key not in reported:
                    reported.add(key)
                    print(f"{key[0]}:{line}: error: {what} requires API level {need} (minSdk is "
                          f"{args.min_sdk}; known here: {have}); check Build.VERSION.SDK_INT first [NewApi]")
    uses = len(checked)
    if reported:
        print(f"android_new_api: {len(reported)} uses of an API above what is checked", file=sys.stderr)
        sys.exit(1)
    print(f"android_new_api: {uses} classes checked against minSdk {args.min_sdk}: no API used above its check")


if __name__ == "__main__":
    main()
