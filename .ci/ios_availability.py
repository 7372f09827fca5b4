#!/usr/bin/env python3
"""Makes swiftc on Linux hold Swift sources to Apple's iOS availability (issue 39).

    ios_availability.py --target 17.0 --out DIR FILE...

FILEs may come from several folders but must have different names (DIR is flat).

swiftc ignores `@available(iOS 18.0, *)` and `#available(iOS 18.0, *)` when it compiles
for Linux (an iOS version says nothing about Linux), so a copy of each FILE is written to
DIR with every iOS version above --target (the app's deployment target) turned into a
*custom availability domain*, which swiftc does enforce on any platform (Swift 6.2's
experimental CustomAvailability; the domains are declared, dynamic, in a Clang module
written to DIR/IOSAvailabilityDomains):

    @available(iOS 18.0, *)         ->  @available(iOS17_4) @available(iOS18_0)
    if #available(iOS 18.0, *) {    ->  if #available(iOS17_4), #available(iOS18_0) {
    @available(iOS, introduced: 13.0, deprecated: 17.0, message: "M")
                                    ->  @available(*, deprecated, message: "M")

A declaration of version V needs every domain up to V (iOS 18 code may use an iOS 17.4
declaration). Using it outside an `if #available` or an `@available` context of that
version is then swiftc's own error "'x' is only available in iOS18_0". Versions at or below
the target are dropped (available everywhere the app runs); a deprecation at or below the
target becomes a plain deprecation warning. Each copy gains `import IOSAvailabilityDomains;`
at the start of its first line, so line numbers stay the source's.

Compile the copies with `-enable-experimental-feature CustomAvailability -I DIR`.
"""
import argparse
import os
import re
import sys

IOS_AVAILABLE = re.compile(r"@available\(\s*iOS\s+(\d+(?:\.\d+)*)\s*(?:,[^)]*)?\)")
IOS_LONG = re.compile(r"@available\(\s*iOS\s*,([^)]*)\)")
IF_AVAILABLE = re.compile(r"#(available|unavailable)\(\s*iOS\s+(\d+(?:\.\d+)*)\s*,\s*\*\s*\)")
MODULE = "IOSAvailabilityDomains"
# Apple's iOS releases that brought API (developer.apple.com/documentation/ios-ipados-release-notes):
# the domains are the same whatever the files name, so modules rewritten apart fit together.
KNOWN = ["13.0", "13.1", "13.2", "13.4", "14.0", "14.2", "14.5", "15.0", "15.2", "15.4", "16.0", "16.1",
         "16.2", "16.4", "17.0", "17.1", "17.2", "17.4", "17.5", "18.0", "18.1", "18.2", "18.4", "26.0",
         "26.1"]


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))[:3]


def domain(v):
    major, minor, patch = v
    return f"iOS{major}_{minor}" + (f"_{patch}" if patch else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    target = version(args.target)
    texts = {path: open(path, encoding="utf-8").read() for path in args.files}
    # The copies sit side by side in --out (the app's sources are in one folder per feature),
    # so two files of one name would silently become one.
    seen = {}
    for path in args.files:
        name = os.path.basename(path)
        if name in seen:
            sys.exit(f"ios_availability: {seen[name]} and {path} have the same name; "
                     "their copies would overwrite each other in --out (rename one)")
        seen[name] = path

    # Every version above the target that any file names, so that the domains are shared.
    newer = set()
    for text in texts.values():
        for m in IOS_AVAILABLE.finditer(text):
            newer.add(version(m.group(1)))
        for m in IF_AVAILABLE.finditer(text):
            newer.add(version(m.group(2)))
        for m in IOS_LONG.finditer(text):
            intro = re.search(r"introduced:\s*(\d+(?:\.\d+)*)", m.group(1))
            if intro:
                newer.add(version(intro.group(1)))
    known = {version(k) for k in KNOWN}
    unknown = sorted(v for v in newer if v > target and v not in known)
    if unknown:
        sys.exit("ios_availability: iOS " + ", ".join(".".join(map(str, v)) for v in unknown)
                 + " is not in KNOWN (.ci/ios_availability.py); add the release there")
    newer = sorted(v for v in known if v > target)

    def needs(v):
        return [domain(d) for d in newer if d <= v]

    def declaration(v):
        return " ".join(f"@available({d})" for d in needs(v)) if v > target else ""

    def long_form(m):
        fields = m.group(1)
        intro = re.search(r"introduced:\s*(\d+(?:\.\d+)*)", fields)
        deprecated = re.search(r"deprecated:\s*(\d+(?:\.\d+)*)", fields)
        message = re.search(r'message:\s*("(?:[^"\\]|\\.)*")', fields)
        out = []
        if intro:
            out.append(declaration(version(intro.group(1))))
        if deprecated and version(deprecated.group(1)) <= target:
            out.append("@available(*, deprecated" + (f", message: {message.group(1)}" if message else "") + ")")
        if re.search(r"\bunavailable\b", fields):
            out.append("@available(*, unavailable)")
        return " ".join(o for o in out if o)

    def condition(m):
        kind, v = m.group(1), version(m.group(2))
        if v <= target:
            return m.group(0)
        if kind == "unavailable":
            sys.exit(f"ios_availability: #unavailable(iOS {m.group(2)}, *) above the deployment target "
                     "is not supported by this check; write it as `if #available ... else`")
        return ", ".join(f"#available({d})" for d in needs(v))

    os.makedirs(args.out, exist_ok=True)
    for path, text in texts.items():
        text = IOS_LONG.sub(long_form, text)
        text = IOS_AVAILABLE.sub(lambda m: declaration(version(m.group(1))), text)
        text = IF_AVAILABLE.sub(condition, text)
        with open(os.path.join(args.out, os.path.basename(path)), "w", encoding="utf-8") as f:
            f.write(f"import {MODULE}; " + text)

    module = os.path.join(args.out, MODULE)
    os.makedirs(module, exist_ok=True)
    with open(os.path.join(module, "domains.h"), "w", encoding="utf-8") as f:
        f.write("// Written by .ci/ios_availability.py: one dynamic domain per iOS version above the\n"
                f"// deployment target ({args.target}) that the sources name.\n"
                "#include <availability_domain.h>\n"
                "int baghchal_ios_version_check(void);\n")
        for v in newer:
            f.write(f"CLANG_DYNAMIC_AVAILABILITY_DOMAIN({domain(v)}, baghchal_ios_version_check);\n")
    with open(os.path.join(module, "module.modulemap"), "w", encoding="utf-8") as f:
        f.write(f'module {MODULE} {{\n    header "domains.h"\n    export *\n}}\n')
    print(" ".join(domain(v) for v in newer))


if __name__ == "__main__":
    main()
