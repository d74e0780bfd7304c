#!/usr/bin/env python3
"""Which folders of Shoji's sources use which: a table (Markdown), and a check for `make lint`.

A folder is a target's top-level folder (`ShojiCore/Graph`); a folder *uses* another when one of its files
names a type (class, struct, enum, protocol, actor or typealias) declared there. Comments and string literals
are ignored. Two folders that use each other are a *two-way pair*; the pairs that exist today are listed in
`Tools/folder-deps.allowed` (with the count of references each way), and `--check` fails when a pair appears
that is not listed there, so the list only shrinks.

    Tools/folder-deps.py            prints the table (Markdown) and the two-way pairs
    Tools/folder-deps.py --check    exits 1 on a two-way pair missing from folder-deps.allowed
    Tools/folder-deps.py --write    rewrites folder-deps.allowed with today's pairs
"""
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
ALLOWED = os.path.join(ROOT, "Tools", "folder-deps.allowed")
# Targets whose folders are compared (the C shims and the macro plugin name no Swift type of ours).
TARGETS = ["ShojiCore", "ShojiControls", "ShojiTerminal", "Shoji", "Combine"]

DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|"
                  r"nonisolated|indirect|package)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+"
                  r"([A-Z]\w*)", re.M)
IDENT = re.compile(r"\b[A-Z]\w*\b")


def strip(text):
    """Removes comments and string literals (roughly: enough to not count names in prose)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return text


def folders():
    """Maps each Swift file to its folder (`Target/Top`, or `Target` for files at the target's root)."""
    result = {}
    for target in TARGETS:
        base = os.path.join(SOURCES, target)
        if not os.path.isdir(base):
            continue
        for dirpath, _, files in os.walk(base):
            for name in files:
                if name.endswith(".swift"):
                    path = os.path.join(dirpath, name)
                    rel = os.path.relpath(path, base).split(os.sep)
                    result[path] = target + ("/" + rel[0] if len(rel) > 1 else "")
    return result


def analyse():
    files = folders()
    texts = {path: strip(open(path, encoding="utf-8").read()) for path in files}
    declared = defaultdict(set)
    for path, text in texts.items():
        for name in DECL.findall(text):
            declared[name].add(files[path])
    owner = {name: next(iter(where)) for name, where in declared.items() if len(where) == 1}
    uses = defaultdict(int)
    for path, text in texts.items():
        here = files[path]
        for name in IDENT.findall(text):
            there = owner.get(name)
            if there and there != here:
                uses[(here, there)] += 1
    return sorted(set(files.values())), uses


def pairs(uses):
    found = {}
    for (a, b), n in uses.items():
        if a < b and (b, a) in uses:
            found[(a, b)] = (n, uses[(b, a)])
    return found


def main():
    names, uses = analyse()
    two_way = pairs(uses)
    if "--write" in sys.argv:
        with open(ALLOWED, "w") as out:
            out.write("# Two-way folder pairs that exist today (A B refs-A-to-B refs-B-to-A). make lint fails on a\n"
                      "# new one; remove a line when its pair is gone (Tools/folder-deps.py --write).\n")
            for (a, b), (x, y) in sorted(two_way.items()):
                out.write(f"{a} {b} {x} {y}\n")
        return 0
    if "--check" in sys.argv:
        allowed = set()
        if os.path.exists(ALLOWED):
            for line in open(ALLOWED):
                if line.strip() and not line.startswith("#"):
                    a, b = line.split()[:2]
                    allowed.add((a, b))
        new = [p for p in two_way if p not in allowed]
        targets_pairs = [p for p in two_way if p[0].split("/")[0] != p[1].split("/")[0]]
        for a, b in new:
            x, y = two_way[(a, b)]
            print(f"error: new two-way folder dependency {a} <-> {b} ({x} and {y} type references);"
                  f" Tools/folder-deps.py lists them", file=sys.stderr)
        for a, b in targets_pairs:
            print(f"error: two targets use each other: {a} <-> {b}", file=sys.stderr)
        gone = [p for p in allowed if p not in two_way]
        for a, b in gone:
            print(f"note: {a} <-> {b} is no longer two-way: remove it from Tools/folder-deps.allowed")
        return 1 if new or targets_pairs else 0
    print("| Folder | Uses (type references) |")
    print("|---|---|")
    for name in names:
        used = sorted(((b, n) for (a, b), n in uses.items() if a == name), key=lambda x: -x[1])
        print(f"| `{name}` | " + ", ".join(f"{b.split('/', 1)[-1] if b.split('/')[0] == name.split('/')[0] else b} {n}"
                                          for b, n in used) + " |")
    print()
    print(f"Two-way pairs: {len(two_way)}")
    for (a, b), (x, y) in sorted(two_way.items()):
        print(f"  {a} <-> {b}: {x} / {y}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
