import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §5.3: a route value whose values the matcher could have produced is read back
/// from every URL built for it, and from its path.
@Suite("Round trips")
struct RoundTripTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["example.com"],
          "types": {"Size": ["small", "medium", "large", "x-large"], "Code": {"swift": "ProductCode"}},
          "routes": {
            "item": {
              "paths": ["/items/{id:int}", "/item?id={id:int}"],
              "query": {"size": "Size?", "qty": "int = 1", "gift": "bool = false", "notes": "[string]"}
            },
            "text": {
              "path": "/text/{a}/{b}",
              "query": {"q": "string", "o": "string?", "l": "[string]", "d": "string = x y"}
            },
            "numbers": {
              "path": "/n/{i:int}/{d:double}/{b:bool}",
              "query": {"qi": "[int]", "qd": "double?", "qb": "bool = true", "qe": "double = 1.5"}
            },
            "ident": {"path": "/ident/{u:uuid}/{c:Code}", "query": {"ou": "uuid?", "lc": "[Code]", "oc": "Code?"}},
            "post": "/posts/{slug}-{id:int}",
            "doc": "/doc/{name}.{size:Size}",
            "version": "/v{major:int}.{minor:int}",
            "files": "/files/{path*}",
            "home": {"path": "/", "query": {"ref": "string?"}}
          }
        }
        """,
        appTypes: [.of(ProductCode.self)])

    static let sizes = ["small", "medium", "large", "x-large"]

    /// Random values of the matcher's domain for each route.
    struct Values {
        var generator: SeededGenerator

        mutating func int() -> Int {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: [Int.min, Int.max, 0, -1, 1].randomElement(using: &generator)!
            case 1: Int.random(in: -100...100, using: &generator)
            default: Int.random(in: .min ... .max, using: &generator)
            }
        }

        mutating func double() -> Double {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                let special: [Double] = [
                    0, -0.0, 1.5, 0.1, 1e-7, 1e22, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                ]
                return special.randomElement(using: &generator)!
            case 1: return Double.random(in: -1000...1000, using: &generator)
            default:
                while true {
                    let value = Double(bitPattern: generator.next())
                    if value.isFinite { return value }
                }
            }
        }

        mutating func bool() -> Bool { Bool.random(using: &generator) }

        mutating func uuid() -> UUID {
            let (a, b) = (generator.next(), generator.next())
            var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &raw) {
                $0.storeBytes(of: a, toByteOffset: 0, as: UInt64.self)
                $0.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            }
            return UUID(uuid: raw)
        }

        mutating func code() -> ProductCode {
            let characters = Array("ABCXYZ0129abz")
            return ProductCode(
                routeParameter: String((0..<6).map { _ in characters.randomElement(using: &generator)! }))!
        }

        mutating func size() -> RawValue { RawValue(sizes.randomElement(using: &generator)!) }

        /// A path segment: non-empty, not `.` or `..`, no control character.
        mutating func segment() -> String { RandomText.segment(using: &generator) }

        /// A query value: anything, the empty text and control characters included.
        mutating func query() -> String { RandomText.string(using: &generator, maximumLength: 10, controls: true) }

        mutating func maybe<Value>(_ make: (inout Values) -> Value) -> Value? {
            bool() ? make(&self) : nil
        }

        mutating func some<Value>(_ make: (inout Values) -> Value) -> [Value] {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in make(&self) }
        }

        /// A value of a random route.
        mutating func route() -> RouteValue {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0:
                return RouteValue(
                    "item", .value(int()), .optional(maybe { $0.size() }), .value(bool() ? 1 : int()), .value(bool()),
                    .list(some { $0.query() }))
            case 1:
                return RouteValue(
                    "text", .value(segment()), .value(segment()), .value(query()), .optional(maybe { $0.query() }),
                    .list(some { $0.query() }), .value(bool() ? "x y" : query()))
            case 2:
                return RouteValue(
                    "numbers", .value(int()), .value(double()), .value(bool()), .list(some { $0.int() }),
                    .optional(maybe { $0.double() }), .value(bool()), .value(bool() ? 1.5 : double()))
            case 3:
                return RouteValue(
                    "ident", .value(uuid()), .value(code()), .optional(maybe { $0.uuid() }), .list(some { $0.code() }),
                    .optional(maybe { $0.code() }))
            case 4:
                // A slug that ends with "-" splits differently (Specification §5.3 rule 3.3).
                var slug = segment()
                while slug.hasSuffix("-") { slug = segment() }
                return RouteValue("post", .value(slug), .value(int()))
            case 5:
                return RouteValue("doc", .value(segment()), .value(size()))
            case 6:
                return RouteValue("version", .value(int()), .value(int()))
            case 7:
                return RouteValue(
                    "files", .segments((0..<Int.random(in: 1...4, using: &generator)).map { _ in segment() }))
            default:
                return RouteValue("home", .optional(maybe { $0.query() }))
            }
        }
    }

    @Test("the URL built for a value, under every scheme, opens that value", arguments: [1, 2, 3, 4] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var values = Values(generator: SeededGenerator(seed: seed))
        for _ in 0..<400 {
            let value = values.route()
            let expected = Self.table.render(value)
            let canonical = try #require(Self.table.url(value))
            #expect(Self.table.match(canonical) == expected, "\(canonical)")
            for scheme in ["https", "myapp", "ksr"] {
                let built = try #require(Self.table.url(value, scheme: scheme))
                #expect(Self.table.match(built) == expected, "\(built)")
            }
            // The path and query of the canonical URL, alone.
            let path = String(canonical.dropFirst("https://example.com".count))
            #expect(Self.table.match(path: path) == expected, "\(path)")
        }
    }

    @Test("the non-canonical pattern of a route reads the value its canonical URL writes")
    func otherPattern() {
        #expect(
            Self.table.match("https://example.com/item?id=-5&qty=2")
                == Self.table.match("https://example.com/items/-5?qty=2"))
    }
}
