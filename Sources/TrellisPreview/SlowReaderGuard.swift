import NIOCore
import Synchronization

/// Closes a connection whose client does not take its response. Hummingbird's idle timeout leaves a connection
/// alone while a response is being written, so without this a client could ask for the page, read none of it and
/// keep its connection, and what was queued for it, for as long as it liked.
///
/// One budget (`PreviewServer.Budgets`), on what NIO itself counts: a connection with bytes queued that the socket
/// has not taken must complete a write within `stallTimeout`. One guard per connection, in its pipeline after the
/// HTTP codec; it passes everything through unchanged.
final class SlowReaderGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    private let budgets: PreviewServer.Budgets
    private let tally: SlowReaderTally
    /// Writes the socket has completed: a client that takes its response completes them, one that stops does not.
    private var completedWrites = 0
    private var stallCheck: Scheduled<Void>?
    private var dropped = false

    init(budgets: PreviewServer.Budgets, tally: SlowReaderTally) {
        self.budgets = budgets
        self.tally = tally
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let written = promise ?? context.eventLoop.makePromise()
        written.futureResult.hop(to: context.eventLoop).assumeIsolated().whenSuccess { _ in
            self.completedWrites += 1
        }
        context.write(data, promise: written)
    }

    /// What the socket did not take stays queued in the channel: from then on the client must keep taking it.
    func flush(context: ChannelHandlerContext) {
        context.flush()
        if stallCheck == nil, Self.queuedBytes(context) > 0 { checkProgress(context, since: completedWrites) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelCheck()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelCheck()
    }

    /// A stall timeout from now, a connection that still has bytes queued must have completed a write since
    /// `completed` was counted; one that did is checked again a timeout later.
    private func checkProgress(_ context: ChannelHandlerContext, since completed: Int) {
        stallCheck = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(budgets.stallTimeout)) {
            self.stallCheck = nil
            guard context.channel.isActive, Self.queuedBytes(context) > 0 else { return }
            if self.completedWrites == completed {
                self.drop(context)
            } else {
                self.checkProgress(context, since: self.completedWrites)
            }
        }
    }

    private func cancelCheck() {
        stallCheck?.cancel()
        stallCheck = nil
    }

    /// Closing fails the queued writes, which releases what they held, and ends the response's task.
    private func drop(_ context: ChannelHandlerContext) {
        guard !dropped else { return }
        dropped = true
        cancelCheck()
        tally.addStalled()
        context.close(promise: nil)
    }

    private static func queuedBytes(_ context: ChannelHandlerContext) -> Int {
        (try? context.channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
    }
}

@available(*, unavailable)
extension SlowReaderGuard: Sendable {}

/// The connections every guard has closed, for `PreviewServer.slowReaders`.
final class SlowReaderTally: Sendable {
    private let counted = Mutex(PreviewServer.SlowReaders())

    var counts: PreviewServer.SlowReaders { counted.withLock { $0 } }

    func addStalled() {
        counted.withLock { $0.stalled += 1 }
    }
}
