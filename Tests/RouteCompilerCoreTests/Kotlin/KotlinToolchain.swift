import Foundation

/// The Kotlin compiler the Kotlin checks need (Specification §10.2 rule 4): `kotlinc` on the
/// `PATH` (Debian's `kotlin` package: Kotlin 1.3 on the machine's JDK), and `java` to run what it
/// compiled. Without `kotlinc` the checks are skipped and say so, unless
/// `ROUTE_COMPILER_REQUIRE_KOTLIN=1` (set by `.ci/run`) makes that a failure.
enum KotlinToolchain {
    /// The variable that turns a missing `kotlinc` into a failure.
    static let requireVariable = "ROUTE_COMPILER_REQUIRE_KOTLIN"

    /// Whether the environment requires the Kotlin checks to run.
    static var isRequired: Bool { ProcessInfo.processInfo.environment[requireVariable] == "1" }

    /// `kotlinc`, when it is on the `PATH`.
    static let kotlinc: String? = executable("kotlinc")

    /// `java`, when it is on the `PATH`.
    static let java: String? = executable("java")

    /// Whether the checks can run.
    static var isAvailable: Bool { kotlinc != nil && java != nil }

    /// Why the checks are skipped.
    static let skipMessage =
        "kotlinc (and java) not on the PATH: the Kotlin checks are SKIPPED; install Debian's kotlin package"
        + " (apt-get install -y kotlin) to run them, or set \(requireVariable)=1 to make this a failure"

    /// The path of `name` in a folder of the `PATH`, if any.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The outcome of a process.
    struct Run {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs `executable` with `arguments` in `folder`, standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("process-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, output: output, seconds: Date().timeIntervalSince(start))
    }

    /// The compiler's messages without the JVM's notice about `-Xverify:none`, which Debian's
    /// launcher causes on JDK 13 and later.
    static func messages(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("-Xverify:none") && !$0.contains("-noverify") }
            .joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
