#!/usr/bin/env python3
"""Writes a synthetic routes.json of N routes, and a URL set, for the benchmark.

    scripts/make-synthetic-spec.py N OUT_SPEC [OUT_URLS] [--seed=S] [--enum=NAME] [--schema=PATH]

`--enum` names the generated enum (default `BenchRoute`); `--schema` is the `$schema` path written
into the spec (default `../../routes.schema.json`). The benchmark tables under
`Benchmarks/Tables/` are made with `scripts/make-benchmark-tables.sh`.

The mix follows issue 5: 40% static routes, 50% with one or two parameters, 10% with three;
parameter types int, uuid, string and a named enum; custom-scheme and universal links. The URL
set is 80% hits and 20% misses, and a quarter of the URLs carry utm_ query parameters. The same
N and seed always give the same bytes.
"""
import json
import random
import sys

WORDS = [
    "account", "orders", "products", "settings", "profile", "search", "help", "cart", "items",
    "users", "teams", "posts", "media", "offers", "stores", "brands", "lists", "events", "tickets",
    "reviews", "gifts", "deals", "news", "videos", "photos", "music", "books", "games", "apps",
    "maps", "places", "trips", "rides", "foods", "drinks", "tags", "notes", "files", "docs",
]
COLORS = ["red", "green", "blue", "dark-blue", "light-green"]


def make(n, seed, enum_name="BenchRoute", schema="../../routes.schema.json"):
    rng = random.Random(seed)
    routes = {}
    used_paths = set()
    samples = []  # (url, hit)
    index = 0
    while len(routes) < n:
        index += 1
        kind = rng.random()
        # A unique literal prefix per route keeps the table free of ambiguities.
        head = f"{rng.choice(WORDS)}{index}"
        segs = [head]
        params = []
        if kind < 0.4:
            count = 0
            if rng.random() < 0.5:
                segs.append(rng.choice(WORDS))
        elif kind < 0.9:
            count = rng.choice([1, 2])
        else:
            count = 3
        for p in range(count):
            t = rng.choices(["int", "uuid", "string", "Color"], weights=[4, 2, 3, 1])[0]
            name = f"p{p}"
            if rng.random() < 0.5 and p > 0:
                segs.append(rng.choice(WORDS))
            segs.append("{" + name + ("" if t == "string" else ":" + t) + "}")
            params.append((name, t))
        path = "/" + "/".join(segs)
        if path in used_paths:
            continue
        used_paths.add(path)
        name = f"route{index}"
        scope = rng.random()
        route = {"path": path}
        if scope < 0.2:
            route["hosts"] = []
        elif scope < 0.3:
            route["schemes"] = []
        routes[name] = route

        def value(t):
            if t == "int":
                return str(rng.randint(0, 100000))
            if t == "uuid":
                return "%08x-%04x-%04x-%04x-%012x" % (
                    rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(16),
                    rng.getrandbits(16), rng.getrandbits(48))
            if t == "string":
                return rng.choice(["ada", "grace", "linus", "hello-world", "caf%C3%A9"])
            return rng.choice(COLORS)

        def url(hit=True):
            parts = []
            for s in segs:
                if s.startswith("{"):
                    t = dict(params)[s[1:-1].split(":")[0]]
                    v = value(t)
                    if not hit and t in ("int", "uuid", "Color"):
                        v = "not-a-" + t.lower()
                    parts.append(v)
                else:
                    parts.append(s)
            if "hosts" in route:  # custom scheme only
                text = "myapp://" + "/".join(parts)
            elif "schemes" in route:  # universal link only
                text = "https://example.com/" + "/".join(parts)
            else:
                text = rng.choice(["https://example.com/", "myapp://"]) + "/".join(parts)
            if rng.random() < 0.25:
                text += "?utm_source=newsletter&utm_medium=email&utm_campaign=spring"
            return text

        samples.append(url)
    spec = {
        "$schema": schema,
        "version": 1,
        "enum": enum_name,
        "access": "public",
        "schemes": ["myapp"],
        "hosts": ["example.com"],
        "types": {"Color": COLORS},
        "routes": routes,
    }
    urls = []
    for i in range(10000):
        make_url = samples[rng.randrange(len(samples))]
        r = rng.random()
        if r < 0.8:
            urls.append(make_url())
        elif r < 0.9:
            urls.append("https://example.com/unknown" + str(i) + "/path")
        else:
            urls.append(make_url(hit=False) if rng.random() < 0.5 else "https://evil.example/" + str(i))
    return spec, urls


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed = 42
    enum_name = "BenchRoute"
    schema = "../../routes.schema.json"
    for a in sys.argv[1:]:
        if a.startswith("--seed="):
            seed = int(a.split("=", 1)[1])
        elif a.startswith("--enum="):
            enum_name = a.split("=", 1)[1]
        elif a.startswith("--schema="):
            schema = a.split("=", 1)[1]
        elif a.startswith("--"):
            sys.exit(f"unknown option {a}")
    if len(args) < 2:
        sys.exit(__doc__)
    n = int(args[0])
    spec, urls = make(n, seed, enum_name, schema)
    with open(args[1], "w") as f:
        json.dump(spec, f, indent=2)
        f.write("\n")
    if len(args) > 2:
        with open(args[2], "w") as f:
            f.write("\n".join(urls) + "\n")


if __name__ == "__main__":
    main()
