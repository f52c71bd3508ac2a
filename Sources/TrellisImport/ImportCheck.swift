import Foundation
import TrellisModel

/// `trellis import --check`: runs the Swift files' own layouts on the UIKit stand-in, in a program built from a
/// temporary package that depends on a Trellis checkout, and returns each layout's frames at each size as lines
/// (`FrameTree.comparisonLines`), for comparison with the imported files laid out by the engine.
package struct ImportCheck {
    /// A size a layout is checked at: a device's container, safe area and scale, by name.
    package struct Size: Sendable {
        package var name: String
        package var environment: LayoutEnvironment
    }

    /// 390 × 844 and 844 × 390 (a 6.1-inch iPhone, portrait and landscape) and 1024 × 768 (an iPad in landscape).
    package static let sizes = [
        Size(
            name: "390x844",
            environment: LayoutEnvironment(
                container: TrellisModel.Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))),
        Size(
            name: "844x390",
            environment: LayoutEnvironment(
                container: TrellisModel.Size(width: 844, height: 390),
                safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))),
        Size(
            name: "1024x768",
            environment: LayoutEnvironment(
                container: TrellisModel.Size(width: 1024, height: 768), safeArea: EdgeInsets(top: 24, bottom: 20),
                scale: 2)),
    ]

    /// One layout at one size: the item counts it was laid out with and its frames, or why it has none.
    package struct Run: Sendable {
        package var layout: String
        package var size: String
        package var counts: [Int]
        package var lines: [String]
        package var failure: String?
    }

    package enum Failure: Error, CustomStringConvertible {
        case noCheckout(String)
        case build(String)
        case run(String)

        package var description: String {
            switch self {
            case let .noCheckout(reason): return reason
            case let .build(output): return "the check program did not build:\n\(output)"
            case let .run(output): return "the check program failed:\n\(output)"
            }
        }
    }

    /// The Swift files, by path and text.
    let sources: [(path: String, text: String)]
    /// What to run: each layout's name, its entry, and (for a function) the item counts of its sections.
    let layouts: [(name: String, entry: SwiftLayoutImporter.Entry, counts: [Int])]
    /// The Trellis checkout the program depends on (its `Package.swift` names the package `Trellis`).
    let checkout: String

    package init(
        sources: [(path: String, text: String)],
        layouts: [(name: String, entry: SwiftLayoutImporter.Entry, counts: [Int])], checkout: String
    ) {
        self.sources = sources
        self.layouts = layouts
        self.checkout = checkout
    }

    /// Where the stand-in package is installed, relative to the folder above the binary's `bin`.
    package static let installedStandIn = "share/trellis/stand-in"

    /// The Trellis package above `path`: the checkout the running `trellis` was built in, or the stand-in package
    /// installed beside it (`PREFIX/bin/trellis` finds `PREFIX/share/trellis/stand-in`).
    package static func checkout(above path: String) -> String? {
        var directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            for candidate in [directory, directory.appendingPathComponent(installedStandIn)] {
                let manifest = candidate.appendingPathComponent("Package.swift").path
                if let text = try? String(contentsOfFile: manifest, encoding: .utf8),
                    text.contains("name: \"Trellis\"")
                {
                    return candidate.path
                }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Builds the program (in `scratch`, which later checks reuse) and runs it.
    package func run(scratch: String) throws(Failure) -> [Run] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-check-\(UUID())")
        let sourcesFolder = root.appendingPathComponent("Sources/TrellisImportCheck")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            try FileManager.default.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)
            try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let resolved = URL(fileURLWithPath: checkout).appendingPathComponent("Package.resolved")
            if FileManager.default.fileExists(atPath: resolved.path) {
                try FileManager.default.copyItem(at: resolved, to: root.appendingPathComponent("Package.resolved"))
            }
            for (index, source) in sources.enumerated() {
                let name = "\(index)-" + URL(fileURLWithPath: source.path).lastPathComponent
                try source.text.write(to: sourcesFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            try program.write(
                to: sourcesFolder.appendingPathComponent("TrellisImportCheckMain.swift"), atomically: true,
                encoding: .utf8)
        } catch {
            throw .run("cannot write the check package: \(error.localizedDescription)")
        }
        let build = Self.execute(
            "swift",
            ["build", "--package-path", root.path, "--scratch-path", scratch, "--product", "TrellisImportCheck"])
        guard build.status == 0 else { throw .build(build.output) }
        let ran = Self.execute("\(scratch)/debug/TrellisImportCheck", [])
        guard ran.status == 0 else { throw .run(ran.output) }
        return Self.runs(ran.output)
    }

    /// The package: the files and the program, against the checkout's `UIKit` stand-in.
    var manifest: String {
        let identity = URL(fileURLWithPath: checkout).lastPathComponent.lowercased()
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "TrellisImportCheck",
                dependencies: [.package(path: \(Self.literal(checkout)))],
                targets: [
                    .executableTarget(
                        name: "TrellisImportCheck",
                        dependencies: [
                            .product(name: "UIKit", package: \(Self.literal(identity))),
                            .product(name: "TrellisUIKit", package: \(Self.literal(identity))),
                            .product(name: "TrellisEngine", package: \(Self.literal(identity))),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)])
                ])

            """
    }

    /// The program: each layout at each size, printed as `== name size`, `counts ...` and its frame lines.
    var program: String {
        var out = """
            import TrellisEngine
            import TrellisModel
            import TrellisUIKit
            import UIKit

            @main
            struct TrellisImportCheckMain {
                static let sizes: [(String, UIKitEnvironment)] = [

            """
        for size in Self.sizes {
            let device = size.environment, safe = device.safeArea
            out += """
                        ("\(size.name)", UIKitEnvironment(layout: LayoutEnvironment(
                            container: Size(width: \(device.container.width), height: \(device.container.height)),
                            safeArea: EdgeInsets(top: \(safe.top), leading: \(safe.leading), bottom: \(safe.bottom), \
                trailing: \(safe.trailing)), scale: \(device.scale)))),

                """
        }
        out += """
                ]

                @MainActor static func report(_ name: String, _ size: String, _ body: () throws -> (FrameTree, [Int])) {
                    print("== \\(name) \\(size)")
                    do {
                        let (tree, counts) = try body()
                        print("counts " + counts.map(String.init).joined(separator: " "))
                        for line in tree.comparisonLines { print(line) }
                    } catch {
                        print("failure \\(error)")
                    }
                }

                @MainActor static func main() {
                    for (size, environment) in sizes {

            """
        for layout in layouts {
            let name = Self.literal(layout.name)
            switch layout.entry {
            case let .call(call):
                let counts = layout.counts.map { "SectionInput(itemCount: \($0))" }.joined(separator: ", ")
                out += """
                                report(\(name), size) {
                                    UIKitEnvironment.current = environment
                                    guard let layout = \(call) as? UICollectionViewCompositionalLayout else {
                                        throw ViewControllerLayoutError.notCompositional
                                    }
                                    let tree = try layout.layout(in: environment, sections: [\(counts)])
                                    return (tree, [\(layout.counts.map(String.init).joined(separator: ", "))])
                                }

                    """
            case let .viewController(type):
                out += """
                                report(\(name), size) {
                                    UIKitEnvironment.current = environment
                                    let controller = \(type)()
                                    let tree = try controller.collectionViewFrames(on: environment)
                                    let counts = controller.firstCollectionView?.sectionInputs.map(\\.itemCount) ?? []
                                    return (tree, counts)
                                }

                    """
            case .unavailable:
                continue
            }
        }
        out += """
                    }
                }
            }

            """
        return out
    }

    /// The program's output as runs.
    static func runs(_ output: String) -> [Run] {
        var runs: [Run] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                let parts = line.dropFirst(3).split(separator: " ").map(String.init)
                guard parts.count == 2 else { continue }
                runs.append(Run(layout: parts[0], size: parts[1], counts: [], lines: [], failure: nil))
            } else if runs.isEmpty {
                continue
            } else if line.hasPrefix("counts") {
                runs[runs.count - 1].counts = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            } else if line.hasPrefix("failure ") {
                runs[runs.count - 1].failure = String(line.dropFirst("failure ".count))
            } else if !line.isEmpty {
                runs[runs.count - 1].lines.append(line)
            }
        }
        return runs
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Runs a program, returning its status and its standard output and error.
    static func execute(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(program): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
