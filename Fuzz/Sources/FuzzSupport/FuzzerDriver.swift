/// libFuzzer's driver, called from each target's entry point: SwiftPM names an executable's entry point
/// `<Target>_main` and links `main` to it, which would hide libFuzzer's own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments on `test`.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runDriver(&count, &arguments, test)
}
