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
