import Foundation
import Testing
import TrellisImport

/// `--check` keeps one build cache per stand-in checkout: two checkouts never share (and wait on) one build.
@Suite struct ImportCheckCacheTests {
    @Test func eachCheckoutHasItsOwnCacheAndKeepsIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-cache-\(UUID().uuidString)")
        let first = root.appendingPathComponent("one/Trellis"), second = root.appendingPathComponent("two/Trellis")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: first)

        let name = ImportCheck.cacheName(for: first.path)
        #expect(name.hasPrefix("Trellis-"))
        #expect(name != ImportCheck.cacheName(for: second.path))
        // The same checkout, however it is named, and on every run.
        #expect(name == ImportCheck.cacheName(for: link.path))
        #expect(name == ImportCheck.cacheName(for: first.path))
    }
}

/// A build the stand-in cannot make for a reason of the platform (no Objective-C runtime, a module of the app) is
/// said once per use, at the user's file, with what to do: the compiler's words alone name the check's own copy.
@Suite struct ImportCheckBuildExplanationTests {
    @Test func objectiveCOnlyCodeIsExplainedAtTheUsersFile() {
        let check = ImportCheck(
            sources: [("App/Feed.swift", ""), ("App/Sidebar.swift", "")], layouts: [], checkout: "/tmp/Trellis")
        let output = """
            /tmp/x/Sources/TrellisImportCheck/1-Sidebar.swift:85:19: error: instance method 'viewDidLoad()' declared \
            in 'UIViewController' cannot be overridden from extension
            /tmp/x/Sources/TrellisImportCheck/0-Feed.swift:12:6: error: Objective-C interoperability is disabled
            /tmp/x/Sources/TrellisImportCheck/0-Feed.swift:30:20: error: '#selector' can only be used with the \
            Objective-C runtime
            /tmp/x/Sources/TrellisImportCheck/0-Feed.swift:3:8: error: no such module 'Combine'
            /tmp/x/Sources/TrellisImportCheck/0-Feed.swift:40:8: error: cannot find 'viewModel' in scope
            """
        let lines = check.explanations(ofBuildOutput: output)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasPrefix("App/Sidebar.swift:85:19: note: an `override` in an extension needs") == true)
        #expect(lines.dropFirst().first?.hasPrefix("App/Feed.swift:12:6: note: `@objc` needs") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("App/Feed.swift:30:20: note: `#selector` needs") == true)
        #expect(lines.last?.hasPrefix("App/Feed.swift:3:8: note: the check builds the given files") == true)
    }
}
