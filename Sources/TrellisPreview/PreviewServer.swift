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

/// `trellis preview FILE`: serves the HTML render of a layout file on 127.0.0.1 and tells the page when the file or
/// a `.trellis.yml` above it changes. A file with errors is served as a page listing its diagnostics.
///
/// The page is rendered once per change, off the request path, and numbered: the page carries the number it shows,
/// and the event stream (`/events`) sends the current number the moment a client connects and every new one after,
/// so an edit made at any moment, even between the page's load and its stream connecting, reloads the page.
///
/// Hummingbird serves it, on SwiftNIO: a bounded HTTP parser (80 KiB of request line and headers), idle timeouts,
/// a cap on open connections and backing off when descriptors run out, which a small hand-rolled server lacked.
package actor PreviewServer {
    package let path: String
    private let render: @Sendable (String, Int) -> String
    private var version = 0
    private var page = ""
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
        self.path = path
        render = { path, version in PreviewPage.page(for: path, version: version, devices: devices, options: options) }
    }

    /// Renders the file, starts serving on `port` (0 for any free one) and watching the file; returns the port.
    /// A port that cannot be bound fails at once.
    package func start(port: UInt16) async throws(StartFailure) -> UInt16 {
        let render = self.render, path = self.path
        version = 1
        page = await Task.detached { render(path, 1) }.value
        let bound = AsyncStream<Result<Int, any Error>>.makeStream()
        let application = Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(Limits.previewIdleSeconds)))),
            configuration: .init(
                address: .hostname("127.0.0.1", port: Int(port)), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(Self.connectionLimit())),
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

    /// The port requests must name in `Host`, once bound.
    private var allowedPort = 0

    package func stop() {
        running?.cancel()
        watching?.cancel()
        running = nil
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

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
            guard let refusal = await self.refusal(request) else {
                return Response(
                    status: .ok,
                    headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(string: await self.page)))
            }
            return refusal
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

    private func broadcast(_ text: String) {
        for continuation in listeners.values { continuation.yield(ByteBuffer(string: text)) }
    }

    /// Polls the file and every `.trellis.yml` above it four times a second (polling works on every platform and
    /// file system, and a stamp costs a few `stat`s); renders once per change, then announces the new number.
    private func watch() async {
        var last = PreviewPage.stamp(of: path)
        var ticks = 0
        let render = self.render, path = self.path
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 250_000_000)
            ticks += 1
            let now = PreviewPage.stamp(of: path)
            if now != last {
                last = now
                let next = version + 1
                page = await Task.detached { render(path, next) }.value
                version = next
                broadcast(Self.event(next))
            } else if ticks % 40 == 0 {
                broadcast(": still here\n\n")
            }
        }
    }
}
