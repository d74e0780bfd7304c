#!/usr/bin/env python3
"""Merges the symbol graphs of Shoji's library targets into the one module users import, `Shoji`.

Users write `import Shoji`; the types live in `ShojiCore` (the runtime), `ShojiControls` (views, controls,
modifiers) and `ShojiTerminal` (the ncurses backend). DocC documents one module, so the graphs that
`swift-symbolgraph-extract` wrote for those targets into RAW are combined into OUT/Shoji.symbols.json — the
targets' own symbols, and their extensions of each other's types — and OUT/Shoji@Swift.symbols.json (their
extensions of the standard library's types).

    Tools/merge-symbol-graphs.py RAW OUT
"""
import json
import os
import sys

OURS = ("ShojiCore", "ShojiControls", "ShojiTerminal")
# Extension graphs of these modules are documented (as now: not Foundation's, whose types DocC cannot link).
EXTERNAL = ("Swift",)


def main(raw, out):
    merged = {}
    for name in sorted(os.listdir(raw)):
        if not name.endswith(".symbols.json"):
            continue
        module, _, extended = name[: -len(".symbols.json")].partition("@")
        if module not in OURS:
            continue
        target = "Shoji" if not extended or extended in OURS else extended
        if target != "Shoji" and target not in EXTERNAL:
            continue
        graph = json.load(open(os.path.join(raw, name)))
        into = merged.setdefault(target, {"metadata": graph["metadata"], "module": dict(graph["module"], name="Shoji"),
                                          "symbols": {}, "relationships": []})
        for symbol in graph["symbols"]:
            into["symbols"][symbol["identifier"]["precise"]] = symbol
        into["relationships"] += graph["relationships"]
    os.makedirs(out, exist_ok=True)
    for target, graph in merged.items():
        seen, relationships = set(), []
        for r in graph["relationships"]:
            key = (r["source"], r["target"], r["kind"])
            if key not in seen:
                seen.add(key)
                relationships.append(r)
        graph["symbols"] = list(graph["symbols"].values())
        graph["relationships"] = relationships
        name = "Shoji.symbols.json" if target == "Shoji" else f"Shoji@{target}.symbols.json"
        text = json.dumps(graph)
        for module in OURS:
            text = text.replace(f'"extendedModule":"{module}"', '"extendedModule":"Shoji"').replace(
                f'"extendedModule": "{module}"', '"extendedModule": "Shoji"')
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
