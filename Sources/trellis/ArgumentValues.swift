import ArgumentParser
import TrellisCodegen
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRules

// The library's option values, read from the command line by name: ArgumentParser checks them,
// lists them in --help and completes them, so no command checks a string by hand.
extension SizingPass: ExpressibleByArgument {}
extension FramesFormat: ExpressibleByArgument {}
extension DeviceTable.Format: ExpressibleByArgument {}
extension RuleCatalog.Format: ExpressibleByArgument {}
extension CodeGenerator.Platform: ExpressibleByArgument {}
extension CodeGenerator.Access: ExpressibleByArgument {}
extension Reporters.Name: ExpressibleByArgument {}

/// `--layout-direction ltr|rtl` (the long names `leftToRight` and `rightToLeft` too).
enum LayoutDirectionArgument: String, ExpressibleByArgument, CaseIterable {
    case ltr, rtl, leftToRight, rightToLeft

    static var allValueStrings: [String] { ["ltr", "rtl"] }

    var direction: LayoutDirection { self == .rtl || self == .rightToLeft ? .rightToLeft : .leftToRight }
}

/// `--content-size NAME`: a `UIContentSizeCategory` name.
struct ContentSizeArgument: ExpressibleByArgument {
    let category: ContentSizeCategory

    init?(argument: String) {
        guard let category = ContentSizeCategory(rawValue: argument) else { return nil }
        self.category = category
    }

    static var allValueStrings: [String] { ContentSizeCategory.allCases.map(\.rawValue) }
}
