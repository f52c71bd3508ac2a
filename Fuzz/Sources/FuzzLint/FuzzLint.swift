import TrellisCore
import FuzzSupport
import TrellisPipeline

/// libFuzzer's entry point: lint the bytes as a layout file and print the findings with every reporter.
@_cdecl("FuzzLint_main")
public func fuzzLintMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzLint)
}

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    var options = LintRun.Options()
    options.configurationPath = nil
    guard let run = try? LintRun.run([.standardInput(bytes: bytes, name: "Fuzz.layout.yaml")], options: options) else {
        return 0
    }
    let sources = Dictionary(run.files.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    for name in Reporters.identifiers {
        _ = Reporters.named(name)?.report(run.diagnostics, sources: sources, fileCount: run.files.count)
    }
    return 0
}
