import Foundation
import PackagePlugin

/// Generates Swift from every `*.layout.yaml` of the target it is applied to, on every build
/// where a layout file changed: `trellis compile FILE -o WORK/Name.swift`. A layout file with
/// errors fails the build with its diagnostics.
@main
struct TrellisBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let trellis = try context.tool(named: "trellis")
        let suffix = ".layout.yaml"
        return target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(suffix) }.map { file in
            let name = String(file.url.lastPathComponent.dropLast(suffix.count))
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
            return .buildCommand(
                displayName: "Generating \(name).swift from \(file.url.lastPathComponent)",
                executable: trellis.url,
                arguments: ["compile", file.url.path, "-o", output.path, "--no-color"],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }
}
