import Testing
import TrellisCore

struct SourceFileTests {
    /// Worked by hand: the needle stands twice on line 2, once on line 4 (after a CR LF line), and not on lines 1,
    /// 3 and 5; a line holding it twice is named once.
    @Test func lineNumbersContainingANeedleAreEachLineOnce() {
        let source = SourceFile(path: "t.yaml", text: "a\n# trellis:x trellis:y\nb\r\nc trellis:\ntrellis")
        #expect(source.lineNumbers(containing: "trellis:") == [2, 4])
        #expect(source.lineNumbers(containing: "absent") == [])
        #expect(SourceFile(path: "e.yaml", text: "").lineNumbers(containing: "trellis:") == [])
    }
}
