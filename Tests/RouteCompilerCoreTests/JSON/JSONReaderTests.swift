import Testing

@testable import RouteCompilerCore

// MARK: - Helpers

/// Parses `text`, failing the test with the error if there is one.
private func parsed(_ text: String) throws -> JSONValue {
    try JSONReader.parse(Array(text.utf8)).get()
}

/// Parses `bytes`, failing the test with the error if there is one.
private func parsed(bytes: [UInt8]) throws -> JSONValue {
    try JSONReader.parse(bytes).get()
}

/// Expects `bytes` to fail with exactly `message` at `line`:`column`.
private func expectError(
    bytes: [UInt8], _ message: String, at line: Int, _ column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch JSONReader.parse(bytes) {
    case .success(let value):
        Issue.record("expected an error, got \(value.kind)", sourceLocation: sourceLocation)
    case .failure(let error):
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(
            error.position == SourcePosition(line: line, column: column),
            sourceLocation: sourceLocation)
    }
}

/// Expects `text` to fail with exactly `message` at `line`:`column`.
private func expectError(
    _ text: String, _ message: String, at line: Int, _ column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectError(bytes: Array(text.utf8), message, at: line, column, sourceLocation: sourceLocation)
}

private func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

private let invalidUTF8Hint = "; save the file as UTF-8"

// MARK: - Values

@Test func literalsAndTheirPositions() throws {
    #expect(try parsed("null") == JSONValue(.null, at: pos(1, 1)))
    #expect(try parsed("  true") == JSONValue(.bool(true), at: pos(1, 3)))
    #expect(try parsed("\n\tfalse \n") == JSONValue(.bool(false), at: pos(2, 2)))
}

@Test(arguments: ["0", "-0", "12", "-3.5", "1e400", "1E+2", "2.5e-3", "0.000", "-0e0", "10"])
func validNumbersKeepTheirSourceText(_ text: String) throws {
    let value = try parsed(" \(text) ")
    #expect(value == JSONValue(.number(text), at: pos(1, 2)))
}

@Test func verbatimString() throws {
    let value = try parsed(#"  "/users/{id}""#)
    #expect(value.kind == .string("/users/{id}"))
    #expect(value.position == pos(1, 3))
    #expect(value.isVerbatimString)
    #expect(value.position(ofStringOffset: 7) == pos(1, 11))
}

@Test func emptyStringIsVerbatim() throws {
    let value = try parsed(#""""#)
    #expect(value == JSONValue(.string(""), at: pos(1, 1), isVerbatimString: true))
}

@Test func simpleEscapesAreDecodedAndNotVerbatim() throws {
    let value = try parsed(#""a\"b\\c\/d\be\ff\ng\rh\ti""#)
    #expect(value.kind == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
    #expect(!value.isVerbatimString)
    // The character at offset 5, "/", is spelled `\/` at column 9 (after `\"` and `\\`).
    #expect(value.position(ofStringOffset: 5) == pos(1, 9))
}

@Test func unicodeEscapesAndSurrogatePairs() throws {
    let value = try parsed(#""\u0041\u00e9\u20AC\uD83D\uDE00\u0000""#)
    #expect(value.kind == .string("Aé€😀\u{0}"))
    #expect(!value.isVerbatimString)
}

@Test func nonASCIIAndDeleteAreAllowedRawInStrings() throws {
    let value = try parsed("\"é€😀\u{7F}\u{FEFF}\"")
    #expect(value.kind == .string("é€😀\u{7F}\u{FEFF}"))
    #expect(value.isVerbatimString)
}

@Test func emptyContainers() throws {
    #expect(try parsed("[]") == JSONValue(.array([]), at: pos(1, 1)))
    #expect(try parsed(" { \n } ") == JSONValue(.object([]), at: pos(1, 2)))
    #expect(try parsed("[ ]").arrayValue == [])
}

@Test func nestedStructureWithPositionsOfKeysAndValues() throws {
    let text = """
        {
          "name": "app",
          "routes": [
            {"path": "/a", "port": 80},
            null, true
          ],
          "empty": {}
        }
        """
    let root = try parsed(text)
    #expect(root.position == pos(1, 1))
    let members = try #require(root.objectValue)
    #expect(members.map(\.key) == ["name", "routes", "empty"])
    #expect(members[0].keyPosition == pos(2, 3))
    #expect(members[0].value == JSONValue(.string("app"), at: pos(2, 11), isVerbatimString: true))
    #expect(members[1].keyPosition == pos(3, 3))
    #expect(members[1].value.position == pos(3, 13))
    let routes = try #require(members[1].value.arrayValue)
    #expect(routes.count == 3)
    #expect(routes[0].position == pos(4, 5))
    let route = try #require(routes[0].objectValue)
    #expect(route[0].keyPosition == pos(4, 6))
    #expect(route[0].value.position == pos(4, 14))
    #expect(route[1].keyPosition == pos(4, 20))
    #expect(route[1].value == JSONValue(.number("80"), at: pos(4, 28)))
    #expect(routes[1] == JSONValue(.null, at: pos(5, 5)))
    #expect(routes[2] == JSONValue(.bool(true), at: pos(5, 11)))
    #expect(members[2].keyPosition == pos(7, 3))
    #expect(members[2].value == JSONValue(.object([]), at: pos(7, 12)))
}

@Test func membersKeepSourceOrder() throws {
    let members = try #require(try parsed(#"{"z": 1, "a": 2, "m": 3}"#).objectValue)
    #expect(members.map(\.key) == ["z", "a", "m"])
    #expect(members.map(\.value.kind) == [.number("1"), .number("2"), .number("3")])
}

@Test func escapedKeysAreDecoded() throws {
    let members = try #require(try parsed(#"{"a\u0062": 1}"#).objectValue)
    #expect(members[0].key == "ab")
    #expect(members[0].keyPosition == pos(1, 2))
    #expect(members[0].value.position == pos(1, 13))
}

// MARK: - Positions

@Test func crlfLineEnds() throws {
    let members = try #require(
        try parsed("{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    2]\r\n}").objectValue)
    #expect(members[0].keyPosition == pos(2, 3))
    #expect(members[0].value.position == pos(2, 8))
    #expect(members[1].keyPosition == pos(3, 3))
    #expect(members[1].value.arrayValue?.first?.position == pos(4, 5))
    expectError("[1,\r\n2,\r\n]", "trailing comma before ']'; remove the ','", at: 2, 2)
}

@Test func loneCarriageReturnAndMixedLineEnds() throws {
    let elements = try #require(try parsed("[1,\r2,\n3,\r\n\r4]").arrayValue)
    #expect(elements.map(\.position) == [pos(1, 2), pos(2, 1), pos(3, 1), pos(5, 1)])
}

@Test func tabCountsAsOneColumn() throws {
    let elements = try #require(try parsed("[\t\t1,\t2]").arrayValue)
    #expect(elements.map(\.position) == [pos(1, 4), pos(1, 7)])
}

@Test func columnsCountUnicodeScalarsAfterMultiByteCharacters() throws {
    // é is 2 bytes, € 3 bytes, 😀 4 bytes: each is one column.
    let elements = try #require(try parsed(#"["é€😀", "x", 1]"#).arrayValue)
    #expect(elements.map(\.position) == [pos(1, 2), pos(1, 9), pos(1, 14)])
    #expect(elements[0].position(ofStringOffset: 2) == pos(1, 5))
    expectError(#"["é€😀" 1]"#, "expected ',' or ']' after an array element, found '1'", at: 1, 8)
    expectError(
        "\"é€😀\u{1}\"", "control character U+0001 in a string; write it as \\u0001", at: 1, 5)
}

// MARK: - Byte-order mark

@Test func byteOrderMarkAtTheStartIsSkipped() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let value = try parsed(bytes: bom + Array("{\"a\": 1}".utf8))
    #expect(value.position == pos(1, 1))
    #expect(value.objectValue?.first?.keyPosition == pos(1, 2))
    expectError(
        bytes: bom + Array("[1,]".utf8), "trailing comma before ']'; remove the ','", at: 1, 3)
    expectError(bytes: bom, "unexpected end of file; expected a value", at: 1, 1)
}

@Test func byteOrderMarkElsewhereIsAnError() {
    expectError("[\u{FEFF}1]", "expected a value or ']', found U+FEFF", at: 1, 2)
    expectError(
        bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31],
        "expected a value, found U+FEFF", at: 1, 1)
}

// MARK: - Structure errors

@Test func trailingCommas() {
    expectError("[1, 2,]", "trailing comma before ']'; remove the ','", at: 1, 6)
    expectError("{\"a\": 1 ,\n}", "trailing comma before '}'; remove the ','", at: 1, 9)
    expectError("{\"a\": [1,\n  ]}", "trailing comma before ']'; remove the ','", at: 1, 9)
}

@Test func comments() {
    let message = "comments are not allowed in JSON; remove the comment"
    expectError("// routes\n{}", message, at: 1, 1)
    expectError("{\n  /* the routes */ \"a\": 1}", message, at: 2, 3)
    expectError("[1, // one\n2]", message, at: 1, 5)
    expectError("[1 // one\n, 2]", message, at: 1, 4)
    expectError("{\"a\" /* x */ : 1}", message, at: 1, 6)
    expectError("{} // done", message, at: 1, 4)
    expectError("[/]", "expected a value or ']', found '/'", at: 1, 2)
}

@Test func missingSeparators() {
    expectError(
        "{\"a\": 1 x}", "expected ',' or '}' after an object member, found 'x'", at: 1, 9)
    expectError(
        "{\"a\": 1\n \"b\": 2}", "expected ',' or '}' after an object member, found '\"'",
        at: 2, 2)
    expectError("[1 2]", "expected ',' or ']' after an array element, found '2'", at: 1, 4)
    expectError("[1}", "expected ',' or ']' after an array element, found '}'", at: 1, 3)
    expectError("{\"a\": 1]", "expected ',' or '}' after an object member, found ']'", at: 1, 8)
    expectError("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", at: 1, 6)
    expectError("{\"a\"= 1}", "expected ':' after the key \"a\", found '='", at: 1, 5)
}

@Test func missingValuesAndKeys() {
    expectError("]", "expected a value, found ']'", at: 1, 1)
    expectError("[,1]", "expected a value or ']', found ','", at: 1, 2)
    expectError("[1,,2]", "expected a value after ',', found ','", at: 1, 4)
    expectError("{\"a\": }", "expected a value for the key \"a\", found '}'", at: 1, 7)
    expectError("{,}", "expected a key or '}', found ','", at: 1, 2)
    expectError("{\"a\": 1, 2}", "expected a key after ',', found '2'", at: 1, 10)
    expectError("{\"a\": 1,, }", "expected a key after ',', found ','", at: 1, 9)
}

@Test func unexpectedCharactersOutsideStrings() {
    expectError("[é]", "expected a value or ']', found 'é' (U+00E9)", at: 1, 2)
    expectError("[1,\u{0}]", "expected a value after ',', found U+0000", at: 1, 4)
    // Only space, tab, LF and CR are whitespace.
    expectError("[\u{C}1]", "expected a value or ']', found U+000C", at: 1, 2)
    expectError("[\u{A0}1]", "expected a value or ']', found U+00A0", at: 1, 2)
    expectError("[1,\u{2003}2]", "expected a value after ',', found U+2003", at: 1, 4)
}

@Test func unquotedKeysAndStrings() {
    expectError(
        "{routes: []}", "unquoted key 'routes'; write it in double quotes: \"routes\"", at: 1, 2)
    expectError("[abc]", "unquoted string 'abc'; write it in double quotes: \"abc\"", at: 1, 2)
    expectError(
        "{\"a\": \n  undefined}",
        "unquoted string 'undefined'; write it in double quotes: \"undefined\"", at: 2, 3)
}

@Test func singleAndCurlyQuotes() {
    expectError("{'a': 1}", "single quotes are not allowed in JSON; use double quotes", at: 1, 2)
    expectError("['a']", "single quotes are not allowed in JSON; use double quotes", at: 1, 2)
    expectError(
        "{\"a\": \u{201C}b\u{201D}}",
        "curly quote '\u{201C}' is not allowed in JSON; use a straight '\"'",
        at: 1, 7)
}

@Test func invalidLiterals() {
    expectError("True", "invalid literal 'True'; write 'true' in lower case", at: 1, 1)
    expectError("[NULL]", "invalid literal 'NULL'; write 'null' in lower case", at: 1, 2)
    expectError("[nul]", "invalid literal 'nul'; write 'null'", at: 1, 2)
    expectError("[fals", "invalid literal 'fals'; write 'false'", at: 1, 2)
    expectError(
        "[truex]", "unquoted string 'truex'; write it in double quotes: \"truex\"", at: 1, 2)
}

@Test func nanAndInfinity() {
    let suffix = " is not allowed in JSON; use a finite number or null"
    expectError("NaN", "'NaN'" + suffix, at: 1, 1)
    expectError("[Infinity]", "'Infinity'" + suffix, at: 1, 2)
    expectError("[1, -Infinity]", "'-Infinity'" + suffix, at: 1, 5)
    expectError("{\"a\": +Infinity}", "'+Infinity'" + suffix, at: 1, 7)
}

@Test(arguments: [
    ("01", "JSON numbers have no leading zeros"),
    ("-01", "JSON numbers have no leading zeros"),
    ("00.5", "JSON numbers have no leading zeros"),
    ("+1", "JSON numbers have no '+' sign, remove it"),
    (".5", "add a '0' before the '.'"),
    ("-.5", "add a '0' before the '.'"),
    ("1.", "add a digit after the '.'"),
    ("1.e5", "add a digit after the '.'"),
    ("1e", "add digits to the exponent"),
    ("1E+", "add digits to the exponent"),
    ("-", "add digits after the '-'"),
    ("-x", "add digits after the '-'"),
    ("0x1F", "JSON numbers are decimal only"),
    ("1.2.3", "write a number like 12, -3.5 or 1e6"),
    ("1_000", "write a number like 12, -3.5 or 1e6"),
    ("12abc", "write a number like 12, -3.5 or 1e6"),
    ("1-2", "write a number like 12, -3.5 or 1e6"),
])
func invalidNumbers(_ text: String, _ hint: String) {
    expectError("[ \(text), 1]", "invalid number '\(text)'; \(hint)", at: 1, 3)
}

@Test func textAfterTheValue() {
    expectError("{} {}", "unexpected text after the JSON value", at: 1, 4)
    expectError("1\n2", "unexpected text after the JSON value", at: 2, 1)
    expectError("[1]]", "unexpected text after the JSON value", at: 1, 4)
    expectError("\"a\",", "unexpected text after the JSON value", at: 1, 4)
    expectError("null x", "unexpected text after the JSON value", at: 1, 6)
}

@Test func endOfFile() {
    expectError("", "unexpected end of file; expected a value", at: 1, 1)
    expectError("  \n\t", "unexpected end of file; expected a value", at: 2, 2)
    expectError("[1, 2\n", "unexpected end of file inside an array; add the missing ']'", at: 2, 1)
    expectError(
        "{\"a\": [1]", "unexpected end of file inside an object; add the missing '}'", at: 1, 10)
    expectError("{\"a\"", "unexpected end of file inside an object; add the missing '}'", at: 1, 5)
    expectError("{\"a\":", "unexpected end of file inside an object; add the missing '}'", at: 1, 6)
    expectError(
        "{\"a\":1,", "unexpected end of file inside an object; add the missing '}'", at: 1, 8)
    expectError("[[", "unexpected end of file inside an array; add the missing ']'", at: 1, 3)
}

@Test func truncatedDocuments() {
    let document = #"{"routes": [{"path": "/a/é", "n": -1.5e3, "ok": true}], "x": null}"#
    let bytes = Array(document.utf8)
    for length in 0..<bytes.count {
        guard case .failure(let error) = JSONReader.parse(Array(bytes[..<length])) else {
            Issue.record("a document truncated to \(length) bytes parsed")
            continue
        }
        #expect(!error.message.isEmpty)
        #expect(error.position.line == 1)
    }
    #expect(throws: Never.self) { try JSONReader.parse(bytes).get() }
    expectError("{\"routes\": [{\"pa", "unterminated string; add the closing '\"'", at: 1, 14)
    expectError("[tr", "invalid literal 'tr'; write 'true'", at: 1, 2)
    expectError("[-1.", "invalid number '-1.'; add a digit after the '.'", at: 1, 2)
    expectError("[1, {", "unexpected end of file inside an object; add the missing '}'", at: 1, 6)
    // A multi-byte character cut in the middle.
    expectError(
        bytes: Array("\"é".utf8.dropLast()),
        "invalid UTF-8 byte 0xC3 (a truncated sequence)" + invalidUTF8Hint, at: 1, 2)
}

// MARK: - String errors

@Test func unterminatedStrings() {
    let message = "unterminated string; add the closing '\"'"
    expectError("\"abc", message, at: 1, 1)
    expectError("{\"a\": \"abc\\\"", message, at: 1, 7)
    expectError("[\"abc\\", message, at: 1, 2)
    expectError("[\"\\u00", message, at: 1, 2)
}

@Test(arguments: [
    (UInt8(0x0A), "\\n"), (0x0D, "\\r"), (0x09, "\\t"), (0x08, "\\b"), (0x0C, "\\f"),
    (0x00, "\\u0000"), (0x1F, "\\u001F"), (0x1B, "\\u001B"),
])
func controlCharactersInStrings(_ byte: UInt8, _ escape: String) {
    let hex = String(byte, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    expectError(
        bytes: Array("{\"a\": \"x".utf8) + [byte] + Array("\"}".utf8),
        "control character \(code) in a string; write it as \(escape)", at: 1, 9)
}

@Test func newlineInAStringIsAControlCharacter() {
    expectError(
        "[\"abc\n\"]", "control character U+000A in a string; write it as \\n", at: 1, 6)
}

@Test func invalidEscapes() {
    expectError(#"["a\x"]"#, "invalid escape '\\x' in a string", at: 1, 4)
    expectError(#"{"k": "C:\Users"}"#, "invalid escape '\\U' in a string", at: 1, 10)
    expectError(#"["\'"]"#, "invalid escape '\\'' in a string", at: 1, 3)
    expectError("[\"é\\é\"]", "invalid escape '\\é' in a string", at: 1, 4)
    expectError(
        "[\"\\\n\"]", "invalid escape '\\' followed by U+000A in a string", at: 1, 3)
}

@Test func invalidUnicodeEscapes() {
    let hint = "in a string; write four hex digits after '\\u'"
    expectError(#"["\u12G4"]"#, "invalid escape '\\u12G4' \(hint)", at: 1, 3)
    expectError(#"["\u12"]"#, "invalid escape '\\u12' \(hint)", at: 1, 3)
    expectError(#"["\u"]"#, "invalid escape '\\u' \(hint)", at: 1, 3)
    expectError(#"["\uD83D\uZZZZ"]"#, "invalid escape '\\uZZZZ' \(hint)", at: 1, 9)
}

@Test func loneSurrogates() {
    let hint = " in a string; write the whole pair, like '\\uD83D\\uDE00', or the character itself"
    expectError(#"["\uD83D"]"#, "lone surrogate '\\uD83D'" + hint, at: 1, 3)
    expectError(#"["ab\ude00"]"#, "lone surrogate '\\ude00'" + hint, at: 1, 5)
    expectError(#"["\uD83Dx"]"#, "lone surrogate '\\uD83D'" + hint, at: 1, 3)
    expectError(#"["\uD83D\u0041"]"#, "lone surrogate '\\uD83D'" + hint, at: 1, 3)
    expectError(#"["\uD83D\uD83D\uDE00"]"#, "lone surrogate '\\uD83D'" + hint, at: 1, 3)
    expectError(#"["\uDE00\uD83D"]"#, "lone surrogate '\\uDE00'" + hint, at: 1, 3)
}

// MARK: - Duplicate keys

@Test func duplicateKeys() {
    let text = """
        {
          "name": "x",
            "routes": [],
          "routes": {}
        }
        """
    expectError(text, "duplicate key \"routes\" (first at 3:5); remove one of them", at: 4, 3)
    expectError(
        #"{"a": 1, "\u0061": 2}"#, "duplicate key \"a\" (first at 1:2); remove one of them",
        at: 1, 10)
    expectError(
        #"[{}, {"x": {"q\n": 1, "q\n": 2}}]"#,
        "duplicate key \"q\\n\" (first at 1:13); remove one of them", at: 1, 23)
}

@Test func sameKeyInDifferentObjectsIsFine() throws {
    let value = try parsed(#"{"a": {"a": 1}, "b": {"a": [{"a": 2}]}}"#)
    #expect(value.objectValue?.count == 2)
}

@Test func keysAreComparedScalarByScalar() throws {
    // Canonically equivalent but differently spelled keys are distinct JSON member names.
    let members = try #require(try parsed("{\"\u{E9}\": 1, \"e\u{301}\": 2}").objectValue)
    #expect(members.count == 2)
}

// MARK: - Invalid UTF-8

@Test(
    arguments: [
        ([0xFF], "invalid UTF-8 byte 0xFF"),
        ([0xFE], "invalid UTF-8 byte 0xFE"),
        ([0xF5, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF5"),
        ([0x80], "invalid UTF-8 byte 0x80 (a continuation byte without a lead byte)"),
        ([0xBF], "invalid UTF-8 byte 0xBF (a continuation byte without a lead byte)"),
        ([0xC0, 0xAF], "invalid UTF-8 byte 0xC0 (an overlong encoding)"),
        ([0xC1, 0xBF], "invalid UTF-8 byte 0xC1 (an overlong encoding)"),
        ([0xE0, 0x80, 0xAF], "invalid UTF-8 byte 0xE0 (an overlong encoding)"),
        ([0xF0, 0x8F, 0xBF, 0xBF], "invalid UTF-8 byte 0xF0 (an overlong encoding)"),
        ([0xED, 0xA0, 0x80], "invalid UTF-8 byte 0xED (a UTF-16 surrogate encoded in UTF-8)"),
        ([0xED, 0xBF, 0xBF], "invalid UTF-8 byte 0xED (a UTF-16 surrogate encoded in UTF-8)"),
        ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8 byte 0xF4 (a code point above U+10FFFF)"),
        ([0xC3, 0x28], "invalid UTF-8 byte 0xC3 (a truncated sequence)"),
        ([0xE2, 0x82], "invalid UTF-8 byte 0xE2 (a truncated sequence)"),
        ([0xF0, 0x9F, 0x98], "invalid UTF-8 byte 0xF0 (a truncated sequence)"),
    ] as [([UInt8], String)])
func invalidUTF8InAString(_ sequence: [UInt8], _ message: String) {
    // The bad byte comes after "é" on the second line: line 2, column 4.
    let bytes = Array("[1,\n \"é".utf8) + sequence + Array("x\"]".utf8)
    expectError(bytes: bytes, message + invalidUTF8Hint, at: 2, 4)
}

@Test func invalidUTF8OutsideStrings() {
    let hint = invalidUTF8Hint
    expectError(bytes: [0xFF], "invalid UTF-8 byte 0xFF" + hint, at: 1, 1)
    expectError(
        bytes: Array("{\"é\": 1,\r\n  ".utf8) + [0xC0, 0x80] + Array("}".utf8),
        "invalid UTF-8 byte 0xC0 (an overlong encoding)" + hint, at: 2, 3)
    expectError(
        bytes: Array("[1 ".utf8) + [0x80],
        "invalid UTF-8 byte 0x80 (a continuation byte"
            + " without a lead byte)" + hint, at: 1, 4)
    expectError(bytes: Array("[]\n".utf8) + [0xFE], "invalid UTF-8 byte 0xFE" + hint, at: 2, 1)
    expectError(
        bytes: Array("{\"a\"".utf8) + [0xE9] + Array(": 1}".utf8),
        "invalid UTF-8 byte 0xE9 (a truncated sequence)" + hint, at: 1, 5)
}

@Test func invalidUTF8InAnEscape() {
    expectError(
        bytes: Array("[\"\\".utf8) + [0xFF] + Array("\"]".utf8),
        "invalid UTF-8 byte 0xFF" + invalidUTF8Hint, at: 1, 4)
}

@Test func validFourByteSequencesAtTheEdges() throws {
    // U+10000 and U+10FFFF, the first and last four-byte scalars, and U+FFFF and U+E000.
    let bytes: [UInt8] = [
        0x22, 0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF, 0xEF, 0xBF, 0xBF,
        0xEE, 0x80, 0x80, 0x22,
    ]
    let value = try parsed(bytes: bytes)
    #expect(value.kind == .string("\u{10000}\u{10FFFF}\u{FFFF}\u{E000}"))
}

// MARK: - First error only

@Test func onlyTheFirstErrorIsReported() {
    expectError("[01, 1,]", "invalid number '01'; JSON numbers have no leading zeros", at: 1, 2)
    expectError(
        "{\"a\": 1, \"a\": 2, // c\n}", "duplicate key \"a\" (first at 1:2); remove one of them",
        at: 1, 10)
}

// MARK: - Limits

@Test func deepNestingIsAnErrorNotACrash() {
    let message = "nesting is deeper than 512 levels; routes.json never needs more than a few"
    expectError(String(repeating: "[", count: 10_000), message, at: 1, 513)
    expectError(String(repeating: "[", count: 100_000), message, at: 1, 513)
    let closed = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    expectError(closed, message, at: 1, 513)
    expectError(String(repeating: "{\"a\":", count: 10_000), message, at: 1, 2561)
    expectError(String(repeating: "[\n", count: 100_000), message, at: 513, 1)
}

@Test func nestingOf512LevelsParses() throws {
    let text = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
    var value = try parsed(text)
    for level in 1..<512 {
        #expect(value.position == pos(1, level))
        value = try #require(value.arrayValue?.first)
    }
    #expect(value.arrayValue == [JSONValue(.number("1"), at: pos(1, 513))])
}

@Test func oneMegabyteString() throws {
    let content = String(repeating: "abcdéfgh/{id}", count: 80_000)
    let start = ContinuousClock.now
    let value = try parsed("[\"\(content)\"]")
    let elapsed = ContinuousClock.now - start
    let string = try #require(value.arrayValue?.first)
    #expect(string.utf8Count == content.utf8.count)
    #expect(string.kind == .string(content))
    #expect(string.isVerbatimString)
    // Generous for debug builds on a busy machine; a quadratic reader takes minutes.
    #expect(elapsed < .seconds(5))
}

@Test func oneMegabyteStringWithEscapes() throws {
    let source = String(repeating: #"a\n\u00e9\/"#, count: 100_000)
    let value = try parsed("\"\(source)\"")
    #expect(value.kind == .string(String(repeating: "a\né/", count: 100_000)))
    #expect(!value.isVerbatimString)
    // Every character's position, in time linear in the string (a binary search each): each
    // repetition is 4 characters in 11 columns, the `a` first.
    let start = ContinuousClock.now
    let misplaced = (0..<100_000).filter { value.position(ofStringOffset: 4 * $0).column != 2 + 11 * $0 }
    let elapsed = ContinuousClock.now - start
    #expect(misplaced.isEmpty)
    // Generous for debug builds on a busy machine; a search through every escape takes minutes.
    #expect(elapsed < .seconds(5))
}

@Test func aStringWithEscapesKnowsTheColumnOfEachCharacter() throws {
    // "a", "\n" (2 columns), "é" (1), "\u00e9" (6), "\uD83D\uDE00" (12), "z": the quote at column 1.
    let value = try parsed(#""a\né\u00e9\uD83D\uDE00z""#)
    #expect(value.kind == .string("a\néé😀z"))
    #expect(
        value.stringEscapes == [
            JSONStringEscape(scalarOffset: 1, sourceOffset: 2, columns: 2),
            JSONStringEscape(scalarOffset: 3, sourceOffset: 5, columns: 6),
            JSONStringEscape(scalarOffset: 4, sourceOffset: 11, columns: 12),
        ])
    let columns = (0..<6).map { value.position(ofStringOffset: $0).column }
    #expect(columns == [2, 3, 5, 6, 12, 24])
}

@Test func objectWithOneHundredThousandKeys() throws {
    var text = "{"
    for i in 0..<100_000 {
        text += i == 0 ? "\n" : ",\n"
        text += "\"key\(i)\": \(i)"
    }
    text += "\n}"
    let start = ContinuousClock.now
    let members = try #require(try parsed(text).objectValue)
    let elapsed = ContinuousClock.now - start
    #expect(members.count == 100_000)
    #expect(members[99_999].key == "key99999")
    #expect(members[99_999].keyPosition == pos(100_001, 1))
    #expect(members[99_999].value == JSONValue(.number("99999"), at: pos(100_001, 13)))
    #expect(elapsed < .seconds(5))
    let duplicated = text.dropLast(2) + ",\n\"key50000\": 0\n}"
    expectError(
        String(duplicated), "duplicate key \"key50000\" (first at 50002:1); remove one of them",
        at: 100_002, 1)
}

@Test func arrayWithOneHundredThousandElements() throws {
    let text = "[" + Array(repeating: "true", count: 100_000).joined(separator: ",") + "]"
    let elements = try #require(try parsed(text).arrayValue)
    #expect(elements.count == 100_000)
    #expect(elements.last?.position == pos(1, 2 + 5 * 99_999))
}

extension JSONValue {
    fileprivate var utf8Count: Int { stringValue?.utf8.count ?? -1 }
}
