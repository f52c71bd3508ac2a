import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-layouts [--target NAME ...]`:
/// writes `Name.swift` next to every `Name.layout.yaml` of the package's source targets (or of
/// the named ones), for packages that check generated code in instead of using the build plugin.
@main
struct GenerateLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        // `trellis compile` alone when built from source; the prebuilt plugin package has the whole `trellis`.
        let trellis = try (try? context.tool(named: "trellis-compile")) ?? context.tool(named: "trellis")
        let suffix = ".layout.yaml"
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
            names.isEmpty || names.contains($0.name)
        }
        var failures = 0, written = 0
        for target in targets {
            for file in target.sourceFiles where file.url.lastPathComponent.hasSuffix(suffix) {
                let name = String(file.url.lastPathComponent.dropLast(suffix.count))
                let output = file.url.deletingLastPathComponent().appendingPathComponent("\(name).swift")
                let process = Process()
                process.executableURL = trellis.url
                process.arguments = ["compile", file.url.path, "-o", output.path]
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus == 0 {
                    print("\(target.name): \(file.url.lastPathComponent) -> \(output.lastPathComponent)")
                    written += 1
                } else {
                    failures += 1
                }
            }
        }
        if written > 0 {
            print(
                "note: a target that also uses TrellisBuildPlugin leaves these layouts to the files written here; "
                    + "delete them to have every build generate the Swift instead")
        }
        if failures > 0 { throw GenerateLayoutsError(failures: failures) }
    }
}

struct GenerateLayoutsError: Error, CustomStringConvertible {
    var failures: Int
    var description: String {
        "\(failures) layout file\(failures == 1 ? "" : "s") could not be compiled; see the diagnostics above"
    }
}
