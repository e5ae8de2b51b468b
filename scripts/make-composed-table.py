#!/usr/bin/env python3
"""Splits a benchmark table into module specs and a spec composing them (Specification §12), for
route-bench's composed table: the same routes and URLs as the source table, in MODULES modules,
each an ordinary public spec with the source's schemes, hosts and types, composed by a spec
without routes of its own. As features own their path prefixes, the routes are grouped by their
first segment and the groups dealt to the modules in turn (each module's named types are its own,
so routes that a type's values tell apart stay in one module).

usage: make-composed-table.py SOURCE_FOLDER PREFIX MODULES
  writes Benchmarks/Tables/<PREFIX>Routes (the composing spec and urls.txt) and
  Benchmarks/Tables/<PREFIX>Module<A…> (one per module).
"""
import json
import string
import sys
from pathlib import Path

source, prefix, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
tables = Path(__file__).resolve().parent.parent / "Benchmarks" / "Tables"
spec = json.loads((tables / source / "routes.json").read_text())
letters = string.ascii_uppercase[:count]


def first_segment(route):
    path = route if isinstance(route, str) else route.get("path") or route["paths"][0]
    return path.split("?")[0].strip("/").split("/")[0]


groups = {}
for name, route in spec["routes"].items():
    groups.setdefault(first_segment(route), []).append(name)
members = [[] for _ in letters]
for index, group in enumerate(sorted(groups, key=lambda key: (-len(groups[key]), key))):
    smallest = min(range(count), key=lambda module: len(members[module]))
    members[smallest] += groups[group]


def write(folder, document, comment):
    directory = tables / folder
    directory.mkdir(exist_ok=True)
    (directory / "routes.json").write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    (directory / f"{folder}.swift").write_text(comment)


modules = {}
for index, letter in enumerate(letters):
    folder = f"{prefix}Module{letter}"
    module = {key: value for key, value in spec.items() if key != "routes"}
    module["enum"] = f"{prefix}Module{letter}Route"
    module["access"] = "public"
    module["routes"] = {name: spec["routes"][name] for name in spec["routes"] if name in set(members[index])}
    write(folder, module,
          f"// {len(members[index])} routes of {source}, as module {letter.lower()} of {prefix}Routes;\n"
          f"// scripts/make-composed-table.py makes this folder.\n")
    modules[letter.lower()] = folder

composing = {
    "$schema": spec.get("$schema", "../../../routes.schema.json"),
    "version": 1,
    "enum": f"{prefix}Route",
    "access": "public",
    "modules": modules,
}
write(f"{prefix}Routes", composing,
      f"// The routes of {source} from {count} modules, composed (Specification §12); route-bench\n"
      f"// measures it beside {source}. scripts/make-composed-table.py makes this folder.\n")
(tables / f"{prefix}Routes" / "urls.txt").write_text((tables / source / "urls.txt").read_text())
