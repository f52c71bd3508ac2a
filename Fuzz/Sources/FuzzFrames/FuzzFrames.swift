import FuzzSupport
import TrellisPipeline

/// libFuzzer's entry point: lay the bytes' preview out (50 items a section, so that no input is slow by design;
/// the preview's own counts are bounded by lowering and checked by the other targets) and write the frames in
/// every format.
@_cdecl("FuzzFrames_main")
public func fuzzFramesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzFrames)
}

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    var options = FramesRun.Options()
    options.itemCount = 50
    options.scale = 3
    let outcome = FramesRun.run(bytes: bytes, path: "Fuzz.layout.yaml", options: options)
    guard let tree = outcome.tree else { return 0 }
    let output = FramesOutput(tree: tree, deviceName: outcome.deviceName)
    var written = 0
    for format in FramesFormat.allCases { output.write(as: format) { written += $0.count } }
    // The first item's derivation, which records as the solvers lay out.
    _ = ExplainRun.run(
        bytes: bytes, path: "Fuzz.layout.yaml", target: .element(.item(section: 0, index: 0)), options: options)
    return 0
}
