#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding bytes in bytes (`memchr` for each candidate first byte, `memcmp` for the rest; Glibc's module has no
/// `memmem`). Foundation's `contains(_:)` and the standard library's generic one each took a large share of lint's
/// time.
package enum ByteSearch {
    /// Where `pattern` first occurs in `bytes`; 0 for an empty pattern.
    package static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        guard !pattern.isEmpty else { return 0 }
        guard let base = bytes.baseAddress, let first = pattern.baseAddress, bytes.count >= pattern.count else {
            return nil
        }
        var offset = 0
        let last = bytes.count - pattern.count
        while offset <= last, let found = memchr(base + offset, Int32(first.pointee), last - offset + 1) {
            let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + candidate, first, pattern.count) == 0 { return candidate }
            offset = candidate + 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in its UTF-8.
    package func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            (utf8.withContiguousStorageIfAvailable { ByteSearch.firstOffset(of: pattern, in: $0) }
                ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.firstOffset(of: pattern, in: $0) }) != nil
        }
    }
}
