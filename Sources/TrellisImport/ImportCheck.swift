import Foundation
import Synchronization
import TrellisModel

/// `trellis import --check`: runs the Swift files' own layouts on the UIKit stand-in, in a program built from a
/// temporary package that depends on a Trellis checkout, and returns each layout's frames at each size as lines
/// (`FrameTree.comparisonLines`), for comparison with the imported files laid out by the engine. The code is
/// someone's: each layout runs at each size in a process of its own (a process group, killed whole), confined as
/// `Confinement` says, and writes its frames to a file descriptor of its own, never standard output.
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

    /// One layout at one size: the item counts it was laid out with and its frames, or why it has none (`failure`,
    /// a sentence such as "the running layout stopped: signal 4 (Illegal instruction)", with the last lines the run
    /// wrote to its standard output and error in `output`; those lines are never read as frames).
    package struct Run: Sendable {
        package var layout: String
        package var size: String
        package var counts: [Int]
        package var lines: [String]
        package var failure: String?
        package var output: [String] = []
        /// The collection view's size and the safe area it overlapped (`width height top leading bottom trailing`),
        /// for a view controller: the container the imported file is laid out in.
        package var container: [Double]?
    }

    package enum Failure: Error, CustomStringConvertible {
        case noCheckout(String)
        case build(String)
        case run(String)
        /// SIGINT, SIGTERM or SIGHUP arrived: the running program's process group was killed and the temporary
        /// package removed.
        case interrupted(Int32)

        package var description: String {
            switch self {
            case let .noCheckout(reason): return reason
            case let .build(output): return "the check program did not build:\n\(output)"
            case let .run(output): return "the check program failed:\n\(output)"
            case let .interrupted(signal):
                return "interrupted (signal \(signal)): the running program was killed, the temporary package removed"
            }
        }
    }

    /// What each run of a layout may use, and what it sees: a minimal environment, a scratch HOME, and on Linux no
    /// network when `unshare -rn` works here.
    package struct Confinement: Sendable {
        /// Wall-clock seconds per run, after which its process group is killed: 20, or `TRELLIS_CHECK_TIMEOUT`.
        package var seconds = 20
        /// Address space per run (`ulimit -v`), in MiB.
        package var memoryMiB = 1024
        /// Largest file a run may write (`ulimit -f`), in MiB: its output and frames included.
        package var fileMiB = 64
        /// `unshare`, when `unshare -rn true` succeeds here: each run is then in a user and network namespace of
        /// its own, with no network.
        package var unshare: String?

        package init() {}
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
    /// The folder name of a checkout's build cache: its last path component and a hash of its real path (FNV-1a,
    /// stable across runs, unlike Swift's `Hasher`).
    package static func cacheName(for checkout: String) -> String {
        let real = (checkout as NSString).resolvingSymlinksInPath
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in real.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        let name = (real as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return "\(name.isEmpty ? "checkout" : name)-\(String(hash, radix: 16))"
    }

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

    /// Builds the program (in `scratch`, which later checks reuse), then runs each layout at each size in a process
    /// of its own. SIGINT, SIGTERM and SIGHUP meanwhile kill the running process group and end the check with
    /// `.interrupted`; the temporary package is removed whatever happens.
    package func run(scratch: String, confinement: Confinement) throws(Failure) -> [Run] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-check-\(UUID())")
        let interrupts = Interrupts.install()
        defer {
            try? FileManager.default.removeItem(at: root)
            interrupts.restore()
        }
        try writePackage(root)
        let log = root.appendingPathComponent("build.log").path
        // SwiftPM leaves empty folders in TMPDIR at every build: they go with the package.
        let buildTemporary = root.appendingPathComponent("build-tmp")
        do {
            try FileManager.default.createDirectory(at: buildTemporary, withIntermediateDirectories: true)
        } catch {
            throw .run("cannot make a temporary folder for the build: \(error.localizedDescription)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = buildTemporary.path
        let build = Self.execute(
            [
                "/usr/bin/env", "swift", "build", "--package-path", root.path, "--scratch-path", scratch, "--product",
                "TrellisImportCheck",
            ],
            environment: environment, output: log)
        switch build {
        case let .interrupted(signal): throw .interrupted(signal)
        case let .notStarted(reason): throw .build(reason)
        case .exited(0): break
        default:
            let output = FileManager.default.contents(atPath: log).map { String(decoding: $0, as: UTF8.self) }
            throw .build((output ?? "") + explanations(ofBuildOutput: output ?? "").map { $0 + "\n" }.joined())
        }
        let program = "\(scratch)/debug/TrellisImportCheck"
        var runs: [Run] = []
        for (index, layout) in layouts.enumerated() {
            if case .unavailable = layout.entry { continue }
            // A layout that never returns at one size is not given the others' time as well.
            var timedOut: String?
            for size in Self.sizes.indices {
                if let timedOut {
                    runs.append(
                        Run(
                            layout: layout.name, size: Self.sizes[size].name, counts: [], lines: [],
                            failure: "not run: it timed out at \(timedOut)"))
                    continue
                }
                let run = try self.run(program, layout: index, size: size, in: root, confinement: confinement)
                if run.failure?.hasPrefix("the running layout timed out") == true { timedOut = run.size }
                runs.append(run)
            }
        }
        // A signal that came after the last run ends the check all the same.
        let late = Interrupts.received.load(ordering: .relaxed)
        if late != 0 { throw .interrupted(late) }
        return runs
    }

    /// Writes the package: its manifest, the checkout's `Package.resolved`, the files and the program.
    func writePackage(_ root: URL) throws(Failure) {
        let sourcesFolder = root.appendingPathComponent("Sources/TrellisImportCheck")
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
    }

    /// Runs layout `layout` at size `size` in a folder of its own in `root`: its scratch HOME and TMPDIR, its
    /// standard output and error (`output`) and its frames (`frames`, opened as descriptor 3).
    func run(_ program: String, layout: Int, size: Int, in root: URL, confinement: Confinement) throws(Failure)
        -> Run
    {
        var run = Run(layout: layouts[layout].name, size: Self.sizes[size].name, counts: [], lines: [])
        let folder = root.appendingPathComponent("run-\(layout)-\(size)")
        let home = folder.appendingPathComponent("home").path, temporary = folder.appendingPathComponent("tmp").path
        let output = folder.appendingPathComponent("output").path, frames = folder.appendingPathComponent("frames").path
        do {
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } catch {
            throw .run("cannot make a folder for the check program: \(error.localizedDescription)")
        }
        let outcome = Self.execute(
            confinement.command(program, ["\(layout)", "\(size)"]),
            environment: Confinement.environment(home: home, temporary: temporary), output: output, frames: frames,
            timeout: .seconds(confinement.seconds))
        switch outcome {
        case let .interrupted(signal): throw .interrupted(signal)
        case let .notStarted(reason): throw .run(reason)
        case .timedOut: run.failure = "the running layout timed out after \(confinement.seconds) s"
        case let .signaled(signal):
            let name = String(cString: strsignal(signal))
            run.failure = "the running layout stopped: signal \(signal) (\(name))"
        case let .exited(status) where status != 0: run.failure = "the running layout exited with status \(status)"
        case .exited:
            let text = FileManager.default.contents(atPath: frames).map { String(decoding: $0, as: UTF8.self) }
            Self.read(text ?? "", into: &run)
        }
        if run.failure != nil { run.output = Self.tail(of: output) }
        return run
    }

    /// A run's frames file: `counts ...`, then its frame lines or `failure ...`, then `end`.
    static func read(_ text: String, into run: inout Run) {
        var ended = false
        for line in text.split(separator: "\n").map(String.init) {
            if line == "end" {
                ended = true
            } else if line.hasPrefix("counts") {
                run.counts = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            } else if line.hasPrefix("container ") {
                run.container = line.split(separator: " ").dropFirst().compactMap { Double($0) }
            } else if line.hasPrefix("failure ") {
                run.failure = "the running layout failed: " + String(line.dropFirst("failure ".count))
            } else {
                run.lines.append(line)
            }
        }
        if !ended && run.failure == nil {
            run.failure = "the running layout ended before writing all its frames (did it call exit?)"
        }
    }

    /// The last lines a run wrote to its standard output and error before the stack trace the Swift runtime adds to
    /// a fatal error: at most 5 of its last 64 KiB, 200 characters each. They are the code's own text: escape them
    /// before showing them.
    static func tail(of path: String) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let end = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: end > 65536 ? end - 65536 : 0)
        let data = (try? handle.readToEnd()) ?? Data()
        var lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        if let trace = lines.lastIndex(of: "Current stack trace:") { lines = Array(lines[..<trace]) }
        return lines.suffix(5).map { String($0.prefix(200)) }
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
                            .product(name: "SafariServices", package: \(Self.literal(identity))),
                            .product(name: "TrellisUIKit", package: \(Self.literal(identity))),
                            .product(name: "TrellisEngine", package: \(Self.literal(identity))),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)])
                ])

            """
    }

    /// The program: `TrellisImportCheck LAYOUT SIZE` lays out one layout (its index in `layouts`) at one size (its
    /// index in `sizes`) and writes `counts ...`, its frame lines (or `failure ...`) and `end` to the file descriptor
    /// `TRELLIS_CHECK_FRAMES_FD` names. Its standard output is the layout code's own, and never read as frames.
    var program: String {
        var out = Self.programStart
        for (index, layout) in layouts.enumerated() {
            out += Self.programCase(index, layout.entry, counts: layout.counts)
        }
        out += """
                    default:
                        exit(64)
                    }
                    let frames = FileHandle(fileDescriptor: framesDescriptor, closeOnDealloc: true)
                    try? frames.write(contentsOf: Data((text + "end\\n").utf8))
                }
            }

            """
        return out
    }

    /// The program up to its `switch` on the layout's index: the sizes, and a report of one layout's frames.
    static var programStart: String {
        var out = """
            import Foundation
            import TrellisEngine
            import TrellisModel
            import TrellisUIKit
            import UIKit

            @main
            struct TrellisImportCheckMain {
                static let sizes: [UIKitEnvironment] = [

            """
        for size in sizes {
            let device = size.environment, safe = device.safeArea
            out += """
                        UIKitEnvironment(layout: LayoutEnvironment(
                            container: Size(width: \(device.container.width), height: \(device.container.height)),
                            safeArea: EdgeInsets(top: \(safe.top), leading: \(safe.leading), bottom: \(safe.bottom), \
                trailing: \(safe.trailing)), scale: \(device.scale))),

                """
        }
        out += """
                ]

                @MainActor static var container: [Double]?

                @MainActor static func report(_ body: () throws -> (FrameTree, [Int])) -> String {
                    do {
                        let (tree, counts) = try body()
                        var lines = ["counts " + counts.map(String.init).joined(separator: " ")]
                        if let container {
                            lines.append("container " + container.map { "\\($0)" }.joined(separator: " "))
                        }
                        lines += tree.comparisonLines
                        return lines.joined(separator: "\\n") + "\\n"
                    } catch {
                        return "failure " + "\\(error)".replacingOccurrences(of: "\\n", with: " ") + "\\n"
                    }
                }

                @MainActor static func main() {
                    let arguments = CommandLine.arguments
                    let descriptor = ProcessInfo.processInfo.environment["TRELLIS_CHECK_FRAMES_FD"]
                    guard arguments.count == 3, let layoutIndex = Int(arguments[1]), let sizeIndex = Int(arguments[2]),
                        sizes.indices.contains(sizeIndex), let framesDescriptor = descriptor.flatMap({ Int32($0) })
                    else {
                        let usage = "usage: TRELLIS_CHECK_FRAMES_FD=N TrellisImportCheck LAYOUT SIZE\\n"
                        FileHandle.standardError.write(Data(usage.utf8))
                        exit(64)
                    }
                    let environment = sizes[sizeIndex]
                    let text: String
                    switch layoutIndex {

            """
        return out
    }

    /// The program's case for one layout.
    static func programCase(_ index: Int, _ entry: SwiftLayoutImporter.Entry, counts: [Int]) -> String {
        switch entry {
        case let .call(call):
            return layoutCase(
                index,
                making: """
                    guard let layout = \(call) as? UICollectionViewCompositionalLayout else {
                        throw ViewControllerLayoutError.notCompositional
                    }
                    """, counts: counts)
        case let .section(call):
            // One section, as the import lays out a section function: its provider's index is 0.
            return layoutCase(
                index,
                making: """
                    let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                        _ = index
                        _ = environment
                        return \(call)
                    })
                    """, counts: counts)
        case let .viewController(type, property):
            let name = property.map(literal) ?? "nil"
            return """
                        case \(index):
                            text = report {
                                UIKitEnvironment.current = environment
                                let controller = \(type)()
                                let tree = try controller.collectionViewFrames(on: environment, property: \(name))
                                let collectionView = controller.collectionView(property: \(name))
                                if let collectionView {
                                    // The size it has and the safe area it overlaps: what the file is laid out in.
                                    let device = controller.layoutEnvironment(of: collectionView, on: environment)
                                        .layout
                                    let safe = device.safeArea
                                    container = [device.container.width, device.container.height, safe.top,
                                        safe.leading, safe.bottom, safe.trailing]
                                }
                                return (tree, collectionView?.sectionInputs.map(\\.itemCount) ?? [])
                            }

                """
        case .unavailable:
            return ""
        }
    }

    /// The program's case for a layout made by `making` (code binding `layout`), laid out with `counts` items.
    private static func layoutCase(_ index: Int, making: String, counts: [Int]) -> String {
        let sections = counts.map { "SectionInput(itemCount: \($0))" }.joined(separator: ", ")
        let made = making.split(separator: "\n").map { "                    " + $0 }.joined(separator: "\n")
        return """
                    case \(index):
                        text = report {
                            UIKitEnvironment.current = environment
            \(made)
                            let tree = try layout.layout(in: environment, sections: [\(sections)])
                            return (tree, [\(counts.map(String.init).joined(separator: ", "))])
                        }

            """
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension ImportCheck.Confinement {
    /// The limits, with `TRELLIS_CHECK_TIMEOUT` seconds if `environment` sets it, and `unshare` if `unshare -rn true`
    /// succeeds here (Linux only: elsewhere, and where user namespaces are not allowed, runs have the network).
    package static func detect(environment: [String: String]) -> Self {
        var confinement = Self()
        if let text = environment["TRELLIS_CHECK_TIMEOUT"], let seconds = Int(text), seconds > 0 {
            confinement.seconds = seconds
        }
        #if os(Linux)
            let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
            let candidates = folders.filter { $0.hasPrefix("/") }.map { $0 + "/unshare" }
            if let unshare = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                let tried = ImportCheck.execute(
                    [unshare, "-rn", "/bin/sh", "-c", "exit 0"], environment: ["PATH": "/usr/bin:/bin"],
                    output: "/dev/null", timeout: .seconds(5))
                if tried == .exited(0) { confinement.unshare = unshare }
            }
        #endif
        return confinement
    }

    /// What a run sees of the environment: a standard PATH, its scratch HOME and TMPDIR, and no more (no secrets,
    /// tokens or settings of the user's), besides the descriptor of its frames and the Swift runtime's backtracer
    /// turned off (a trap then stops the run at once).
    static func environment(home: String, temporary: String) -> [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": temporary, "SWIFT_BACKTRACE": "enable=no",
            "TRELLIS_CHECK_FRAMES_FD": "3",
        ]
    }

    /// `program arguments` confined: through `/bin/sh`, which goes to HOME and sets the limits (no core file,
    /// address space, file size, and CPU time a little past the wall-clock limit, which ends a run orphaned by a
    /// `trellis` killed with SIGKILL), then through `unshare -rn` when it works here.
    func command(_ program: String, _ arguments: [String]) -> [String] {
        let script =
            "cd \"$HOME\" || exit 125; ulimit -c 0 2>/dev/null; ulimit -v \(memoryMiB * 1024) 2>/dev/null; "
            + "ulimit -f \(fileMiB * 2048) 2>/dev/null; ulimit -t \(seconds + 10) 2>/dev/null; exec \"$@\""
        return ["/bin/sh", "-c", script, "sh"] + (unshare.map { [$0, "-rn"] } ?? []) + [program] + arguments
    }
}

extension ImportCheck {
    /// How a program the check started ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        /// `Interrupts` received this signal; the program's process group was killed.
        case interrupted(Int32)
        case notStarted(String)
    }

    /// SIGINT, SIGTERM and SIGHUP while the check runs: the handler only records the signal, and the loop waiting
    /// for the running program (`execute`) kills its process group and ends the check, which removes the package.
    struct Interrupts {
        static let received = Atomic<Int32>(0)
        static let signals = [SIGINT, SIGTERM, SIGHUP]

        let previous: [(@convention(c) (Int32) -> Void)?]

        /// Installs the handler, except for a signal the process was started ignoring (`nohup`, `&` in a script).
        static func install() -> Self {
            received.store(0, ordering: .relaxed)
            let handler: @convention(c) (Int32) -> Void = {
                ImportCheck.Interrupts.received.store($0, ordering: .relaxed)
            }
            var previous: [(@convention(c) (Int32) -> Void)?] = []
            for number in signals {
                let old: (@convention(c) (Int32) -> Void)? = signal(number, handler)
                if let old, unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                    _ = signal(number, SIG_IGN)
                }
                previous.append(old)
            }
            return Self(previous: previous)
        }

        func restore() {
            for (number, old) in zip(Self.signals, previous) { _ = signal(number, old) }
        }
    }

    /// Runs `arguments` (an absolute path first) in a process group of its own, with `environment` only, standard
    /// input from /dev/null, standard output and error to the file `output` and, when given, descriptor 3 opened on
    /// the file `frames`. Waits for it; past `timeout`, or when an interrupt arrives, kills its process group. Its
    /// group is killed when it ends too, so nothing it started outlives it.
    static func execute(
        _ arguments: [String], environment: [String: String], output: String, frames: String? = nil,
        timeout: Duration? = nil
    ) -> Outcome {
        let early = Interrupts.received.load(ordering: .relaxed)
        if early != 0 { return .interrupted(early) }
        let pid: pid_t
        switch spawn(arguments, environment: environment, output: output, frames: frames) {
        case let .success(started): pid = started
        case let .failure(reason): return .notStarted(reason.description)
        }
        let start = ContinuousClock.now
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped == -1 && errno != EINTR) {
                kill(-pid, SIGKILL)
                guard reaped == pid else { return .notStarted("cannot wait for \(arguments[0])") }
                return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
            }
            let signal = Interrupts.received.load(ordering: .relaxed)
            if signal != 0 {
                stop(pid)
                return .interrupted(signal)
            }
            if let timeout, ContinuousClock.now - start >= timeout {
                stop(pid)
                return .timedOut
            }
            usleep(10_000)
        }
    }

    /// Kills the process group `pid` leads, then reaps its leader.
    static func stop(_ pid: pid_t) {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `arguments` with posix_spawn: its own process group, default signal handling, no blocked signals.
    static func spawn(
        _ arguments: [String], environment: [String: String], output: String, frames: String?
    ) -> Result<pid_t, SpawnFailure> {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&signals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        if let frames {
            posix_spawn_file_actions_addopen(&actions, 3, frames, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            let reason = String(cString: strerror(status))
            return .failure(SpawnFailure(description: "cannot run \(arguments[0]): \(reason)"))
        }
        return .success(pid)
    }
}

extension ImportCheck {
    /// What the compiler refuses here but iOS accepts, one line per use at the user's file: Swift on Linux has no
    /// Objective-C runtime, so `@objc`, `#selector` and overriding a UIKit method in an extension cannot be checked; a
    /// module other than UIKit's stand-in is not there.
    package func explanations(ofBuildOutput output: String) -> [String] {
        let causes: [(String, String)] = [
            (
                "cannot be overridden from extension",
                "an `override` in an extension needs the Objective-C runtime (UIKit's methods are Objective-C methods "
                    + "on iOS), which Swift on Linux lacks: move it into the class body to check this file"
            ),
            (
                "Objective-C interoperability is disabled",
                "`@objc` needs the Objective-C runtime, which Swift on Linux lacks: the check cannot build it"
            ),
            (
                "can only be used with the Objective-C runtime",
                "`#selector` needs the Objective-C runtime, which Swift on Linux lacks: the check cannot build it"
            ),
            (
                "no such module",
                "the check builds the given files with the UIKit stand-in alone: modules the app depends on are not "
                    + "there"
            ),
        ]
        var lines: [String] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            guard let cause = causes.first(where: { line.contains($0.0) }) else { continue }
            let place = Self.userPlace(of: line.prefix { $0 != " " }.dropLast(), sources: sources)
            let explained = "\(place): note: \(cause.1)"
            if !lines.contains(explained) { lines.append(explained) }
        }
        return lines
    }

    /// `…/Sources/TrellisImportCheck/3-Feed.swift:12:5` as the user's `App/Feed.swift:12:5`.
    static func userPlace(of place: Substring, sources: [(path: String, text: String)]) -> String {
        let name = place.split(separator: "/").last.map(String.init) ?? String(place)
        guard let dash = name.firstIndex(of: "-"), let index = Int(name[..<dash]), sources.indices.contains(index)
        else { return String(place) }
        let rest = name[name.index(after: dash)...].drop { $0 != ":" }
        return sources[index].path + rest
    }
}
