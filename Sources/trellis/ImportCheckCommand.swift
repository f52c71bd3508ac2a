#if Import
    import ArgumentParser
    import Foundation
    import TrellisCore
    import TrellisImport
    import TrellisModel
    import TrellisPipeline

    /// `trellis import --check`: the running layouts' frames (from the check program) against the imported files'.
    enum ImportCheckCommand {
        static func run(
            _ imported: [SwiftLayoutImporter.ImportedLayout], sources: [(path: String, text: String)],
            bundleResources: [ImportNote] = [], standIn: String?
        ) throws {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            guard let checkout = standIn ?? ImportCheck.checkout(above: executable) else {
                Terminal.standardError(
                    "error: --check needs the UIKit stand-in: a Trellis checkout, or the stand-in package "
                        + "`make install` puts in PREFIX/\(ImportCheck.installedStandIn); none was found above "
                        + "\(executable), so give one with --stand-in FOLDER\n")
                throw ExitCode(2)
            }
            var documents: [String: LayoutDocument] = [:]
            var layouts: [(name: String, entry: SwiftLayoutImporter.Entry, counts: [Int])] = []
            for layout in imported {
                if case let .unavailable(reason) = layout.entry {
                    Terminal.standardOutput("\(layout.name): not checked: \(reason)\n")
                    continue
                }
                // What UIKit would be handed: a file lint refuses is still checked, and its errors are said.
                let checked = Pipeline.check(text: layout.text, path: "\(layout.name).layout.yaml")
                let errors = checked.diagnostics.filter { $0.severity == .error }
                guard let document = checked.model else {
                    Terminal.standardOutput("\(layout.name): not checked: the imported file does not lower\n")
                    for error in errors { Terminal.standardOutput("  \(error.headline)\n") }
                    continue
                }
                if !errors.isEmpty {
                    Terminal.standardOutput("\(layout.name): lint refuses the imported file; checked anyway\n")
                    for error in errors { Terminal.standardOutput("  \(error.headline)\n") }
                }
                documents[layout.name] = document
                // A section function is checked as what its import says: one section.
                let isSection = if case .section = layout.entry { true } else { false }
                layouts.append((layout.name, layout.entry, isSection ? [7] : Self.counts(for: document)))
            }
            guard !layouts.isEmpty else { throw ExitCode(1) }
            // One build cache per stand-in checkout, so two checkouts never wait on, or reuse, each other's build.
            let scratch = FileManager.default.homeDirectoryForCurrentUser
                .appendingPathComponent(".cache/trellis/import-check/\(ImportCheck.cacheName(for: checkout))").path
            let confinement = ImportCheck.Confinement.detect(environment: ProcessInfo.processInfo.environment)
            Terminal.standardError(Self.warning(confinement))
            Terminal.standardError("building the layouts with the UIKit stand-in of \(checkout)...\n")
            let runs: [ImportCheck.Run]
            do {
                runs = try ImportCheck(sources: sources, layouts: layouts, checkout: checkout)
                    .run(scratch: scratch, confinement: confinement)
            } catch {
                Terminal.standardError("error: \(error.description)\n")
                if case let .interrupted(signal) = error { throw ExitCode(128 + signal) }
                throw ExitCode(2)
            }
            var differing = 0
            for run in runs {
                guard let layout = imported.first(where: { $0.name == run.layout }),
                    let document = documents[run.layout],
                    let size = ImportCheck.sizes.first(where: { $0.name == run.size })
                else { continue }
                if let failure = run.failure {
                    differing += 1
                    Terminal.standardOutput("\(run.layout) at \(run.size): \(TerminalText.escaped(failure))\n")
                    for line in run.output { Terminal.standardOutput("  output: \(TerminalText.escaped(line))\n") }
                    // What the app's bundle holds is not in the check program's: a likely cause, said as such.
                    for resource in bundleResources {
                        let place = "\(resource.file):\(resource.line):\(resource.column)"
                        Terminal.standardOutput(
                            "  \(TerminalText.escaped(place)): \(resource.message), which the check program does not "
                                + "have\n")
                    }
                    continue
                }
                let text =
                    layout.text + Self.preview(size, counts: run.counts, container: run.container, document: document)
                guard
                    let tree = FramesRun.run(
                        bytes: Array(text.utf8), path: "\(run.layout).layout.yaml", options: FramesRun.Options()
                    ).tree
                else {
                    differing += 1
                    Terminal.standardOutput("\(run.layout) at \(run.size): the imported file has no frames there\n")
                    continue
                }
                let differences = zip(run.lines, tree.comparisonLines).filter { $0 != $1 }
                if differences.isEmpty && run.lines.count == tree.comparisonLines.count {
                    Terminal.standardOutput("\(run.layout) at \(run.size): same frames (\(run.lines.count) lines)\n")
                } else {
                    differing += 1
                    Terminal.standardOutput("\(run.layout) at \(run.size): frames differ\n")
                    for (running, file) in differences.prefix(5) {
                        Terminal.standardOutput("  running: \(running)\n  file:    \(file)\n")
                    }
                    if run.lines.count != tree.comparisonLines.count {
                        Terminal.standardOutput(
                            "  running: \(run.lines.count) frames; file: \(tree.comparisonLines.count) frames\n")
                    }
                }
            }
            if differing > 0 { throw ExitCode(1) }
        }

        /// What `--check` is about to do, said before it builds anything: the files' code runs here, as the user.
        static func warning(_ confinement: ImportCheck.Confinement) -> String {
            let network =
                confinement.unshare == nil
                ? "with the network (`unshare -rn` does not work here)"
                : "without network (`unshare -rn`)"
            return "warning: --check builds the given Swift files and runs their code on this machine, as you: each "
                + "layout in a process of its own, \(network), with a scratch HOME and no environment variables but "
                + "PATH, HOME and TMPDIR, for at most \(confinement.seconds) s and \(confinement.memoryMiB) MiB. It "
                + "can still read and write your files: check only code you would build and run yourself.\n"
        }

        /// Item counts to run a layout function with: one section per index the file names (two past an open pattern's
        /// start), seven items each.
        static func counts(for document: LayoutDocument) -> [Int] {
            var sections = 1
            for section in document.sections {
                for step in section.indexes?.steps ?? [] {
                    let last =
                        step.range.upperBound == Int.max ? step.range.lowerBound + step.step : step.range.upperBound - 1
                    sections = max(sections, min(last, 63) + 1)
                }
            }
            return Array(repeating: 7, count: sections)
        }

        /// The file's preview for one size and the counts the running layout had.
        /// A view controller's run gives the size of its collection view and the safe area that view overlaps
        /// (`container`): a view pinned to the safe area is narrower than the device and sees none of it.
        static func preview(
            _ size: ImportCheck.Size, counts: [Int], container: [Double]? = nil, document: LayoutDocument
        ) -> String {
            let device = size.environment
            var box = [device.container.width, device.container.height]
            var safe = [device.safeArea.top, device.safeArea.leading, device.safeArea.bottom, device.safeArea.trailing]
            if let container, container.count == 6 {
                box = Array(container[0..<2])
                safe = Array(container[2..<6])
            }
            var text = "\npreview:\n  container: {width: \(box[0]), height: \(box[1])}\n"
            text += "  safeArea: {top: \(safe[0]), leading: \(safe[1]), bottom: \(safe[2]), "
            text += "trailing: \(safe[3])}\n  scale: \(device.scale)\n  sections:\n"
            for (index, count) in counts.enumerated() {
                let owner = document.sections.first { $0.indexes?.contains(index) ?? true }
                text += "    - {layout: \(owner?.name ?? document.sections.first.name), items: \(count)}\n"
            }
            return text
        }
    }
#endif
