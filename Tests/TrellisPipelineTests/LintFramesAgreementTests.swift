import Testing
import TrellisCore
import TrellisModel
import TrellisPipeline

/// `lint` and `frames` judge a file alike: preview data is checked once, in lowering.
@Suite struct LintFramesAgreementTests {
    static let file = """
        layout: Rows
        sections:
          - name: rows
            group:
              axis: vertical
              width: fractionalWidth(1)
              height: absolute(44)
              item: {width: fractionalWidth(1), height: fractionalHeight(1)}
        preview:
          device: iPhone 166
          sections:
            - {layout: rows, items: 3}
        """

    /// An unknown preview device was refused by `frames` while `lint` said "no problems". Both report it; `frames`
    /// lays the file out as if the device were not written (iPhone 16) and says so.
    @Test func unknownPreviewDeviceIsReportedByBoth() {
        let linted = Pipeline.check(text: Self.file, path: "Rows.layout.yaml")
        let framed = FramesRun.run(bytes: Array(Self.file.utf8), path: "Rows.layout.yaml", options: FramesRun.Options())
        for diagnostics in [linted.diagnostics, framed.diagnostics] {
            let found = diagnostics.filter { $0.severity == .error }
            #expect(found.map(\.rule) == [.invalidValue])
            #expect(found.first.map { "\($0.range.start)" } == "10:11")
            #expect(found.first?.message.contains("did you mean 'iPhone 16'?") == true)
        }
        #expect(framed.tree?.environment.container == Size(width: 393, height: 852))
        #expect(framed.standIns.map(\.rule) == [.invalidValue])
    }
}
