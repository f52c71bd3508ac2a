import Foundation

/// Which files `lint` checks: a file as given, or every `*.layout.yaml` below a folder,
/// recursively, in a stable (sorted) order.
public enum LayoutFileDiscovery {
    public static let fileSuffix = ".layout.yaml"

    /// The layout files at `path`: the file itself, or every `*.layout.yaml` below a folder in sorted order.
    public static func files(at path: String) throws(LintRun.ReadFailure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LintRun.ReadFailure(path: path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw LintRun.ReadFailure(path: path, reason: "the folder cannot be read")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") && name != "." {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    enumerator.skipDescendants()
                }
                continue
            }
            if relative.hasSuffix(fileSuffix) {
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// Reads at most `limit + 1` bytes, so a huge file is refused by size without being read whole.
    public static func read(_ path: String, limit: Int) throws(LintRun.ReadFailure) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LintRun.ReadFailure(path: path, reason: "the file cannot be read")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit + 1) ?? Data())
        } catch {
            throw LintRun.ReadFailure(path: path, reason: "the file cannot be read (\(error.localizedDescription))")
        }
    }
}
