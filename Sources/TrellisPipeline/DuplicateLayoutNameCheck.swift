import TrellisCore
import TrellisRules

/// `duplicate_layout_name` across the files of one lint run: the build plugin generates every
/// layout file of a target into one module, where two types of one name do not compile.
enum DuplicateLayoutNameCheck {
    static func report(in files: inout [LintRun.LintedFile]) {
        var byName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard let name = file.layoutName?.name else { continue }
            byName[name, default: []].append(index)
        }
        let severity = CrossFileChecks.duplicateLayoutName.severity
        for (name, indexes) in byName where indexes.count > 1 {
            for index in indexes {
                guard let range = files[index].layoutName?.range else { continue }
                let others = indexes.filter { $0 != index }.map { files[$0].source.path }
                files[index].diagnostics.append(
                    Diagnostic(
                        severity, CrossFileChecks.duplicateLayoutName.id,
                        "layout '\(name)' is also the layout of \(others.joined(separator: ", ")): generated code "
                            + "declares one type per layout, so two layouts of one name in a target do not compile; "
                            + "rename one",
                        file: files[index].source.path, at: range))
                files[index].diagnostics = files[index].diagnostics.sortedForReporting()
            }
        }
    }
}
