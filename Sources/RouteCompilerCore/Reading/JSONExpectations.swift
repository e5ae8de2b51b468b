/// Reading JSON values of an expected kind, reporting a diagnostic that names the expected kind
/// and the one found (`"schemes" must be an array of strings, found a string`).
extension DiagnosticLog {
    /// The string, or `nil` after reporting that `subject` must be a string.
    mutating func string(_ value: JSONValue, _ subject: @autoclosure () -> String) -> String? {
        if let string = value.stringValue { return string }
        error("\(subject()) must be a string, found \(value.kindDescription)", at: value.position)
        return nil
    }

    /// The elements, or `nil` after reporting that `subject` must be `expected`.
    mutating func array(
        _ value: JSONValue, _ subject: @autoclosure () -> String, expected: String
    ) -> [JSONValue]? {
        if let array = value.arrayValue { return array }
        error(
            "\(subject()) must be \(expected), found \(value.kindDescription)", at: value.position)
        return nil
    }

    /// The members, or `nil` after reporting that `subject` must be `expected`.
    mutating func object(
        _ value: JSONValue, _ subject: @autoclosure () -> String, expected: String
    ) -> [JSONMember]? {
        if let members = value.objectValue { return members }
        error(
            "\(subject()) must be \(expected), found \(value.kindDescription)", at: value.position)
        return nil
    }

    /// The strings of an array of strings with their values; every element that is not a string
    /// is reported as `each <element> must be a string, found …` and left out. `nil` when `value`
    /// is not an array.
    mutating func strings(
        _ value: JSONValue, _ subject: @autoclosure () -> String, element: String
    )
        -> [(text: String, value: JSONValue)]?
    {
        guard let elements = array(value, subject(), expected: "an array of strings") else {
            return nil
        }
        var result: [(text: String, value: JSONValue)] = []
        result.reserveCapacity(elements.count)
        for item in elements {
            if let text = item.stringValue {
                result.append((text, item))
            } else {
                error(
                    "each \(element) in \(subject()) must be a string,"
                        + " found \(item.kindDescription)",
                    at: item.position)
            }
        }
        return result
    }

    /// The members with each key's first occurrence; every later occurrence is reported with
    /// `duplicate(key)` as the message and a note at the first.
    mutating func uniqueMembers(
        _ members: [JSONMember], duplicate: (String) -> String
    )
        -> [JSONMember]
    {
        if members.count <= 16 {
            return uniqueSmallMembers(members, duplicate: duplicate)
        }
        var keys: Set<String> = []
        keys.reserveCapacity(members.count)
        guard !members.allSatisfy({ keys.insert($0.key).inserted }) else { return members }
        var firstPositions: [String: SourcePosition] = [:]
        firstPositions.reserveCapacity(members.count)
        var result: [JSONMember] = []
        result.reserveCapacity(members.count)
        for member in members {
            if let first = firstPositions[member.key] {
                error(
                    duplicate(member.key), at: member.keyPosition,
                    notes: [.note("first written here", at: first)])
            } else {
                firstPositions[member.key] = member.keyPosition
                result.append(member)
            }
        }
        return result
    }

    /// ``uniqueMembers(_:duplicate:)`` for a few members, without hashing.
    private mutating func uniqueSmallMembers(
        _ members: [JSONMember], duplicate: (String) -> String
    ) -> [JSONMember] {
        let hasDuplicates = members.indices.contains { index in
            members[..<index].contains { $0.key == members[index].key }
        }
        guard hasDuplicates else { return members }
        var result: [JSONMember] = []
        for (index, member) in members.enumerated() {
            if let first = members[..<index].first(where: { $0.key == member.key }) {
                error(
                    duplicate(member.key), at: member.keyPosition,
                    notes: [.note("first written here", at: first.keyPosition)])
            } else {
                result.append(member)
            }
        }
        return result
    }
}
