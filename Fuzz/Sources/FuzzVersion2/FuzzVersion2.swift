import Foundation
import FuzzSupport
import TrellisCore
import TrellisPipeline

/// libFuzzer's entry point: version 2 files with their fragments. The bytes are a layout and up to three fragments,
/// split at `\n---\n`; the layout gets `version: 2` if it states no version, each fragment is written as `f1.yaml`,
/// `f2.yaml`, `f3.yaml` in a folder of the fuzzer's own, and the layout is linted and laid out there, so
/// expressions, constants, definitions, `use:` and `include:` (of those files, of missing ones, of itself) all meet
/// arbitrary input.
@_cdecl("FuzzVersion2_main")
public func fuzzVersion2Main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzVersion2)
}

/// The fuzzer's folder, made once: a `.trellis.yml` there makes it the project includes are read in.
private let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fuzz-v2-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try? "disabled_rules: []\n".write(toFile: path + "/.trellis.yml", atomically: true, encoding: .utf8)
    return path
}()

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVersion2(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var parts = text.components(separatedBy: "\n---\n")
    var layout = parts.removeFirst()
    if !layout.contains("version:") { layout = "version: 2\n" + layout }
    for index in 1...3 {
        let fragment = index <= parts.count ? parts[index - 1] : "version: 2\n"
        try? fragment.write(toFile: "\(folder)/f\(index).yaml", atomically: false, encoding: .utf8)
    }
    let path = folder + "/Main.layout.yaml"
    let checked = Pipeline.check(text: layout, path: path)
    _ = Reporters.named("human")?.report(
        checked.diagnostics, sources: Dictionary(
            ([checked.source] + checked.includedSources).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }),
        fileCount: 1)
    _ = FramesRun.run(bytes: Array(layout.utf8), path: path, options: FramesRun.Options())
    return 0
}
