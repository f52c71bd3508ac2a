import ArgumentParser
import Foundation
import TrellisCore
import TrellisPipeline

#if Import
    import TrellisImport
#endif

extension TrellisCommand {
    struct Import: ParsableCommand {

        static let configuration = CommandConfiguration(
            abstract: "Write layout files from existing Swift layout code.",
            discussion: """
                Every function returning UICollectionViewLayout or UICollectionViewCompositionalLayout (or \
                AppKit's names) becomes NAME.layout.yaml, where makeFeedLayout() gives Feed. The code is followed \
                statically: literals, local variables, helper functions, methods, properties and constants of the \
                given files (a folder gives every .swift file in it), enums with Int raw values and their \
                computed properties, `switch sectionIndex` providers (as `indexes`, with steps for \
                `sectionIndex % n`), numbers computed from the environment (as version 2 expressions), and \
                conditions on the container's width, the horizontal size class and `#available` (as variants). \
                A Swift syntax error is an error at its place (status 2). What cannot be followed (app data, \
                loops, calls into app code, the device's idiom, custom item providers, visible-items handlers) is \
                printed as a note at its place in the Swift file and written as a `# TODO` comment beside a \
                stand-in value. An existing layout file is never replaced. Two types may each have a \
                `createLayout()`: each becomes a layout named after its type. \
                Import is bounded: a file nesting brackets more than 64 deep (square brackets more than 12) or code \
                more than 1,000 levels deep is an error at its place, as are constants defined in a cycle \
                (status 2, after writing what could be imported); a layout function taking more than 100,000 \
                evaluation steps is written partially, with a note where it stopped.
                """)

        @Argument(help: ArgumentHelp("The Swift files to read, or folders of them.", valueName: "FILE.swift|FOLDER"))
        var files: [String]

        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "The folder to write to (default: the current folder); - writes the one layout imported to standard "
                    + "output.", valueName: "FOLDER"))
        var output: String = "."

        @Flag(help: "Print the layout files instead of writing them.")
        var dryRun = false

        @Flag(
            help: """
                Write nothing; build the files with the UIKit stand-in, run each layout (a view controller through \
                its lifecycle), and compare its frames with the imported file's at 390x844, 844x390 and 1024x768 \
                (status 1 if any differ).
                """)
        var check = false

        @Option(
            help: ArgumentHelp(
                "The Trellis package --check builds against (default: the checkout this trellis was built in, "
                    + "else the stand-in installed beside it, PREFIX/share/trellis/stand-in).",
                valueName: "FOLDER"))
        var standIn: String?

        func validate() throws {
            // A missing path is refused when it is read, in the words every command uses.
            if let wrong = files.first(where: {
                !$0.hasSuffix(".swift") && FileManager.default.fileExists(atPath: $0) && !Self.isFolder($0)
            }) {
                throw ValidationError("'\(TerminalText.escaped(wrong))' is not a .swift file or a folder")
            }
        }

        static func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }

        /// The files given, with each folder's .swift files (in name order, hidden folders and `.build` skipped).
        static func swiftFiles(_ paths: [String]) -> [String] {
            var seen: Set<String> = []
            return paths.flatMap { path -> [String] in
                guard isFolder(path) else { return [path] }
                let enumerator = FileManager.default.enumerator(atPath: path)
                var found: [String] = []
                while let relative = enumerator?.nextObject() as? String {
                    // Hidden folders (`.build`, `.git`) are not entered at all.
                    if (relative as NSString).lastPathComponent.hasPrefix(".") {
                        enumerator?.skipDescendants()
                        continue
                    }
                    if relative.hasSuffix(".swift") {
                        found.append((path as NSString).appendingPathComponent(relative))
                    }
                }
                return found.sorted()
            }.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        }

        func run() throws {
            #if Import
                try importFiles()
            #else
                throw TrellisCommand.builtWithout("import", trait: "Import")
            #endif
        }

        #if Import
            private func importFiles() throws {
                var sources: [(path: String, text: String)] = []
                for path in Self.swiftFiles(files) {
                    // Read through the size-limited reader every command uses: a huge file is refused unread.
                    let bytes: [UInt8]
                    do throws(LintRun.ReadFailure) {
                        bytes = try LayoutFileDiscovery.read(path, limit: Limits.importFileBytes)
                    } catch {
                        Terminal.standardError("error: \(error.description)\n")
                        throw ExitCode(1)
                    }
                    guard bytes.count <= Limits.importFileBytes else {
                        Terminal.standardError(
                            "error: "
                                + LintRun.ReadFailure(
                                    path: path, reason: "larger than \(Limits.importFileBytes >> 20) MiB"
                                )
                                .description
                                + "\n")
                        throw ExitCode(1)
                    }
                    sources.append((path, String(decoding: bytes, as: UTF8.self)))
                }
                let outcome = SwiftLayoutImporter(sources: sources).importAll()
                let imported = outcome.layouts
                for error in outcome.errors { Terminal.standardError("\(TerminalText.escaped("\(error)"))\n") }
                for resource in outcome.bundleResources {
                    Terminal.standardError("\(TerminalText.escaped("\(resource)"))\n")
                }
                for layout in imported {
                    for note in layout.notes { Terminal.standardError("\(TerminalText.escaped("\(note)"))\n") }
                }
                // A file nested too deeply or constants defined in a cycle are mistakes in the input: status 2, after
                // writing what could be imported.
                let failed =
                    !outcome.errors.isEmpty || imported.contains { $0.notes.contains { $0.severity == .error } }
                if imported.isEmpty, failed { throw ExitCode(2) }
                if imported.isEmpty {
                    Terminal.standardError(
                        "error: no function returning a layout in \(files.joined(separator: ", "))\n")
                    throw ExitCode(2)
                }
                if check {
                    try ImportCheckCommand.run(
                        imported, sources: sources, bundleResources: outcome.bundleResources, standIn: standIn)
                    if failed { throw ExitCode(2) }
                    return
                }
                if dryRun {
                    Terminal.standardOutput(imported.map(\.text).joined(separator: "---\n"))
                    if failed { throw ExitCode(2) }
                    return
                }
                if OutputFile.descriptor(named: output) != nil {
                    guard imported.count == 1 else {
                        Terminal.standardError(
                            "error: -o \(output) writes one layout file, and \(imported.count) were imported; give a "
                                + "folder, or --dry-run to print them all\n")
                        throw ExitCode(1)
                    }
                    try Terminal.writeOutput(imported[0].text, to: output)
                    if failed { throw ExitCode(2) }
                    return
                }
                // A name comes from the Swift source, which may be anyone's: one path component, inside the folder.
                let targets = imported.map {
                    URL(fileURLWithPath: output).appendingPathComponent("\(OutputFile.component($0.name)).layout.yaml")
                        .path
                }
                if let escaping = targets.first(where: { !OutputFile.lies($0, inside: output) }) {
                    Terminal.standardError(
                        "error: '\(TerminalText.escaped(escaping))' would be outside '\(output)' (a symbolic link); "
                            + "import writes only inside its folder\n")
                    throw ExitCode(1)
                }
                if let existing = targets.first(where: { FileManager.default.fileExists(atPath: $0) }) {
                    Terminal.standardError("error: '\(existing)' exists; import never replaces a layout file\n")
                    throw ExitCode(1)
                }
                for (layout, target) in zip(imported, targets) {
                    do {
                        _ = try OutputFile.writeIfChanged(layout.text, to: target)
                    } catch {
                        Terminal.standardError("error: cannot write '\(target)': \(error.localizedDescription)\n")
                        throw ExitCode(1)
                    }
                    Terminal.standardError(
                        TerminalText.escaped("wrote \(target) from \(layout.file):\(layout.line) (\(layout.function))")
                            + "\n")
                }
                if failed { throw ExitCode(2) }
            }
        #endif
    }
}
