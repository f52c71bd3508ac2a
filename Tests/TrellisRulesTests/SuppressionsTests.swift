import Testing
import TrellisCore

@testable import TrellisRules

/// The quick check that spares a file without suppression commands the line-by-line scan must never miss a
/// command the scan finds.
struct SuppressionsTests {
    @Test(arguments: [
        "a: 1  # trellis:disable:this x", "a: 1  #trellis:disable:this x", "a: 1  #\ttrellis:disable:this x",
        "a: 1  #,trellis:disable:this x", "# note\n# trellis:disable x\nb: 2\n# trellis:enable x",
    ])
    func everyCommandTheScanFindsPassesTheQuickCheck(_ text: String) {
        let found = Suppressions(source: SourceFile(path: "s.layout.yaml", text: text))
        #expect(!found.commands.isEmpty, "\(text)")
        #expect(Suppressions.mayHoldCommand(text))
    }

    @Test func textWithoutACommandIsNotScanned() {
        #expect(!Suppressions.mayHoldCommand("a: 1  # a comment about trellis: not a command\nb: trellis:x"))
    }
}
