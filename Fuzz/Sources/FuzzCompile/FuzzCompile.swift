import TrellisCodegen
import FuzzSupport
import TrellisPipeline
import TrellisRender
import TrellisRules

/// libFuzzer's entry point: compile the bytes to Swift for UIKit and AppKit, and render them as SVG and HTML.
@_cdecl("FuzzCompile_main")
public func fuzzCompileMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzCompile)
}

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    for platform in [CodeGenerator.Platform.uikit, .appkit] {
        var options = CodeGenerator.Options()
        options.platform = platform
        _ = CompileRun.run(bytes: bytes, path: "Fuzz.layout.yaml", options: options)
    }
    for format in [RenderRun.Format.svg, .html] {
        _ = RenderRun.run(
            bytes: bytes, path: "Fuzz.layout.yaml", format: format, devices: [], base: FramesRun.Options(),
            configuration: LintConfiguration())
    }
    return 0
}
