import TrellisCore
import TrellisEngine
import TrellisModel

/// The `trellis devices` listing.
package enum DeviceTable {
    /// How every command (`--device`) and the MCP server's tools (`device`) refuse a name that is no preset, with
    /// the closest preset's name.
    package static func unknownDevice(_ name: String) -> String {
        let hint = Suggestion.closest(to: name, in: DevicePresets.all.map(\.name)).map(Suggestion.hint) ?? ""
        return "unknown device '\(TerminalText.excerpt(name))'\(hint) (`trellis devices` lists them)"
    }

    /// `trellis devices` prints a table or JSON.
    package enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// Every device preset with its size, scale, safe area, margins, readable width and size classes.
    package static func rendered(as format: Format) -> String {
        let json = format == .json
        let n = FrameNumbers.format
        func insets(_ value: EdgeInsets) -> String {
            "\(n(value.top)) \(n(value.leading)) \(n(value.bottom)) \(n(value.trailing))"
        }
        if json {
            let presets: [JSONValue] = DevicePresets.all.map { preset in
                let e = preset.environment
                func insetsObject(_ value: EdgeInsets) -> JSONValue {
                    .object([
                        ("top", .number(value.top)), ("leading", .number(value.leading)),
                        ("bottom", .number(value.bottom)), ("trailing", .number(value.trailing)),
                    ])
                }
                return .object([
                    ("name", .string(preset.name)),
                    ("width", .number(e.container.width)), ("height", .number(e.container.height)),
                    ("scale", .number(e.scale)),
                    ("safeArea", insetsObject(e.safeArea)), ("layoutMargins", insetsObject(e.layoutMargins)),
                    ("readableWidth", .number(e.readableWidth)),
                    ("horizontalSizeClass", .string(e.horizontalSizeClass.rawValue)),
                    ("verticalSizeClass", .string(e.verticalSizeClass.rawValue)),
                ])
            }
            return JSONValue.array(presets).rendered(pretty: true) + "\n"
        }
        let header = [
            "name", "size", "scale", "safe area (t l b r)", "margins (t l b r)", "readable", "size classes (w h)",
        ]
        let rows = DevicePresets.all.map { preset -> [String] in
            let e = preset.environment
            return [
                preset.name, "\(n(e.container.width)) × \(n(e.container.height))", "@\(n(e.scale))x",
                insets(e.safeArea), insets(e.layoutMargins), n(e.readableWidth),
                "\(e.horizontalSizeClass.rawValue) \(e.verticalSizeClass.rawValue)",
            ]
        }
        return TextTable.lines([header] + rows).map { $0 + "\n" }.joined()
    }
}
