import TrellisCore
import TrellisSyntax

/// A file `include:` brings in, loaded: its text and its tree at its own positions (its first line is line 1), with
/// what loading it found. One value may serve every document including the file: the pipeline moves a copy of the
/// tree past the including document's lines for lowering and lets that copy go once the document is lowered.
package struct LoadedFragment: Sendable {
    package var source: SourceFile
    package var root: SyntaxNode?
    package var diagnostics: [Diagnostic]

    package init(source: SourceFile, root: SyntaxNode?, diagnostics: [Diagnostic]) {
        self.source = source
        self.root = root
        self.diagnostics = diagnostics
    }

    /// The file whose bytes are `bytes`, named `path`, loaded within `limits` (a file past them is one diagnostic).
    package init(bytes: [UInt8], path: String, limits: InputLimits) {
        let loaded = YAMLLoader(limits: limits).load(bytes: bytes, path: path)
        self.init(source: loaded.source, root: loaded.document?.root, diagnostics: loaded.diagnostics)
    }
}

/// Where `include:` gets a file once `IncludeScope.resolve` has found and allowed it: the pipeline keeps resolving,
/// confinement, cycles and the bounds on depth and count, and asks a reader only for the text and its tree, once
/// per file per check. The language server shares one reader's files between its open documents.
package protocol FragmentReader {
    /// The file at `path` (a real path, as `IncludeScope.resolve` gives it), loaded within `limits`. A failure's
    /// reason is reported at the `include:` entry naming the file.
    func fragment(at path: String, limits: InputLimits) throws(LintRun.ReadFailure) -> LoadedFragment
}

/// Reads each file from disk when asked, keeping nothing: what every command but the language server uses.
package struct DiskFragmentReader: FragmentReader {
    package init() {}

    package func fragment(at path: String, limits: InputLimits) throws(LintRun.ReadFailure) -> LoadedFragment {
        let bytes = try LayoutFileDiscovery.read(path, limit: limits.maximumBytes)
        return LoadedFragment(bytes: bytes, path: path, limits: limits)
    }
}
