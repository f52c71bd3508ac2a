/// A device and orientation to lay out for: `iPhone 16`, `iPhone 16 landscape`, ...
public struct DevicePreset: Hashable, Sendable {
    public var name: String
    public var environment: LayoutEnvironment

    /// A preset named as `--device` and `preview.device` take it.
    public init(name: String, environment: LayoutEnvironment) {
        self.name = name
        self.environment = environment
    }
}

/// The device table behind `trellis devices`, `--device` and `preview.device`.
///
/// Screen sizes, scales and safe areas are Apple's published figures for each model (the
/// Human Interface Guidelines' "Layout" device table, and the safe-area insets the simulator
/// reports). Layout margins are the system minimum (16 pt on compact-width iPhones, 20 pt on
/// Plus/Max iPhones, the 414-pt iPhone 11 and iPads) added to the safe area, as a view
/// controller's root view has them. The readable width is the margins-inset width, at most
/// 672 pt (the readable content guide at the default text size). Docs/Fidelity.md lists these
/// as approximations.
public enum DevicePresets {
    private struct Model {
        var name: String
        var width: Double
        var height: Double
        var scale: Double
        var portraitSafeArea: EdgeInsets
        var landscapeSafeArea: EdgeInsets
        var minimumMargin: Double
        var isPad: Bool
        /// Plus and Max iPhones have a regular width in landscape.
        var regularWidthInLandscape: Bool
    }

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double, sides: Double,
        landscapeBottom: Double, margin: Double = 16, regularInLandscape: Bool = false
    ) -> Model {
        Model(
            name: name, width: width, height: height, scale: scale,
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: EdgeInsets(top: 0, leading: sides, bottom: landscapeBottom, trailing: sides),
            minimumMargin: margin, isPad: false, regularWidthInLandscape: regularInLandscape)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double) -> Model {
        let safeArea = EdgeInsets(top: 24, bottom: 20)
        return Model(
            name: name, width: width, height: height, scale: 2, portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
            minimumMargin: 20, isPad: true, regularWidthInLandscape: true)
    }

    private static let models: [Model] = [
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, sides: 0, landscapeBottom: 0),
        phone(
            "iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34, sides: 48, landscapeBottom: 21, margin: 20,
            regularInLandscape: true),
        phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, sides: 50, landscapeBottom: 21),
        phone("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21),
        phone("iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21),
        phone(
            "iPhone 16 Plus", 430, 932, scale: 3, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, margin: 20,
            regularInLandscape: true),
        phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21),
        phone(
            "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, margin: 20,
            regularInLandscape: true),
        // The 2025 models (Docs/Fidelity.md, "Device presets", cites each figure). Sizes and scales are Apple's;
        // safe areas keep this table's iOS 18 convention (21 pt below a landscape phone, 24/20 on iPads).
        phone("iPhone 16e", 390, 844, scale: 3, top: 47, bottom: 34, sides: 47, landscapeBottom: 21),
        phone("iPhone 17", 402, 874, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21),
        phone("iPhone 17 Pro", 402, 874, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21),
        phone(
            "iPhone Air", 420, 912, scale: 3, top: 68, bottom: 34, sides: 68, landscapeBottom: 21, margin: 20,
            regularInLandscape: true),
        phone(
            "iPhone 17 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, margin: 20,
            regularInLandscape: true),
        pad("iPad mini (A17 Pro)", 744, 1133),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad Air 11-inch (M2)", 820, 1180),
        pad("iPad Pro 11-inch (M4)", 834, 1210),
        pad("iPad Pro 13-inch (M4)", 1032, 1376),
        pad("iPad (A16)", 820, 1180),
        pad("iPad Air 11-inch (M3)", 820, 1180),
        pad("iPad Air 13-inch (M3)", 1024, 1366),
        pad("iPad Pro 11-inch (M5)", 834, 1210),
        pad("iPad Pro 13-inch (M5)", 1032, 1376),
    ]

    /// Every preset: each model in portrait, then in landscape.
    public static let all: [DevicePreset] = models.flatMap {
        [preset($0, landscape: false), preset($0, landscape: true)]
    }

    private static func preset(_ model: Model, landscape: Bool) -> DevicePreset {
        let size =
            landscape ? Size(width: model.height, height: model.width) : Size(width: model.width, height: model.height)
        let safeArea = landscape ? model.landscapeSafeArea : model.portraitSafeArea
        let margins = EdgeInsets(
            top: safeArea.top, leading: safeArea.leading + model.minimumMargin,
            bottom: safeArea.bottom, trailing: safeArea.trailing + model.minimumMargin)
        let horizontal: SizeClass = model.isPad || (landscape && model.regularWidthInLandscape) ? .regular : .compact
        let vertical: SizeClass = model.isPad || !landscape ? .regular : .compact
        let environment = LayoutEnvironment(
            container: size, safeArea: safeArea, layoutMargins: margins,
            readableWidth: Swift.min(size.width - margins.leading - margins.trailing, 672),
            scale: model.scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical)
        return DevicePreset(name: landscape ? model.name + " landscape" : model.name, environment: environment)
    }

    /// The preset with this name, ignoring case; `iPhone 16 portrait` names the portrait preset.
    public static func named(_ name: String) -> DevicePreset? {
        // Most files write a preset's name as listed: found without folding its case.
        if let preset = byName[name] { return preset }
        var key = name.trimmingCharacters(in: " ").lowercased()
        if key.hasSuffix(" portrait") { key.removeLast(" portrait".count) }
        return byLowercasedName[key]
    }

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every preset by its name in lower case: lowering looks up each file's preview device.
    private static let byLowercasedName = Dictionary(
        all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The configuration's default lint and render targets (lint uses them too).
    package static let defaultTargets = [
        "iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad (10th generation)",
        "iPad (10th generation) landscape",
    ]
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
