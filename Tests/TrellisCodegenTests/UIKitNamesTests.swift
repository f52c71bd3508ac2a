import Foundation
import Testing
import TrellisTestSupport

/// On Linux, `import UIKit` (the stand-in) brings UIKit's names and Foundation's, and nothing of the engine's: an app
/// file that declares its own `Size` or `Axis` compiles, and one that imports nothing else cannot see the engine's.
@Suite struct UIKitNamesTests {
    /// Type-checks `source` as a file of its own against the modules this test run built.
    static func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // swiftc leaves its scratch folders in TMPDIR: here they go with the folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        process.arguments = [
            "swiftc", "-typecheck", "-parse-as-library", "-I", GeneratedCodeWarningTests.modules.path, file.path,
        ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(arguments: ["Size", "Rect", "Axis", "NonEmpty", "LayoutEnvironment", "FrameTree"])
    func engineNamesAreNotInScope(_ name: String) throws {
        let result = try Self.typeCheck("import UIKit\n\nfunc use(_ value: \(name)) {}\n")
        #expect(result.status != 0)
        #expect(result.output.contains("cannot find type '\(name)' in scope"), "\(result.output)")
    }

    /// An app's own types of those names, beside UIKit's and Foundation's.
    @Test func anAppsOwnNamesCompileBesideUIKit() throws {
        let result = try Self.typeCheck(
            """
            import UIKit

            struct Size { var width = 0.0 }
            enum Axis { case horizontal, vertical }
            struct Rect { var size = Size() }

            @MainActor func makeLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(Size().width + 44))))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }
}
