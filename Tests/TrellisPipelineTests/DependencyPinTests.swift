import Foundation
import Testing
import TrellisTestSupport

/// Clones resolve anywhere: no `Package.resolved` is tracked (its pins name the commit ids of the package copies it
/// was resolved from, which other machines do not have), and `Package.swift` states each dependency's tested version
/// exactly instead, so every clone builds what CI tested.
struct DependencyPinTests {
    @Test func noPackageResolvedIsTracked() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Repository.root, "ls-files"]
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let files = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git ls-files failed")
        let tracked = files.split(separator: "\n").filter { $0.hasSuffix("Package.resolved") }
        #expect(tracked.isEmpty, "tracked: \(tracked)")
        #expect(files.contains("Package.swift"), "the listing is the repository's")
    }

    @Test func everyDependencyStatesItsTestedVersionExactly() throws {
        let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        let dependencies = manifest.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(dependencies.count >= 5)
        for line in dependencies {
            #expect(line.contains("exact: \""), "\(line.trimmingCharacters(in: .whitespaces))")
        }
    }
}
