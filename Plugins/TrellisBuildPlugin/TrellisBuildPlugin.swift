import Foundation
import PackagePlugin

/// Generates Swift from every `*.layout.yaml` of the target it is applied to, on every build
/// where a layout file or a `.trellis.yml` above it changed: `trellis-compile compile FILE -o WORK/Name.swift`
/// (`trellis-compile` is `trellis compile` alone, light to build; a prebuilt plugin package runs `trellis`).
/// A layout file with errors fails the build with its diagnostics. It serves SwiftPM targets and,
/// through `XcodeBuildToolPlugin`, targets of Xcode projects.
@main
struct TrellisBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        // The folder holding all the target's files (`directoryURL` needs tools version 6.1).
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.dropFirst().reduce(folders.first ?? []) { common, folder in
            Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return try LayoutCommands(
            trellis: (try? context.tool(named: "trellis-compile").url) ?? context.tool(named: "trellis").url,
            workDirectory: context.pluginWorkDirectoryURL, root: URL(fileURLWithPath: common.joined(separator: "/")),
            files: files
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TrellisBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try LayoutCommands(
                trellis: (try? context.tool(named: "trellis-compile").url) ?? context.tool(named: "trellis").url,
                workDirectory: context.pluginWorkDirectoryURL,
                root: context.xcodeProject.directoryURL, files: target.inputFiles.map(\.url)
            ).commands()
        }
    }
#endif

/// The build commands for one target's layout files, the same for a package target and an Xcode target.
struct LayoutCommands {
    static let suffix = ".layout.yaml"
    static let configurationName = ".trellis.yml"

    var trellis: URL
    var workDirectory: URL
    /// The folder of the target's files (or the Xcode project's): outputs are named by the path below it.
    var root: URL
    var files: [URL]

    func commands() -> [Command] {
        let paths = Set(files.map { $0.standardizedFileURL.path })
        return files.filter { $0.lastPathComponent.hasSuffix(Self.suffix) }.compactMap { file in
            let name = String(file.lastPathComponent.dropLast(Self.suffix.count))
            // Swift written beside the layout (same folder) by the generate-layouts command would define every
            // type twice.
            let beside = file.deletingLastPathComponent().appendingPathComponent("\(name).swift")
            if paths.contains(beside.standardizedFileURL.path) {
                Diagnostics.warning(
                    "\(name).swift beside \(file.lastPathComponent) holds its generated code (written by the "
                        + "generate-layouts command), so the build plugin leaves this layout alone; delete "
                        + "\(name).swift to have every build generate it instead")
                return nil
            }
            let output = workDirectory.appendingPathComponent(outputName(for: file, name: name))
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(file.lastPathComponent)",
                executable: trellis,
                arguments: ["compile", file.path, "-o", output.path, "--no-color"],
                inputFiles: [file] + configurations(above: file) + includes(of: file),
                outputFiles: [output])
        }
    }

    /// `Name.layout.swift` for a layout at the root, `Folder_Sub_Name.layout.swift` below it. One module cannot hold
    /// two files of one name (their object files collide), so the name carries the layout's folders, and the
    /// `.layout` part keeps it apart from the target's own `Name.swift`.
    func outputName(for file: URL, name: String) -> String {
        let rootComponents = root.standardizedFileURL.pathComponents
        let folders = file.deletingLastPathComponent().standardizedFileURL.pathComponents
        let below =
            folders.starts(with: rootComponents) ? Array(folders.dropFirst(rootComponents.count)) : []
        return (below + [name]).joined(separator: "_") + ".layout.swift"
    }

    /// The files a layout's `include:` names (language version 2), and the files they include, read from the text
    /// (a plugin has no YAML parser): a block list (`- path`) or a flow list (`[a, b]`) under a top-level `include:`.
    func includes(of file: URL, visited: Set<String> = []) -> [URL] {
        guard visited.count < 8, let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        // Lines without their `\r` and their comments (a `#` after a space; paths rarely hold one).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if line.hasPrefix("#") { return "" }
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            return line
        }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("include:") }) else { return [] }
        var names: [String] = []
        let rest = lines[start].dropFirst("include:".count).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[") {
            names = rest.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            }
        } else {
            for line in lines[(start + 1)...] {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                guard trimmed.hasPrefix("- ") else { break }
                names.append(trimmed.dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
            }
        }
        var found: [URL] = []
        for name in names where !name.isEmpty {
            let included = URL(fileURLWithPath: name, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
            guard !visited.contains(included.path), FileManager.default.fileExists(atPath: included.path) else {
                continue
            }
            found.append(included)
            found += includes(of: included, visited: visited.union([file.standardizedFileURL.path, included.path]))
        }
        return found
    }

    /// Every `.trellis.yml` in the layout's folder and the folders above it, where `trellis compile` looks for its
    /// configuration: whether the build passes depends on them.
    func configurations(above file: URL) -> [URL] {
        var found: [URL] = []
        var folders = file.deletingLastPathComponent().standardizedFileURL.pathComponents
        while !folders.isEmpty {
            let candidate = URL(fileURLWithPath: (folders + [Self.configurationName]).joined(separator: "/"))
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            folders.removeLast()
        }
        return found
    }
}
