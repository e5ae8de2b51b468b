#!/usr/bin/env python3
"""Writes a synthetic routes.json of N routes, and a URL set, for the benchmark.

    scripts/make-synthetic-spec.py N OUT_SPEC [OUT_URLS] [--shape=SHAPE] [--seed=S] [--enum=NAME]
                                   [--schema=PATH]

`--shape` is one of (default `distinct-prefix`):

- `distinct-prefix`: every route starts with its own literal (`/offers10/...`); 40% static routes,
  50% with one or two parameters, 10% with three; int, uuid, string and a named enum. The root of
  the trie has one branch per route. 80% hits, a quarter of the URLs with utm_ parameters.
- `shared-prefix`: routes of two to six segments drawn from a small vocabulary of literals, that
  share their prefixes (`/api/{version}/users/{user:int}/orders/{order:uuid}`), with typed
  parameters in the middle: nodes with literal and parameter children side by side, so the
  matcher backtracks. 80% hits; the misses fail deep in the trie, on a value that does not parse,
  or at the first segment or the host.
- `query-heavy`: routes that read three to six typed query parameters (int, bool, double, uuid,
  named enums; required, optional, defaulted and lists), some on the same path as another route
  with a different number of required keys; the URLs carry them in random order among utm_ keys.
  80% hits; the misses lack a required key, repeat a scalar key or carry a value that does not
  parse.
- `mixed`: routes whose segments mix literal text and parameters (`/{slug}-{id:int}`,
  `/@{user}`, `/files/{name}.json`, `/v{major:int}.{minor:int}`), some beside a string or another
  mixed segment. Needs a compiler that reads mixed segments (Specification §3.6 rule 8).

`--enum` names the generated enum (default `BenchRoute`); `--schema` is the `$schema` path written
into the spec (default `../../routes.schema.json`). The benchmark tables under `Benchmarks/Tables/`
are made with `scripts/make-benchmark-tables.sh`. Every table is free of ambiguities by
construction (`route-compiler check` passes on it), and the same arguments always give the same
bytes: each shape draws from its own `random.Random(seed)`, and nothing depends on hash order.
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


def spec_document(enum_name, schema, types, routes):
    """The routes.json document, keys in a fixed order."""
    return {
        "$schema": schema,
        "version": 1,
        "enum": enum_name,
        "access": "public",
        "schemes": ["myapp"],
        "hosts": ["example.com"],
        "types": types,
        "routes": routes,
    }


def random_uuid(rng):
    return "%08x-%04x-%04x-%04x-%012x" % (
        rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(16),
        rng.getrandbits(16), rng.getrandbits(48))


def random_scope(rng, route):
    """20% custom scheme only, 10% universal links only, the rest both (as distinct-prefix)."""
    scope = rng.random()
    if scope < 0.2:
        route["hosts"] = []
    elif scope < 0.3:
        route["schemes"] = []


def origin(rng, route):
    """The start of a URL the route accepts: `myapp://` or `https://example.com/`."""
    if "hosts" in route:
        return "myapp://"
    if "schemes" in route:
        return "https://example.com/"
    return rng.choice(["https://example.com/", "myapp://"])


# MARK: distinct-prefix

def make_distinct_prefix(n, seed, enum_name, schema):
    """Every route starts with its own literal (`/offers10/...`): the shape of 0.1's tables."""
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

        # The route's segments, parameters and object are bound now: a closure that read the loop's
        # variables when called would make every URL for the last route.
        def url(hit=True, segs=segs, params=params, route=route):
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


# MARK: shared-prefix

SHARED_HEADS = ["api", "shop", "account", "content", "admin", "media"]
# The name of a parameter right after each head.
SHARED_HEAD_PARAMETERS = {
    "api": "version", "shop": "store", "account": "account", "content": "locale", "admin": "tenant",
    "media": "collection",
}
SHARED_WORDS = [
    "users", "orders", "items", "posts", "comments", "files", "photos", "reviews", "members",
    "projects", "tickets", "events", "invoices", "payments", "stores", "products", "settings",
    "lists", "tags", "videos", "history", "summary", "details", "latest",
]
# Path parameter types. Typed ones (int, uuid, Color) read disjoint texts, and double and string
# are classes of their own (Specification §4.7), so two routes whose segment lists differ are never
# ambiguous; no literal of the vocabulary is a value of a typed parameter (no shadowing).
SHARED_TYPES = ["int", "uuid", "string", "Color", "double"]
SHARED_TYPE_WEIGHTS = [5, 3, 3, 1, 1]
SHARED_STRINGS = ["v2", "ada", "grace", "en-gb", "hello-world", "caf%C3%A9"]
SHARED_DOUBLES = ["3.25", "-1.5", "12", "0.125", "2.5e3"]


def make_shared_prefix(n, seed, enum_name, schema):
    rng = random.Random(seed)
    routes = {}
    shapes = []  # each route's segments: ("literal", word) or ("parameter", type)
    seen = set()
    index = 0
    while len(routes) < n:
        length = rng.choices([2, 3, 4, 5, 6], weights=[2, 3, 3, 2, 1])[0]
        if shapes and rng.random() < 0.85:
            # Share a prefix of an earlier route.
            base = rng.choice(shapes)
            segments = list(base[:rng.randint(1, min(len(base), length))])
        else:
            segments = [("literal", rng.choice(SHARED_HEADS))]
        while len(segments) < length:
            if rng.random() < 0.5:
                segments.append(("literal", rng.choice(SHARED_WORDS)))
            else:
                segments.append(("parameter", rng.choices(SHARED_TYPES, weights=SHARED_TYPE_WEIGHTS)[0]))
        key = tuple(segments)
        if key in seen:
            continue
        seen.add(key)
        shapes.append(key)
        index += 1
        route = {"path": shared_pattern(segments)}
        random_scope(rng, route)
        routes[f"route{index}"] = route
    spec = spec_document(enum_name, schema, {"Color": COLORS}, routes)

    names = list(routes)

    def value(kind, valid):
        if kind == "int":
            return str(rng.randint(0, 100000)) if valid else rng.choice(["x12", "1.5", "12abc"])
        if kind == "uuid":
            return random_uuid(rng) if valid else "not-a-uuid"
        if kind == "Color":
            return rng.choice(COLORS) if valid else "purple"
        if kind == "double":
            return rng.choice(SHARED_DOUBLES) if valid else rng.choice(["1,5", "abc", "1.2.3"])
        return rng.choice(SHARED_STRINGS)

    def url(position, bad=None, last=None, extra=None, start=None):
        """A URL of route `position`; `bad`: the index of a typed segment to spoil; `last`: a text
        that replaces the last segment; `extra`: one more segment; `start`: another origin."""
        segments = shapes[position]
        parts = []
        for at, (what, text) in enumerate(segments):
            if what == "literal":
                parts.append(text)
            else:
                parts.append(value(text, valid=at != bad))
        if last is not None:
            parts[-1] = last
        if extra is not None:
            parts.append(extra)
        text = (start or origin(rng, routes[names[position]])) + "/".join(parts)
        if rng.random() < 0.25:
            text += "?utm_source=newsletter&utm_medium=email&utm_campaign=spring"
        return text

    urls = []
    for i in range(10000):
        position = rng.randrange(len(shapes))
        r = rng.random()
        if r < 0.8:
            urls.append(url(position))
        elif r < 0.88:
            # Deep: the prefix matches, then the last segment is an unknown word (which a string
            # parameter still reads), or there is one segment more.
            if rng.random() < 0.5:
                urls.append(url(position, last="archive"))
            else:
                urls.append(url(position, extra="extra"))
        elif r < 0.94:
            # A typed value that does not parse (a string sibling may still read it).
            typed = [at for at, (what, text) in enumerate(shapes[position])
                     if what == "parameter" and text != "string"]
            urls.append(url(position, bad=rng.choice(typed)) if typed else url(position, last="archive"))
        elif r < 0.97:
            urls.append(f"https://example.com/legacy{i}/{rng.choice(SHARED_WORDS)}")
        else:
            urls.append(url(position, start="https://evil.example/"))
    return spec, urls


def shared_pattern(segments):
    """The pattern of a shared-prefix route; parameters are named after the literal before them."""
    parts = []
    used = set()
    for at, (what, text) in enumerate(segments):
        if what == "literal":
            parts.append(text)
            continue
        before = segments[at - 1]
        if at == 1:
            name = SHARED_HEAD_PARAMETERS[before[1]]
        elif before[0] == "literal":
            name = before[1][:-1] if before[1].endswith("s") else before[1]
        else:
            name = "value"
        unique = name
        number = 2
        while unique in used:
            unique = f"{name}{number}"
            number += 1
        used.add(unique)
        parts.append("{" + unique + ("" if text == "string" else ":" + text) + "}")
    return "/" + "/".join(parts)


# MARK: query-heavy

SORT_ORDERS = ["newest", "oldest", "price-low", "price-high", "popular"]
SIZES = ["xs", "s", "m", "l", "xl"]
QUERY_ENUMS = {"Color": COLORS, "SortOrder": SORT_ORDERS, "Size": SIZES}
# Query parameters: name and element type; the plural names are lists, the others scalars. Each
# route reads three to six of them.
QUERY_VOCABULARY = [
    ("page", "int"), ("limit", "int"), ("offset", "int"), ("count", "int"), ("revision", "int"),
    ("inStock", "bool"), ("featured", "bool"), ("compact", "bool"), ("minPrice", "double"),
    ("maxPrice", "double"), ("lat", "double"), ("lng", "double"), ("radius", "double"),
    ("store", "uuid"), ("user", "uuid"), ("session", "uuid"), ("sort", "SortOrder"),
    ("color", "Color"), ("size", "Size"), ("ids", "int"), ("colors", "Color"), ("sizes", "Size"),
    ("stores", "uuid"),
]
QUERY_LISTS = {"ids", "colors", "sizes", "stores"}
QUERY_DOUBLES = ["19.99", "-3", "0.5", "2.5e3", "48.8566", "100"]
QUERY_BAD = {"int": ["abc", "1.5", ""], "bool": ["yes", "2", "TRUE"], "double": ["1,5", "abc", "--1"],
             "uuid": ["not-a-uuid", "1234"], "enum": ["purple", "Newest", ""]}


def query_value(rng, kind):
    """A valid text of `kind`, sometimes percent-encoded."""
    if kind == "int":
        return str(rng.choice([rng.randint(0, 100), rng.randint(0, 100000), -rng.randint(1, 50)]))
    if kind == "bool":
        return rng.choice(["true", "false", "1", "0"])
    if kind == "double":
        return rng.choice(QUERY_DOUBLES)
    if kind == "uuid":
        value = random_uuid(rng)
        return value.upper() if rng.random() < 0.2 else value
    value = rng.choice(QUERY_ENUMS[kind])
    return value.replace("-", "%2D") if rng.random() < 0.2 else value


def make_query_heavy(n, seed, enum_name, schema):
    rng = random.Random(seed)
    routes = {}
    parameters = {}  # route name -> [(name, kind, role)], role: required, optional, defaulted, list
    paths = {}  # path -> the required-key counts of its routes
    path_of = {}
    index = 0
    while len(routes) < n:
        index += 1
        earlier = [path for path, counts in paths.items() if len(counts) < 3]
        if earlier and rng.random() < 0.15:
            # Another route on the path of an earlier one: it must require another number of keys
            # (Specification §4.7 rule 4), or the two would be ambiguous.
            path = rng.choice(earlier)
        else:
            path = f"/{rng.choice(WORDS)}{index}"
            r = rng.random()
            if r < 0.3:
                path += "/{id:int}"
            elif r < 0.45:
                path += "/{id:uuid}"
            elif r < 0.6:
                path += "/" + rng.choice(WORDS)
        chosen = rng.sample(QUERY_VOCABULARY, rng.randint(3, 6))
        declared = {}
        reads = []
        for name, kind in chosen:
            if name in QUERY_LISTS:
                role = "list"
            else:
                role = rng.choices(["required", "optional", "defaulted"], weights=[3, 3, 2])[0]
            if role == "defaulted" and kind == "uuid":
                role = "optional"
            if role == "required":
                declared[name] = kind
            elif role == "optional":
                declared[name] = kind + "?"
            elif role == "list":
                declared[name] = "[" + kind + "]"
            else:
                declared[name] = kind + " = " + default_literal(rng, kind)
            reads.append((name, kind, role))
        required = sum(1 for _, _, role in reads if role == "required")
        if path in paths and required in paths[path]:
            index -= 1
            continue
        paths.setdefault(path, []).append(required)
        name = f"route{index}"
        route = {"path": path, "query": declared}
        # Routes on one path share their audience, so that precedence, not the scheme, decides.
        if path in path_of:
            for key in ("schemes", "hosts"):
                if key in routes[path_of[path]]:
                    route[key] = []
        else:
            random_scope(rng, route)
            path_of[path] = name
        routes[name] = route
        parameters[name] = reads
    spec = spec_document(enum_name, schema, QUERY_ENUMS, routes)

    names = list(routes)

    def url(name, miss=None):
        route = routes[name]
        reads = parameters[name]
        items = []
        for key, kind, role in reads:
            present = role == "required" or rng.random() < 0.5
            if role == "list":
                items += [(key, query_value(rng, kind)) for _ in range(rng.randint(0, 3))]
            elif present:
                items.append((key, query_value(rng, kind)))
        if miss == "missing":
            required = [key for key, _, role in reads if role == "required"]
            if required:
                gone = rng.choice(required)
                items = [item for item in items if item[0] != gone]
            else:
                miss = "bad"
        if miss == "bad":
            key, kind, _ = rng.choice(reads)
            spoilt = (key, rng.choice(QUERY_BAD["enum" if kind in QUERY_ENUMS else kind]))
            items = [item for item in items if item[0] != key] + [spoilt]
        if miss == "repeated":
            key, kind, _ = rng.choice([read for read in reads if read[2] != "list"] or reads)
            items = [item for item in items if item[0] != key]
            items += [(key, query_value(rng, kind)), (key, query_value(rng, kind))]
        if rng.random() < 0.6:
            items += [("utm_source", "newsletter"), ("utm_medium", "email"), ("utm_campaign", "spring%20sale")]
        if rng.random() < 0.2:
            items.append(("ref", "share"))
        rng.shuffle(items)
        segments = []
        for segment in route["path"].split("/")[1:]:
            if segment == "{id:int}":
                segments.append(str(rng.randint(0, 100000)))
            elif segment == "{id:uuid}":
                segments.append(random_uuid(rng))
            else:
                segments.append(segment)
        text = origin(rng, route) + "/".join(segments)
        if items:
            text += "?" + "&".join(f"{key}={value}" for key, value in items)
        return text

    urls = []
    for i in range(10000):
        name = names[rng.randrange(len(names))]
        r = rng.random()
        if r < 0.8:
            urls.append(url(name))
        elif r < 0.88:
            urls.append(url(name, miss="missing"))
        elif r < 0.94:
            urls.append(url(name, miss="bad"))
        elif r < 0.97:
            urls.append(url(name, miss="repeated"))
        else:
            urls.append(rng.choice([f"https://example.com/unknown{i}?page=1", f"https://evil.example/{i}?page=2"]))
    return spec, urls


def default_literal(rng, kind):
    if kind == "int":
        return str(rng.choice([1, 10, 20, 50]))
    if kind == "bool":
        return rng.choice(["false", "true"])
    if kind == "double":
        return rng.choice(["1.5", "10", "0.25"])
    return rng.choice(QUERY_ENUMS[kind])


# MARK: mixed

# Mixed segments (Specification §4.6) by their number of literal characters: siblings under one
# prefix have different numbers, or a string beside them, so that precedence decides between them
# and no two are ambiguous; none reads a literal sibling (§9.3 rule 4).
MIXED_TEMPLATES = [
    ("{slug}-{id:int}", 1), ("@{user}", 1), ("{id:int}-{color:Color}", 1),
    ("v{major:int}.{minor:int}", 2), ("{name}.json", 5), ("{name}.thumb.png", 10),
]
MIXED_SLUGS = ["my-cool-post", "hello", "a-b-c", "caf%C3%A9-menu", "2024-recap"]
MIXED_NAMES = ["report", "archive.tar", "data-2024", "caf%C3%A9"]
MIXED_USERS = ["ada", "grace.hopper", "linus", "a-b"]


def make_mixed(n, seed, enum_name, schema):
    rng = random.Random(seed)
    routes = {}
    templates = {}  # route name -> its last segment's template, or None
    index = 0
    # The README's `/@{user}`, at the root: a universal link only, since under a host-first scheme
    # `myapp://@ada` would read `@` as user-info (§3.6 rule 9).
    routes["profile"] = {"path": "/@{user}", "schemes": []}
    templates["profile"] = "@{user}"
    while len(routes) < n:
        index += 1
        prefix = f"/{rng.choice(WORDS)}{index}"
        r = rng.random()
        if r < 0.3:
            # A route without a mixed segment, as most of an app's routes are.
            name = f"route{index}"
            routes[name] = {"path": prefix + rng.choice(["", "/{id:int}", "/{slug}"])}
            templates[name] = None
            random_scope(rng, routes[name])
            continue
        # One to three siblings under the prefix: mixed segments with different literal counts,
        # and sometimes a string.
        by_count = {}
        for template, count in rng.sample(MIXED_TEMPLATES, rng.randint(1, 3)):
            by_count.setdefault(count, template)
        siblings = list(by_count.values())
        if rng.random() < 0.3:
            siblings.append("{slug}")
        scope = {}
        random_scope(rng, scope)
        for number, template in enumerate(siblings):
            name = f"route{index}" + ("" if number == 0 else "_" + str(number + 1))
            routes[name] = dict({"path": prefix + "/" + template}, **scope)
            templates[name] = template
            if len(routes) == n:
                break
    spec = spec_document(enum_name, schema, {"Color": COLORS}, routes)

    names = list(routes)

    def segment_text(template, valid=True):
        if template == "{slug}-{id:int}":
            return rng.choice(MIXED_SLUGS) + "-" + (str(rng.randint(0, 100000)) if valid else "post")
        if template == "@{user}":
            return "@" + rng.choice(MIXED_USERS) if valid else rng.choice(MIXED_USERS)
        if template == "{id:int}-{color:Color}":
            return str(rng.randint(0, 999)) + "-" + (rng.choice(COLORS) if valid else "purple")
        if template == "v{major:int}.{minor:int}":
            return f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}" if valid else f"v{rng.randint(0, 9)}"
        if template == "{name}.json":
            return rng.choice(MIXED_NAMES) + (".json" if valid else ".xml")
        if template == "{name}.thumb.png":
            return rng.choice(MIXED_NAMES) + (".thumb.png" if valid else ".png")
        return rng.choice(MIXED_SLUGS)

    def url(name, valid=True):
        route = routes[name]
        segments = route["path"].split("/")[1:]
        parts = []
        for segment in segments:
            if segment == templates[name]:
                parts.append(segment_text(segment, valid))
            elif segment == "{id:int}":
                parts.append(str(rng.randint(0, 100000)))
            elif segment == "{slug}":
                parts.append(rng.choice(MIXED_SLUGS))
            else:
                parts.append(segment)
        text = origin(rng, route) + "/".join(parts)
        if rng.random() < 0.25:
            text += "?utm_source=newsletter&utm_medium=email&utm_campaign=spring"
        return text

    urls = []
    for i in range(10000):
        name = names[rng.randrange(len(names))]
        r = rng.random()
        if r < 0.8:
            urls.append(url(name))
        elif r < 0.92 and templates[name]:
            # A segment that does not read as the template (a string sibling may still read it).
            urls.append(url(name, valid=False))
        elif r < 0.96:
            urls.append(f"https://example.com/unknown{i}/a-1.json")
        else:
            urls.append(f"https://evil.example/@{rng.choice(MIXED_USERS)}")
    return spec, urls


# MARK: command line

SHAPES = {
    "distinct-prefix": make_distinct_prefix,
    "shared-prefix": make_shared_prefix,
    "query-heavy": make_query_heavy,
    "mixed": make_mixed,
}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed = 42
    enum_name = "BenchRoute"
    schema = "../../routes.schema.json"
    shape = "distinct-prefix"
    for a in sys.argv[1:]:
        if a.startswith("--seed="):
            seed = int(a.split("=", 1)[1])
        elif a.startswith("--enum="):
            enum_name = a.split("=", 1)[1]
        elif a.startswith("--schema="):
            schema = a.split("=", 1)[1]
        elif a.startswith("--shape="):
            shape = a.split("=", 1)[1]
            if shape not in SHAPES:
                sys.exit(f"unknown shape {shape}; use one of {', '.join(SHAPES)}")
        elif a.startswith("--"):
            sys.exit(f"unknown option {a}")
    if len(args) < 2:
        sys.exit(__doc__)
    n = int(args[0])
    spec, urls = SHAPES[shape](n, seed, enum_name, schema)
    with open(args[1], "w") as f:
        json.dump(spec, f, indent=2)
        f.write("\n")
    if len(args) > 2:
        with open(args[2], "w") as f:
            f.write("\n".join(urls) + "\n")


if __name__ == "__main__":
    main()
