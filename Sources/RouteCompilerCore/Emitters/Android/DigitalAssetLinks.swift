/// The Digital Asset Links file `/.well-known/assetlinks.json` that lets Android verify an app's
/// App Links filters (`route-compiler assetlinks`, Specification §10.4): one statement per app,
/// granting it `delegate_permission/common.handle_all_urls` for the host that serves the file.
public enum DigitalAssetLinks {
    /// The relation every statement grants.
    public static let relation = "delegate_permission/common.handle_all_urls"

    /// One app: its application ID and the SHA-256 fingerprints of its signing certificates.
    public struct Statement: Equatable, Sendable {
        /// The application ID (`com.example.app`).
        public var packageName: String
        /// The fingerprints, uppercase, in the order given, without repetitions.
        public var fingerprints: [String]

        /// Creates a statement.
        public init(packageName: String, fingerprints: [String]) {
            self.packageName = packageName
            self.fingerprints = fingerprints
        }
    }

    /// Why the options do not make a file; each is a usage error of the command.
    public enum Failure: Error, Equatable, Sendable {
        /// No `--package` was given.
        case noPackage
        /// A package name is not an Android application ID.
        case invalidPackage(String)
        /// A fingerprint is not 32 colon-separated hexadecimal bytes.
        case invalidFingerprint(String)
        /// A `--sha256` came before any `--package`.
        case fingerprintBeforePackage(String)
        /// A `--package` is not followed by a `--sha256`.
        case packageWithoutFingerprint(String)
        /// A package was given twice.
        case duplicatePackage(String)

        /// The message, without `error: `.
        public var message: String {
            switch self {
            case .noPackage:
                return "missing option '--package'; give each app as --package <application ID> followed by"
                    + " its --sha256 <fingerprint>"
            case .invalidPackage(let name):
                return "invalid package name '\(name)'; write the app's application ID, two or more parts"
                    + " separated by '.', each a letter followed by letters, digits and '_', as in"
                    + " 'com.example.app'"
            case .invalidFingerprint(let text):
                return "invalid SHA-256 fingerprint '\(text)'; write the 32 bytes of the signing certificate's"
                    + " SHA-256 digest as two hexadecimal digits each, separated by ':', as 'keytool -list -v'"
                    + " and the Play Console print it (14:6D:E9:…:44:E5)"
            case .fingerprintBeforePackage(let text):
                return "'--sha256 \(text)' comes before any --package; write --package <name> first, then"
                    + " the fingerprints of that app"
            case .packageWithoutFingerprint(let name):
                return "package '\(name)' has no fingerprint; add --sha256 <fingerprint> after --package \(name)"
            case .duplicatePackage(let name):
                return "package '\(name)' is given twice; give each app once, with all its fingerprints"
            }
        }
    }

    /// The statements of `options`, the `--package` and `--sha256` options in the order given
    /// (`name` without the dashes: `package`, `sha256`): each `package` starts a statement, and the
    /// `sha256` values after it, one or more, are its fingerprints.
    public static func statements(from options: [(name: String, value: String)]) -> Result<[Statement], Failure> {
        var result: [Statement] = []
        for option in options {
            switch option.name {
            case "package":
                guard isValidPackageName(option.value) else { return .failure(.invalidPackage(option.value)) }
                if let last = result.last, last.fingerprints.isEmpty {
                    return .failure(.packageWithoutFingerprint(last.packageName))
                }
                if result.contains(where: { $0.packageName == option.value }) {
                    return .failure(.duplicatePackage(option.value))
                }
                result.append(Statement(packageName: option.value, fingerprints: []))
            case "sha256":
                guard let fingerprint = normalizedFingerprint(option.value) else {
                    return .failure(.invalidFingerprint(option.value))
                }
                guard !result.isEmpty else { return .failure(.fingerprintBeforePackage(option.value)) }
                if !result[result.count - 1].fingerprints.contains(fingerprint) {
                    result[result.count - 1].fingerprints.append(fingerprint)
                }
            default:
                continue
            }
        }
        guard let last = result.last else { return .failure(.noPackage) }
        if last.fingerprints.isEmpty { return .failure(.packageWithoutFingerprint(last.packageName)) }
        return .success(result)
    }

    /// Whether `name` is an Android application ID: two or more parts separated by `.`, each an
    /// ASCII letter followed by ASCII letters, digits and `_`.
    public static func isValidPackageName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, isLetter(first) else { return false }
            return part.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
        }
    }

    /// The fingerprint in uppercase when `text` is 32 bytes written as two hexadecimal digits
    /// each (either case), separated by `:`; else `nil`.
    public static func normalizedFingerprint(_ text: String) -> String? {
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        guard bytes.count == 32 else { return nil }
        for byte in bytes {
            guard byte.unicodeScalars.count == 2, byte.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit)
            else { return nil }
        }
        return text.uppercased()
    }

    /// The file: a JSON array with one statement per app in the order given, keys sorted,
    /// two-space indentation, a final newline.
    public static func render(_ statements: [Statement]) -> String {
        let array: [JSONOutput] = statements.map { statement in
            .object([
                ("relation", .strings([relation])),
                (
                    "target",
                    .object([
                        ("namespace", .string("android_app")),
                        ("package_name", .string(statement.packageName)),
                        ("sha256_cert_fingerprints", .strings(statement.fingerprints)),
                    ])
                ),
            ])
        }
        return JSONWriter.write(.array(array), sortingKeys: true)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
