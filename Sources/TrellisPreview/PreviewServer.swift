import FlyingFox
import FlyingSocks
import Foundation
import TrellisPipeline

/// `trellis preview FILE`: serves the HTML render of a layout file on 127.0.0.1 and tells the page to reload
/// (server-sent events on `/events`) whenever the file or a `.trellis.yml` above it changes. A file with errors
/// is served as a page listing its diagnostics, which reloads the same way.
///
/// FlyingFox serves it: a small HTTP server in pure Swift on its own sockets, so the preview costs no SwiftNIO.
public actor PreviewServer {
    public let path: String
    private let render: @Sendable (String) -> String
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    private var server: HTTPServer?

    /// - Parameters:
    ///   - path: the layout file.
    ///   - devices: the devices to draw (the configuration's lint targets when empty).
    ///   - options: the environment options of `frames` and `render`.
    public init(path: String, devices: [String], options: FramesRun.Options) {
        self.path = path
        render = { path in PreviewPage.page(for: path, devices: devices, options: options) }
    }

    /// Starts serving on `port` (0 for any free one) and watching the file; returns the port.
    public func start(port: UInt16) async throws -> UInt16 {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        let path = self.path, render = self.render
        await server.appendRoute("GET /") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: Data(render(path).utf8))
        }
        await server.appendRoute("GET /events") { [weak self] _ in
            guard let self else { return HTTPResponse(statusCode: .gone) }
            let stream = await self.subscribe()
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: HTTPBodySequence(from: EventStream(stream)))
        }
        self.server = server
        Task { try await server.run() }
        try await server.waitUntilListening()
        Task { await self.watch() }
        guard case let .ip4(_, port: bound)? = await server.listeningAddress else { return port }
        return bound
    }

    public func stop() async {
        await server?.stop()
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    /// A new listener's events: `retry` first, then `reload` on each change and a comment every 10 s to keep the
    /// connection open.
    private func subscribe() -> AsyncStream<[UInt8]> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.yield(Array("retry: 500\n\n".utf8))
        continuation.onTermination = { [weak self] _ in Task { await self?.forget(id) } }
        listeners[id] = continuation
        return stream
    }

    private func forget(_ id: UUID) { listeners[id] = nil }

    private func broadcast(_ text: String) {
        for continuation in listeners.values { continuation.yield(Array(text.utf8)) }
    }

    /// Polls the file and every `.trellis.yml` above it four times a second: watching by polling works on every
    /// platform and file system, and a layout file is read in microseconds.
    private func watch() async {
        var last = PreviewPage.stamp(of: path)
        var ticks = 0
        while server != nil {
            try? await Task.sleep(nanoseconds: 250_000_000)
            ticks += 1
            let now = PreviewPage.stamp(of: path)
            if now != last {
                last = now
                broadcast("event: reload\ndata: \(path)\n\n")
            } else if ticks % 40 == 0 {
                broadcast(": still here\n\n")
            }
        }
    }
}

/// Server-sent events as the response body FlyingFox streams (chunked, as their length is unknown).
struct EventStream: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<[UInt8]>

    init(_ events: AsyncStream<[UInt8]>) { self.events = events }

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty { pending = await events.next() ?? [] }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if pending.isEmpty { pending = await events.next() ?? [] }
            guard !pending.isEmpty else { return nil }
            let taken = Array(pending.prefix(count))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}
