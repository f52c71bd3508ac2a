import Foundation
import TrellisCore
import TrellisPipeline
import TrellisSyntax

/// The files open documents include, each held once for the whole server: a document's analysis keeps only their
/// paths (`Pipeline.CheckedFile.includedFiles`), so memory grows with the distinct files included, not with the
/// documents times the files each includes. A file is known by where it lies and which text of it was read: on
/// disk by its device, inode, size and modification time, so a file changed on disk is read again; when it is open,
/// by the editor's text, which wins over the disk's. An entry goes once no open document's last analysis read it.
final class FragmentStore {
    struct Key: Hashable {
        /// The real path, as `IncludeScope.resolve` gives it.
        var path: String
        var version: Version
    }

    enum Version: Hashable {
        /// The file as saved.
        case disk(device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int)
        /// The text an open document held at a version.
        case editor(uri: String, version: Int)
    }

    private struct Entry {
        var fragment: LoadedFragment
        /// The editor's text it was loaded from (the document's own string, not a copy); nil for the disk's.
        var text: String?
        /// How many open documents' last analyses read it.
        var references: Int
    }

    private var entries: [Key: Entry] = [:]
    /// What each open document's last analysis read.
    private var held: [String: Set<Key>] = [:]

    /// How many files are held.
    var count: Int { entries.count }

    /// The keys held, for tests.
    var keys: Set<Key> { Set(entries.keys) }

    /// The file at `path` (real) as the last analysis of the document at `uri` read it, at its own positions.
    func fragment(_ path: String, readFor uri: String) -> LoadedFragment? {
        guard let key = held[uri]?.first(where: { $0.path == path }) else { return nil }
        return entries[key]?.fragment
    }

    /// A reader for one check, which prefers the text of the open `documents` to the disk's and records what it
    /// read; pass `reader.read` to `hold(_:for:)` once the check is done.
    func reader(open documents: [String: OpenDocument]) -> Reader { Reader(store: self, documents: documents) }

    /// Records that the last analysis of the document at `uri` read `keys`, and lets go of every file no open
    /// document's last analysis read any more.
    func hold(_ keys: Set<Key>, for uri: String) {
        let previous = held[uri] ?? []
        held[uri] = keys.isEmpty ? nil : keys
        for key in keys.subtracting(previous) { entries[key]?.references += 1 }
        for key in previous.subtracting(keys) { entries[key]?.references -= 1 }
        // Entries a check read but no document holds are let go too (every check is held at once, so none remain).
        let released = entries.compactMap { $0.value.references > 0 ? nil : $0.key }
        for key in released { entries[key] = nil }
    }

    /// The document at `uri` was closed: what its analysis read is let go.
    func release(_ uri: String) { hold([], for: uri) }

    /// The file for `key`, loaded with `load` unless held already. An editor's `text` is compared too, in case a
    /// client sends two texts under one version; the documents holding the key then see the newer.
    fileprivate func entry(_ key: Key, text: String?, load: () throws(LintRun.ReadFailure) -> LoadedFragment)
        throws(LintRun.ReadFailure) -> LoadedFragment
    {
        if let kept = entries[key], kept.text == text { return kept.fragment }
        let fragment = try load()
        entries[key] = Entry(fragment: fragment, text: text, references: entries[key]?.references ?? 0)
        return fragment
    }

    /// Reads the files one check includes through the store.
    final class Reader: FragmentReader {
        private let store: FragmentStore
        private let documents: [String: OpenDocument]
        /// The open documents by the real paths of their files, made when the first included file is read.
        private var byPath: [String: OpenDocument]?
        /// What this check read.
        private(set) var read: Set<Key> = []

        fileprivate init(store: FragmentStore, documents: [String: OpenDocument]) {
            self.store = store
            self.documents = documents
        }

        func fragment(at path: String, limits: InputLimits) throws(LintRun.ReadFailure) -> LoadedFragment {
            if byPath == nil {
                // Two URIs naming one file (through a link): the first by URI, whichever order they were opened in.
                let paths = documents.sorted { $0.key < $1.key }
                    .map { (IncludeScope.physical($0.value.path), $0.value) }
                byPath = Dictionary(paths, uniquingKeysWith: { first, _ in first })
            }
            if let open = byPath?[path] {
                let key = Key(path: path, version: .editor(uri: open.uri, version: open.version))
                let fragment = try store.entry(key, text: open.text) { () throws(LintRun.ReadFailure) in
                    LoadedFragment(bytes: Array(open.text.utf8), path: path, limits: limits)
                }
                read.insert(key)
                return fragment
            }
            // Without a status the read fails too, in the words every command uses; nothing is held.
            guard let version = Self.diskVersion(of: path) else {
                return try DiskFragmentReader().fragment(at: path, limits: limits)
            }
            // One server checks every document with the same limits, so they are not part of the key.
            let key = Key(path: path, version: version)
            let fragment = try store.entry(key, text: nil) { () throws(LintRun.ReadFailure) in
                try DiskFragmentReader().fragment(at: path, limits: limits)
            }
            read.insert(key)
            return fragment
        }

        /// The file's device, inode, size and modification time, taken before it is read: a change while it is read
        /// makes a later status differ, so the file is read again.
        static func diskVersion(of path: String) -> Version? {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            #if canImport(Darwin)
                let modified = status.st_mtimespec
            #else
                let modified = status.st_mtim
            #endif
            // dev_t is signed on Darwin, unsigned on Linux: the bits are what identify it.
            return .disk(
                device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
                size: Int64(status.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
        }
    }
}
