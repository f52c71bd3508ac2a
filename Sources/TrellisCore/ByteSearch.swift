#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in its UTF-8 (`memchr` and `memcmp`). Foundation's
    /// `contains(_:)` and the standard library's generic one each took a large share of lint's time.
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            utf8.withContiguousStorageIfAvailable { Self.find(pattern, in: $0) }
                ?? Array(utf8).withUnsafeBufferPointer { Self.find(pattern, in: $0) }
        }
    }

    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard let base = bytes.baseAddress, let first = pattern.baseAddress, bytes.count >= pattern.count else {
            return false
        }
        // memchr finds each candidate first byte, memcmp checks the rest (Glibc's module has no memmem).
        var offset = 0
        let last = bytes.count - pattern.count
        while offset <= last, let found = memchr(base + offset, Int32(first.pointee), last - offset + 1) {
            let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + candidate, first, pattern.count) == 0 { return true }
            offset = candidate + 1
        }
        return false
    }
}
