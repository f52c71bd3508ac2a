import Testing
import TrellisCore
import TrellisPipeline

/// `api_availability` on `repeating`: it is `repeatingSubitem:count:` (iOS 16) on every target, so it is reported
/// below iOS 16 unless a variant's `iOS` guard lifts its floor (Grammar/Reference.md §10).
@Suite struct RepeatingAvailabilityTests {
    /// The `api_availability` findings of a file with the deployment target `target`; its `repeating` group in the
    /// section itself, or in a variant guarded by `iOS: "16.0"`.
    static func findings(target: String, inVariant: Bool = false) -> [Diagnostic] {
        let group =
            "axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(100)\n      repeating: 3\n"
            + "      item: {width: absolute(100), height: absolute(100)}\n"
        let plain =
            "axis: horizontal\n      width: fractionalWidth(1)\n      height: absolute(100)\n"
            + "      item: {width: fractionalWidth(1), height: fractionalHeight(1)}\n"
        var text =
            "version: 2\nlayout: R\ndeploymentTarget: {iOS: \"\(target)\"}\nsections:\n  - name: row\n    group:\n"
        if inVariant {
            text += "      " + plain + "    variants:\n      - when: {iOS: \"16.0\"}\n        group:\n"
            text += "          " + group.replacing("\n      ", with: "\n          ")
        } else {
            text += "      " + group
        }
        return Pipeline.check(text: text, path: "R.layout.yaml").diagnostics.filter {
            $0.rule.rawValue == "api_availability"
        }
    }

    @Test func belowIOS16ItIsAnErrorAtTheKey() throws {
        let found = Self.findings(target: "15.0")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "repeating (repeatingSubitem:count:) needs iOS 16.0, above the deployment target iOS 15.0")
        // `      repeating: 3` is line 10: the finding is at its key.
        #expect(finding.range.start == SourcePosition(line: 10, column: 7))
    }

    @Test func fromIOS16ItIsAvailable() {
        #expect(Self.findings(target: "16.0").isEmpty)
    }

    @Test func aVariantGuardedByIOS16MayHoldIt() {
        #expect(Self.findings(target: "15.0", inVariant: true).isEmpty)
    }
}
