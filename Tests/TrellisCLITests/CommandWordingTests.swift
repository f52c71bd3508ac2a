import Foundation
import Testing
import TrellisTestSupport

/// Every command words one mistake alike, and `trellis mcp` words it as the command line does: a path that cannot be
/// read, an unknown name (with its "did you mean"), a number out of its range.
@Suite struct CommandWordingTests {
    static let input = "Samples/InsetGrid.layout.yaml"
    static let missing = "No/Such/File.layout.yaml"

    /// A command given a path it cannot read, and the reason it gives.
    struct UnreadablePath: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var path: String
        var reason: String
        /// `diff` exits with 2 for trouble: its 1 means that something changed.
        var status: Int32 = 1
        var testDescription: String { "trellis " + arguments.joined(separator: " ") }
    }

    static let unreadablePaths: [UnreadablePath] = {
        let absent = "no such file or folder", folder = "not a regular file"
        let never = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-never").path
        var cases: [UnreadablePath] = [
            UnreadablePath(arguments: ["lint", missing], path: missing, reason: absent),
            UnreadablePath(
                arguments: ["import", "No/Such/Layout.swift"], path: "No/Such/Layout.swift", reason: absent),
            UnreadablePath(arguments: ["import", "No/Such/Folder"], path: "No/Such/Folder", reason: absent),
            UnreadablePath(
                arguments: ["diff", "No/Such/Dump.json", input], path: "No/Such/Dump.json", reason: absent, status: 2),
            // `lint`, `import` and `compile` take folders: only a missing path is unreadable to them.
            UnreadablePath(arguments: ["compile", missing, "-o", never + ".swift"], path: missing, reason: absent),
        ]
        for (path, reason) in [(missing, absent), ("Samples", folder)] {
            cases += [
                UnreadablePath(arguments: ["frames", path], path: path, reason: reason),
                UnreadablePath(arguments: ["explain", path, "section 0 item 0"], path: path, reason: reason),
                UnreadablePath(arguments: ["render", path, "-o", never + ".svg"], path: path, reason: reason),
                UnreadablePath(arguments: ["diff", path, input], path: path, reason: reason, status: 2),
                UnreadablePath(arguments: ["preview", path], path: path, reason: reason),
            ]
        }
        return cases
    }()

    /// `CLITests.trellis`, except that a run still going after a minute is stopped: a `preview` that wrongly started
    /// serving would otherwise never end.
    static func trellisStoppingIfItServes(_ arguments: [String]) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let started = process.processIdentifier
        let stop = DispatchWorkItem { kill(started, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stop)
        defer { stop.cancel() }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLITests.Run(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    /// `preview` used to answer a missing file with a usage error (64) and to serve a folder; `import` called a
    /// missing folder "not a .swift file or a folder" (64).
    @Test(arguments: unreadablePaths)
    func unreadablePathIsWordedAlike(_ expected: UnreadablePath) throws {
        let run = try Self.trellisStoppingIfItServes(expected.arguments)
        #expect(run.status == expected.status, "\(run.standardError)")
        #expect(run.standardError == "error: cannot read '\(expected.path)': \(expected.reason)\n")
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput.prefix(200))")
    }

    /// The first line of a usage error, without its `Error: `.
    static func usageError(_ run: CLITests.Run) -> String {
        let first = run.standardError.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
    }

    /// A name too far from every known one for an edit distance, but whose words begin the words of one, is offered
    /// that one: a rule id (`trellis rules`, `lint --only-rule`), a device, a section layout of the preview data.
    @Test func unknownNamesOfferWhatTheyShorten() throws {
        let rule = "unknown rule 'fractional_in_estimate'; did you mean 'fractional_in_estimated_parent'?"
        let rules = try CLITests.trellis(["rules", "fractional_in_estimate"])
        #expect(rules.status == 64 && Self.usageError(rules) == rule, "\(rules.standardError)")
        let lint = try CLITests.trellis(["lint", "--only-rule", "fractional_in_estimate", Self.input])
        #expect(lint.status == 64 && Self.usageError(lint) == rule, "\(lint.standardError)")

        let device = try CLITests.trellis(["frames", Self.input, "--device", "iPad mini"])
        #expect(device.status == 64, "\(device.standardError)")
        #expect(
            Self.usageError(device)
                == "unknown device 'iPad mini'; did you mean 'iPad mini (A17 Pro)'? (`trellis devices` lists them)")

        let layout = """
            layout: Feed
            sections:
              - name: heroBannerLarge
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: absolute(44)
                  item: {width: fractionalWidth(1), height: fractionalHeight(1)}
            preview:
              sections:
                - {layout: heroBanner, items: 2}

            """
        let section = try CLITests.trellis(["lint", "-"], input: layout)
        #expect(section.status == 2)
        #expect(
            section.standardError.contains(
                "preview data names section layout 'heroBanner', which the file does not define; did you mean "
                    + "'heroBannerLarge'?"), "\(section.standardError)")
    }

    /// Arguments with a number out of range, and the start of the usage error they get.
    static let numbersOutOfRange: [([String], String)] = [
        (["frames", input, "--items", "-3"], "--items must be from 0 to 10000000"),
        (
            ["render", input, "-o", "/tmp/trellis-never.svg", "--items", "200000"],
            "--items must be from 0 to 100000 for a drawing"
        ),
        (["frames", input, "--width", "-5"], "--width must be a number from 1 to 100000"),
        (["frames", input, "--scale", "-2"], "--scale must be a number from 1 to 10"),
        (["frames", input, "--os", "-3"], "--os must be an iOS major version from "),
        (["preview", input, "--port", "-1"], "--port must be from 0 to 65535"),
        (["diff", input, input, "--tolerance", "-1"], "--tolerance must be a number from 0 to 1000"),
    ]

    /// A negative number is read as the option's value and refused by its range, not taken for an option and
    /// reported as a missing value; ranges read as integers where the value is one.
    @Test(arguments: numbersOutOfRange)
    func numbersOutOfRangeAreRefusedByTheirRange(_ arguments: [String], _ message: String) throws {
        let run = try CLITests.trellis(arguments)
        #expect(run.status == 64, "\(run.standardError)")
        #expect(Self.usageError(run).hasPrefix(message), "\(run.standardError)")
    }

    /// A `tools/call` reply, as far as these tests read it.
    struct Reply: Decodable {
        struct Result: Decodable {
            struct Content: Decodable { var text: String? }
            var content: [Content]
        }
        var id: Int?
        var result: Result?
    }

    /// The text of each `tools/call` answer of one `trellis mcp` process, in the order of `calls`.
    static func mcpAnswers(_ calls: [(tool: String, arguments: [String: Any])]) throws -> [String] {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let toServer = Pipe(), fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        var lines = Data()
        for (index, call) in calls.enumerated() {
            let message: [String: Any] = [
                "jsonrpc": "2.0", "id": index + 1, "method": "tools/call",
                "params": ["name": call.tool, "arguments": call.arguments],
            ]
            let encoded = try JSONSerialization.data(withJSONObject: message)
            lines.append(encoded)
            lines.append(Data("\n".utf8))
        }
        toServer.fileHandleForWriting.write(lines)
        try toServer.fileHandleForWriting.close()
        let output = fromServer.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var answers = [String](repeating: "", count: calls.count)
        for line in output.split(separator: UInt8(ascii: "\n")) {
            guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(line)), let id = reply.id,
                (1...calls.count).contains(id), let result = reply.result
            else { continue }
            answers[id - 1] = result.content.compactMap(\.text).joined(separator: "\n")
        }
        return answers
    }

    /// The MCP server words an unknown device and rule id exactly as the command line does, suggestion included
    /// (it used to quote a device twice, `'"iPhone 16 Pro Maxx"'`, and suggest nothing), and its integer `items`
    /// reads as an integer.
    @Test func mcpWordsMistakesAsTheCommandLine() throws {
        let layout = try String(contentsOfFile: Repository.path(Self.input), encoding: .utf8)
        let answers = try Self.mcpAnswers([
            ("frames", ["text": layout, "device": "iPhone 16 Pro Maxx"]),
            ("render", ["text": layout, "device": "iPad mini"]),
            ("explain_rule", ["id": "fractional_in_estimate"]),
            ("frames", ["text": layout, "items": 5000]),
            ("frames", ["text": layout, "items": 2.5]),
            ("frames", ["text": layout, "width": 0.5]),
            ("frames", ["text": layout, "device": 5]),
        ])
        let device = try CLITests.trellis(["frames", Self.input, "--device", "iPhone 16 Pro Maxx"])
        #expect(
            Self.usageError(device)
                == "unknown device 'iPhone 16 Pro Maxx'; did you mean 'iPhone 16 Pro Max'? (`trellis devices` lists "
                + "them)")
        #expect(answers[0] == Self.usageError(device))
        let pad = try CLITests.trellis(["render", Self.input, "-o", "/tmp/trellis-never.svg", "--device", "iPad mini"])
        #expect(answers[1] == Self.usageError(pad))
        let rule = try CLITests.trellis(["rules", "fractional_in_estimate"])
        #expect(answers[2] == Self.usageError(rule))
        #expect(answers[3] == "`items` must be a whole number from 0 to 1000")
        #expect(answers[4] == "`items` must be a whole number from 0 to 1000")
        #expect(answers[5] == "`width` must be a number from 1 to 100000")
        #expect(answers[6] == "`device` must be a string: a preset's name")
    }
}

/// An argument a message quotes is escaped and shortened as file text is: a 100 KB rule id was echoed whole.
struct QuotedArgumentTests {
    @Test(arguments: [["rules"], ["lint", "Samples/InsetGrid.layout.yaml", "--only-rule"]])
    func aLongUnknownNameIsQuotedShortened(_ command: [String]) throws {
        let id = String(repeating: "x", count: 100_000) + "\u{1B}[31m"
        let run = try CLITests.trellis(command.first == "rules" ? ["rules", id] : command + [id])
        #expect(run.status == 64)
        #expect(run.standardError.contains("unknown rule 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"))
        #expect(run.standardError.utf8.count < 2_000, "\(run.standardError.utf8.count) bytes")
    }
}
