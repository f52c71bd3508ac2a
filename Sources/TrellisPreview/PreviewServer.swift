import Dispatch
import Hummingbird
import HummingbirdCore
import Logging
import TrellisCore
import TrellisPipeline

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `trellis preview FILE`: serves the HTML render of a layout file on 127.0.0.1 and tells the page when the file, a
/// file it includes or a `.trellis.yml` above it changes. A file with errors is served as a page listing its
/// diagnostics.
///
/// The server listens before anything is drawn (a large layout takes seconds to draw) and answers 503 with a page
/// that waits for the render until there is one. The page is rendered once per change, off the request path, and
/// numbered: the page carries the number it shows, and the event stream (`/events`) sends the current number the
/// moment a client connects and every new one after, so an edit made at any moment, even between the page's load and
/// its stream connecting, reloads the page.
///
/// The page is held once, in one buffer, and every response is a view of it, never a copy; it goes out in slices,
/// and a client that stops taking them is disconnected (`SlowReaderGuard`), so readers of a large page do not each
/// hold a copy of it (Docs/CLI.md gives what a hundred idle ones measured).
///
/// Hummingbird serves it, on SwiftNIO: a bounded HTTP parser (80 KiB of request line and headers), idle timeouts,
/// a cap on open connections and backing off when descriptors run out, which a small hand-rolled server lacked.
package actor PreviewServer {
    /// How the server draws the page and learns which files it read: the pipeline's in `trellis preview`
    /// (`Renderer.pipeline`); a test gives its own, such as a render that waits until the test lets it finish.
    package struct Renderer: Sendable {
        /// The files whose change changes the page of the layout at the path.
        package var files: @Sendable (_ path: String) -> [String]
        /// The page of the layout at the path, numbered.
        package var page: @Sendable (_ path: String, _ version: Int) -> String

        package init(
            files: @escaping @Sendable (_ path: String) -> [String],
            page: @escaping @Sendable (_ path: String, _ version: Int) -> String
        ) {
            self.files = files
            self.page = page
        }
    }

    /// What one connection may hold of the server, and how many may be open: budgets the server enforces, so that
    /// clients that connect and do not read cost a bounded amount whatever the page's size.
    package struct Budgets: Sendable {
        /// How long a connection with bytes queued may go without the socket finishing a write (a slice, at most)
        /// before it is closed: a client that stops reading, or reads a few bytes now and then, would otherwise hold
        /// its connection and the page it is reading (a page replaced by a newer one lives as long as a response
        /// still sends it) for as long as it likes.
        package var stallTimeout: Duration
        /// The size of the slices the page goes out in.
        package var sliceBytes: Int
        /// Connections open at once; nil for the descriptor limit less a reserve (`connectionLimit()`).
        package var connections: Int?

        package init(
            stallTimeout: Duration = .seconds(Limits.previewIdleSeconds), sliceBytes: Int = 64 << 10,
            connections: Int? = nil
        ) {
            self.stallTimeout = stallTimeout
            self.sliceBytes = sliceBytes
            self.connections = connections
        }
    }

    /// Connections closed because their client stopped taking its response. What is queued for a connection is
    /// views of the one page, not copies, so a reader's cost is bounded by the stall timeout, not by a byte count
    /// (a byte budget also cut off readers that kept reading, since the response writer runs ahead of the socket).
    package struct SlowReaders: Sendable, Equatable {
        package var stalled = 0
    }

    package let path: String
    private let renderer: Renderer
    private let budgets: Budgets
    private let slowReaderTally = SlowReaderTally()
    private var version = 0
    /// The page served, held once: every response sends views of this buffer. Nil until the first render is done.
    private var page: ByteBuffer?
    /// Served until then.
    private let rendering: ByteBuffer
    private var listeners: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
    private var nextListener = 0
    private var running: Task<Void, any Error>?
    private var watching: Task<Void, Never>?

    /// Why the server could not start.
    package struct StartFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// - Parameters:
    ///   - path: the layout file.
    ///   - devices: the devices to draw (the configuration's lint targets when empty).
    ///   - options: the environment options of `frames` and `render`.
    package init(path: String, devices: [String], options: FramesRun.Options) {
        self.init(path: path, renderer: .pipeline(devices: devices, options: options))
    }

    package init(path: String, renderer: Renderer, budgets: Budgets = Budgets()) {
        self.path = path
        self.renderer = renderer
        self.budgets = budgets
        rendering = ByteBuffer(string: PreviewPage.rendering(file: path))
    }

    /// Starts serving on `port` (0 for any free one), then draws the file and watches the files it reads; returns
    /// the port as soon as it listens, before anything is drawn. A port that cannot be bound fails at once.
    package func start(port: UInt16) async throws(StartFailure) -> UInt16 {
        let bound = AsyncStream<Result<Int, any Error>>.makeStream()
        let application = Application(
            router: router(),
            server: .http1(configuration: serverConfiguration()),
            configuration: .init(
                address: .hostname("127.0.0.1", port: Int(port)), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(
                    budgets.connections ?? Self.connectionLimit())),
            onServerRunning: { channel in bound.continuation.yield(.success(channel.localAddress?.port ?? 0)) },
            logger: Logger(label: "trellis.preview", factory: { _ in SwiftLogNoOpLogHandler() }))
        running = Task {
            do { try await application.run() } catch { bound.continuation.yield(.failure(error)) }
        }
        var iterator = bound.stream.makeAsyncIterator()
        switch await iterator.next() {
        case let .success(number)?:
            allowedPort = number
            watching = Task { await self.watch() }
            return UInt16(number)
        case let .failure(error)?:
            throw StartFailure(description: Self.explain(error, port: port))
        case nil:
            throw StartFailure(description: "cannot listen on 127.0.0.1:\(port)")
        }
    }

    /// Each connection: HTTP/1.1, closed when idle between requests (Hummingbird's timeout, which does not apply
    /// while a response is being written), or when its client does not take its response (`SlowReaderGuard`).
    private func serverConfiguration() -> HTTP1Channel.Configuration {
        let budgets = self.budgets, tally = slowReaderTally
        return HTTP1Channel.Configuration(
            additionalChannelHandlers: [SlowReaderGuard(budgets: budgets, tally: tally)],
            idleTimeout: .seconds(Int64(Limits.previewIdleSeconds)))
    }

    /// The port requests must name in `Host`, once bound.
    private var allowedPort = 0

    package func stop() {
        running?.cancel()
        watching?.cancel()
        running = nil
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    /// Connections closed so far because their client did not take its response.
    package nonisolated var slowReaders: SlowReaders { slowReaderTally.counts }

    /// The page now served, nil until the first render is done: the buffer every response to `/` sends views of.
    package func servedPage() -> ByteBuffer? { page }

    /// A bind error in one line: NIO's text names the system call, not the port.
    static func explain(_ error: any Error, port: UInt16) -> String {
        let text = "\(error)"
        if text.contains("Address already in use") || text.contains("EADDRINUSE") {
            return "port \(port) on 127.0.0.1 is already in use; choose another with --port, or --port 0 for any"
        }
        if text.contains("Permission denied") || text.contains("EACCES") {
            return "port \(port) on 127.0.0.1 needs privileges; choose one above 1023, or --port 0 for any"
        }
        return "cannot listen on 127.0.0.1:\(port): \(text)"
    }

    /// Connections served at once: below the descriptor limit, which is raised to its hard maximum first, so that
    /// idle connections cannot use up the descriptors that reading the layout file needs.
    static func connectionLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 512 }
        let wanted = min(limit.rlim_max, rlim_t(Limits.previewDescriptors))
        if limit.rlim_cur < wanted {
            limit.rlim_cur = wanted
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return max(16, Int(limit.rlim_cur) - Limits.previewSpareDescriptors)
    }

    private nonisolated func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { request, _ in
            if let refusal = await self.refusal(request) { return refusal }
            return await self.pageResponse()
        }
        router.get("/events") { request, _ in
            if let refusal = await self.refusal(request) { return refusal }
            let events = await self.subscribe()
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: .init(asyncSequence: events))
        }
        return router
    }

    /// The response to `/`: the page, as views of the one buffer; before the first render, 503 with a page that
    /// reloads once the render is announced (a browser shows it; a script honours `Retry-After`).
    package func pageResponse() -> Response {
        guard let page else {
            return Response(
                status: .serviceUnavailable,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .retryAfter: "1"],
                body: .init(byteBuffer: rendering))
        }
        return Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Self.slices(of: page, size: budgets.sliceBytes))
    }

    /// The page in slices that share its storage (`readSlice` moves an index, it copies nothing). Each write waits
    /// until the connection can take more (NIO's writability, through Hummingbird's writer), so a client that reads
    /// slowly holds up its own response only, and what is queued for it stays within a slice or two.
    static func slices(of page: ByteBuffer, size: Int) -> ResponseBody {
        ResponseBody(contentLength: page.readableBytes) { writer in
            var rest = page
            while rest.readableBytes > 0, let slice = rest.readSlice(length: min(size, rest.readableBytes)) {
                try await writer.write(slice)
            }
            try await writer.finish(nil)
        }
    }

    /// Requests that name another host are refused: a page on another site could otherwise reach this server
    /// through a DNS name it rebinds to 127.0.0.1, and read the layout.
    private func refusal(_ request: Request) -> Response? {
        let host = request.head.authority ?? ""
        let loopback = ["127.0.0.1", "localhost"].flatMap { [$0, "\($0):\(allowedPort)"] }
        guard loopback.contains(host.lowercased()) else {
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "trellis preview answers only 127.0.0.1:\(allowedPort)\n")))
        }
        return nil
    }

    /// A new listener's events: how soon to reconnect, the number of the page now served (so a page older than
    /// that reloads at once), each new number as it is rendered, and a comment every 10 s to keep the line open.
    private func subscribe() -> AsyncStream<ByteBuffer> {
        let id = nextListener
        nextListener += 1
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.yield(ByteBuffer(string: "retry: 500\n\n" + Self.event(version)))
        continuation.onTermination = { _ in Task { await self.forget(id) } }
        listeners[id] = continuation
        return stream
    }

    static func event(_ version: Int) -> String { "event: version\ndata: \(version)\n\n" }

    private func forget(_ id: Int) { listeners[id] = nil }

    /// One buffer for every listener, as for the page.
    private func broadcast(_ text: String) {
        let buffer = ByteBuffer(string: text)
        for continuation in listeners.values { continuation.yield(buffer) }
    }

    /// Draws the file, then polls the files it read four times a second (polling works on every platform and file
    /// system, and a stamp costs a few `stat`s); draws once per change, then announces the new number.
    private func watch() async {
        var files = [path]
        var last: [String]?
        var ticks = 0
        while !Task.isCancelled {
            if PreviewPage.stamp(of: files) != last {
                let next = version + 1
                let drawn = await draw(version: next)
                files = drawn.files
                last = drawn.stamp
                page = drawn.page
                version = next
                broadcast(Self.event(next))
            } else if ticks % 40 == 0 {
                broadcast(": still here\n\n")
            }
            try? await Task.sleep(nanoseconds: 250_000_000)
            ticks += 1
        }
    }

    /// The files the layout reads, stamped before it is drawn (so a change made while it is drawn is seen at the next
    /// poll), and the page, as one buffer. On a thread of its own: a large layout takes seconds, which would hold a
    /// thread of the concurrency pool, and the server must answer meanwhile.
    private nonisolated func draw(version: Int) async -> (files: [String], stamp: [String], page: ByteBuffer) {
        let renderer = self.renderer, path = self.path
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                let files = renderer.files(path)
                let stamp = PreviewPage.stamp(of: files)
                continuation.resume(returning: (files, stamp, ByteBuffer(string: renderer.page(path, version))))
            }
        }
    }
}
