extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in its UTF-8. Foundation's
    /// `contains(_:)` and the standard library's generic one each took a large share of lint's time.
    public func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        return utf8.withContiguousStorageIfAvailable { Self.find(pattern, in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { Self.find(pattern, in: $0) }
    }

    private static func find(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
            var matched = 1
            while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return true }
        }
        return false
    }
}
