#if Preview
    import Foundation
    import Hummingbird
    import Testing
    import TrellisPipeline
    import TrellisPreview

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The preview server in process, drawing what each test gives it: it listens before it draws, every response is
    /// a view of the one page it holds, and a client that does not read its response is disconnected by the server's
    /// budgets (bytes queued per connection, progress within a stall timeout), not by how long a test waits.
    /// `PreviewTests` runs `trellis preview` itself.
    @Suite(.serialized) struct PreviewServerTests {
        /// Budgets for a test: a few connections (the descriptor limit is the test process's), the rest as given.
        static func limited(
            stallTimeout: Duration = .seconds(15)
        ) -> PreviewServer.Budgets {
            PreviewServer.Budgets(stallTimeout: stallTimeout, connections: 64)
        }

        /// A server drawing with `renderer` on a free port, for `body`; stopped after it.
        static func serving(
            _ renderer: PreviewServer.Renderer, budgets: PreviewServer.Budgets = PreviewServerTests.limited(),
            _ body: (PreviewServer, Int) async throws -> Void
        ) async throws {
            let server = PreviewServer(path: "/nonexistent/Test.layout.yaml", renderer: renderer, budgets: budgets)
            let port = try await server.start(port: 0)
            do {
                try await body(server, Int(port))
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        }

        /// A renderer whose page is `text` whatever the file, and which watches nothing that changes.
        static func drawing(_ text: String) -> PreviewServer.Renderer {
            PreviewServer.Renderer(files: { [$0] }, page: { _, _ in text })
        }

        /// Blocking socket work on a thread of its own, not on one of the concurrency pool the server's actor uses.
        static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                Thread { continuation.resume(with: Result { try work() }) }.start()
            }
        }

        /// Whether `condition` comes to hold. It is the event the test waits for; the minute only keeps a broken
        /// server from hanging the run, and running out of it fails the test.
        static func eventually(_ condition: () async -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                if await condition() { return true }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return await condition()
        }

        /// A connected socket to the server, with a receive buffer of `receiveBuffer` bytes when given (set before
        /// connecting, so that the system advertises no larger window).
        static func connect(port: Int, receiveBuffer: Int32? = nil) throws -> Int32 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw PreviewTests.PreviewError.socket }
            if var size = receiveBuffer {
                setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                close(descriptor)
                throw PreviewTests.PreviewError.socket
            }
            return descriptor
        }

        static func send(_ text: String, to descriptor: Int32) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
        }

        /// Everything the server sends until it closes the connection (or a minute passes).
        static func readToEnd(_ descriptor: Int32) -> [UInt8] {
            var timeout = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    received += buffer[..<count]
                } else if count == 0 || ![EAGAIN, EWOULDBLOCK, EINTR].contains(errno) {
                    break
                }
            }
            return received
        }

        /// A client that asks for the page and reads none of it. Its receive buffer is small, so the system holds
        /// little of the page for it: the rest of a large page stays queued in the server.
        static func silentReader(port: Int) throws -> Int32 {
            let descriptor = try connect(port: port, receiveBuffer: 4096)
            send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", to: descriptor)
            return descriptor
        }

        /// A render the test lets finish.
        final class Gate: @unchecked Sendable {
            private let condition = NSCondition()
            private var isOpen = false

            func wait() {
                condition.lock()
                while !isOpen { condition.wait() }
                condition.unlock()
            }

            func open() {
                condition.lock()
                isOpen = true
                condition.broadcast()
                condition.unlock()
            }
        }

        /// What a response body writes, buffer by buffer, as the connection is handed them.
        struct Written: ResponseBodyWriter {
            final class Buffers {
                var all: [ByteBuffer] = []
            }
            let buffers = Buffers()

            mutating func write(_ buffer: ByteBuffer) async throws { buffers.all.append(buffer) }
            consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
        }

        /// Where a buffer's readable bytes start in memory.
        static func address(_ buffer: ByteBuffer) -> UInt {
            buffer.withUnsafeReadableBytes { UInt(bitPattern: $0.baseAddress) }
        }

        /// While the first render runs (here until the test lets it finish), the server answers: 503 with
        /// `Retry-After` and a page that waits for the render, and the event stream announces no page yet (0). Once
        /// the render finishes, the page is served. Before, `start` drew first and the port stayed closed until it
        /// was done (23 s for 8,000 sections).
        @Test func itAnswersWhileTheFirstRenderRuns() async throws {
            let gate = Gate()
            let renderer = PreviewServer.Renderer(files: { [$0] }) { _, version in
                gate.wait()
                return "<html><body><p>drawn \(version)</p></body></html>"
            }
            // A server that drew before listening would not return from `start` while the gate is shut: the gate
            // opens after a minute regardless, so such a server fails the expectations below instead of hanging.
            let watchdog = Task {
                try await Task.sleep(for: .seconds(60))
                gate.open()
            }
            defer {
                watchdog.cancel()
                gate.open()
            }
            try await Self.serving(renderer) { _, port in
                let early = try await Self.blocking { try PreviewTests.get(port: port, path: "/", until: "</html>") }
                #expect(early.hasPrefix("HTTP/1.1 503"), "\(early.prefix(300))")
                #expect(early.lowercased().contains("\r\nretry-after: 1\r\n"), "\(early.prefix(300))")
                #expect(early.contains("Rendering") && early.contains("var shown = 0;"), "\(early)")
                let events = try await Self.blocking {
                    try PreviewTests.get(port: port, path: "/events", until: "data: 0\n\n", timeout: 3)
                }
                #expect(events.contains("event: version\ndata: 0\n\n"), "\(events)")

                gate.open()
                var page = ""
                let drawn = await Self.eventually {
                    let fetched = try? await Self.blocking {
                        try PreviewTests.get(port: port, path: "/", until: "</html>")
                    }
                    page = fetched ?? ""
                    return page.contains("drawn 1")
                }
                #expect(drawn && page.hasPrefix("HTTP/1.1 200"), "\(page.prefix(300))")
            }
        }

        /// Every response to `/` sends views of the one buffer the server holds, in slices: each slice's bytes lie
        /// inside that buffer, request after request. Before, each request copied the page (100 readers of a 23 MB
        /// page held 2.4 GB).
        @Test func everyResponseIsAViewOfTheOnePage() async throws {
            let text = String(repeating: "<p>a row of the page</p>\n", count: 40_000)
            try await Self.serving(Self.drawing(text)) { server, _ in
                #expect(await Self.eventually { await server.servedPage() != nil })
                let page = try #require(await server.servedPage())
                #expect(page.readableBytes == text.utf8.count)
                let storage = Self.address(page)..<(Self.address(page) + UInt(page.readableBytes))
                for _ in 0..<100 {
                    let response = await server.pageResponse()
                    #expect(response.status == .ok)
                    let written = Written()
                    try await response.body.write(written)
                    let slices = written.buffers.all
                    #expect(slices.count == (page.readableBytes + (64 << 10) - 1) / (64 << 10))
                    #expect(slices.reduce(0) { $0 + $1.readableBytes } == page.readableBytes)
                    let copies = slices.filter { !storage.contains(Self.address($0)) }
                    #expect(copies.isEmpty, "\(copies.count) slices are copies of the page, not views of it")
                }
            }
        }

        /// A client that reads gets the whole page, slice after slice, byte for byte, with its length announced.
        @Test func aReaderGetsTheWholePage() async throws {
            let text = String(repeating: "<p>a row of the page</p>\n", count: 400_000)
            try await Self.serving(Self.drawing(text)) { server, port in
                #expect(await Self.eventually { await server.servedPage() != nil })
                let received = try await Self.blocking {
                    let descriptor = try Self.connect(port: port)
                    defer { close(descriptor) }
                    Self.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", to: descriptor)
                    return Self.readToEnd(descriptor)
                }
                let separator = Array("\r\n\r\n".utf8)
                let end = try #require(
                    received.indices.first { Array(received[$0..<min($0 + 4, received.count)]) == separator })
                let head = String(decoding: received[..<end], as: UTF8.self).lowercased()
                #expect(head.hasPrefix("http/1.1 200"), "\(head)")
                #expect(head.contains("content-length: \(text.utf8.count)"), "\(head)")
                // Compared first, so that a failure does not print ten megabytes.
                let whole = Array(received[(end + 4)...]) == Array(text.utf8)
                #expect(whole, "the body is not the page: \(received.count - end - 4) of \(text.utf8.count) bytes")
                #expect(server.slowReaders.stalled == 0, "a reader that reads is not dropped")
            }
        }

        /// A client that reads none of its response is disconnected once its queued bytes have sat a stall timeout
        /// with none taken; the response is cut short.
        @Test func aStalledReaderIsDropped() async throws {
            let text = String(repeating: "a", count: 32 << 20)
            let budgets = Self.limited(stallTimeout: .milliseconds(200))
            try await Self.serving(Self.drawing(text), budgets: budgets) { server, port in
                #expect(await Self.eventually { await server.servedPage() != nil })
                let reader = try Self.silentReader(port: port)
                defer { close(reader) }
                #expect(await Self.eventually { server.slowReaders.stalled == 1 })
                let received = try await Self.blocking { Self.readToEnd(reader).count }
                #expect(received < text.utf8.count, "the response was not cut short: \(received) bytes")
            }
        }

        /// What `trellis preview` watches: the layout, each `.trellis.yml` above it, and every file its includes
        /// read, a fragment's fragment too, as the pipeline reports them.
        @Test func theWatchedFilesAreTheLayoutItsFragmentsAndItsConfigurations() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = [
                "Main.layout.yaml": """
                version: 2
                layout: Main
                include: [rows.yaml]
                sections:
                  - name: rows
                    group: {use: row}

                """,
                "rows.yaml": """
                version: 2
                include: [more/spacing.yaml]
                definitions:
                  row:
                    axis: horizontal
                    width: fractionalWidth(1)
                    height: absolute(44)
                    item: {width: fractionalWidth(1), height: fractionalHeight(1)}

                """,
                "more/spacing.yaml": "version: 2\nconstants: {gutter: 8}\n",
            ]
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("more"), withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
            }
            let main = folder.appendingPathComponent("Main.layout.yaml").path
            let watched = PreviewServer.Renderer.pipeline(devices: [], options: FramesRun.Options()).files(main)
            #expect(watched.first == main)
            #expect(watched.contains(folder.appendingPathComponent("rows.yaml").path), "\(watched)")
            #expect(watched.contains(folder.appendingPathComponent("more/spacing.yaml").path), "\(watched)")
            #expect(watched.contains { $0.hasSuffix(folder.lastPathComponent + "/.trellis.yml") }, "\(watched)")
            #expect(Set(watched).count == watched.count, "\(watched)")
        }
    }
#endif
