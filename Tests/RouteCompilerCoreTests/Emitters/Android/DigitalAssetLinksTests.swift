import Testing

@testable import RouteCompilerCore

@Suite struct DigitalAssetLinksTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let other = "AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99"

    @Test func oneStatementPerPackageWithTheFingerprintsAfterIt() throws {
        let statements = try DigitalAssetLinks.statements(from: [
            ("package", "com.example.app"), ("sha256", Self.fingerprint.lowercased()), ("sha256", Self.other),
            ("sha256", Self.fingerprint), ("package", "com.example.beta"), ("sha256", Self.other),
        ]).get()
        #expect(
            statements == [
                .init(packageName: "com.example.app", fingerprints: [Self.fingerprint, Self.other]),
                .init(packageName: "com.example.beta", fingerprints: [Self.other]),
            ])
    }

    @Test func theFile() throws {
        let text = DigitalAssetLinks.render([.init(packageName: "com.example.app", fingerprints: [Self.fingerprint])])
        #expect(
            text == """
                [
                  {
                    "relation": [
                      "delegate_permission/common.handle_all_urls"
                    ],
                    "target": {
                      "namespace": "android_app",
                      "package_name": "com.example.app",
                      "sha256_cert_fingerprints": [
                        "\(Self.fingerprint)"
                      ]
                    }
                  }
                ]

                """)
    }

    @Test func optionsThatMakeNoFile() {
        #expect(DigitalAssetLinks.statements(from: []) == .failure(.noPackage))
        #expect(
            DigitalAssetLinks.statements(from: [("sha256", Self.fingerprint), ("package", "a.b")])
                == .failure(.fingerprintBeforePackage(Self.fingerprint)))
        #expect(
            DigitalAssetLinks.statements(from: [("package", "a.b")]) == .failure(.packageWithoutFingerprint("a.b")))
        #expect(
            DigitalAssetLinks.statements(from: [("package", "a.b"), ("package", "c.d"), ("sha256", Self.fingerprint)])
                == .failure(.packageWithoutFingerprint("a.b")))
        #expect(
            DigitalAssetLinks.statements(from: [
                ("package", "a.b"), ("sha256", Self.fingerprint), ("package", "a.b"), ("sha256", Self.other),
            ]) == .failure(.duplicatePackage("a.b")))
        #expect(DigitalAssetLinks.statements(from: [("package", "app")]) == .failure(.invalidPackage("app")))
        #expect(
            DigitalAssetLinks.statements(from: [("package", "a.b"), ("sha256", "14:6D")])
                == .failure(.invalidFingerprint("14:6D")))
    }

    @Test(arguments: [
        ("com.example.app", true), ("a.b", true), ("Com.Example_2.App", true), ("app", false), ("com..app", false),
        ("com.example.", false), ("com.1example", false), ("com._example", false), ("com.exa-mple", false),
        ("com.exämple", false), ("", false),
    ])
    func packageNames(_ name: String, _ valid: Bool) {
        #expect(DigitalAssetLinks.isValidPackageName(name) == valid)
    }

    @Test func fingerprints() {
        #expect(DigitalAssetLinks.normalizedFingerprint(Self.fingerprint.lowercased()) == Self.fingerprint)
        let bytes = Self.fingerprint.split(separator: ":")
        for bad in [
            bytes.dropLast().joined(separator: ":"),  // 31 bytes
            (bytes + ["00"]).joined(separator: ":"),  // 33 bytes
            bytes.joined(separator: "-"), bytes.joined(),
            Self.fingerprint.replacingFirst("14", with: "1G"),
            Self.fingerprint.replacingFirst("14", with: "146"),
            Self.fingerprint + ":",
            " " + Self.fingerprint,
        ] {
            #expect(DigitalAssetLinks.normalizedFingerprint(bad) == nil, "\(bad)")
        }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var result = self
        result.replaceSubrange(range, with: replacement)
        return result
    }
}
