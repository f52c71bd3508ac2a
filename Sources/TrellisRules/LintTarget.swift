import TrellisCore
import TrellisEngine
import TrellisModel

/// A container a size-dependent rule is decided at: a device preset, or a size with optional
/// traits from `.trellis.yml`'s `targets`.
package struct LintTarget: Sendable, Hashable {
    /// The preset's name; nil for a bare size.
    package let name: String?
    package let environment: LayoutEnvironment
    /// Whether the safe area and layout margins are known (presets, or stated in the
    /// configuration) rather than defaulted.
    package let knowsInsets: Bool
    /// The iOS major version the target runs (version 2's `iOS` conditions, and the pixel grid).
    package let iOSVersion: Int
    /// How messages name the target: "on iPhone SE (3rd generation) (375 × 667)" or "at 320 × 568". Made once:
    /// rules name the target of every selection they read.
    package let description: String

    package init(
        name: String?, environment: LayoutEnvironment, knowsInsets: Bool,
        iOSVersion: Int = LayoutOptions.newestIOSVersion
    ) {
        self.name = name
        self.environment = environment
        self.knowsInsets = knowsInsets
        self.iOSVersion = iOSVersion
        // The traits a target states beyond its size, as its description names them.
        var traits = ["\(points(environment.container.width)) × \(points(environment.container.height))"]
        if environment.layoutDirection == .rightToLeft { traits.append("right to left") }
        if environment.contentSizeCategory != .large { traits.append(environment.contentSizeCategory.rawValue) }
        if iOSVersion != LayoutOptions.newestIOSVersion { traits.append("iOS \(iOSVersion)") }
        let size = traits.joined(separator: ", ")
        description = name.map { "on \($0) (\(size))" } ?? "at \(size)"
    }

    /// The same target with the traits a `.trellis.yml` entry states.
    package func with(
        iOSVersion: Int?, contentSize: ContentSizeCategory?, layoutDirection: LayoutDirection?
    ) -> LintTarget {
        var environment = self.environment
        if let contentSize { environment.contentSizeCategory = contentSize }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        return LintTarget(
            name: name, environment: environment, knowsInsets: knowsInsets, iOSVersion: iOSVersion ?? self.iOSVersion)
    }

    package init(preset: DevicePreset) {
        self.init(name: preset.name, environment: preset.environment, knowsInsets: true)
    }

    /// A bare container size, with defaulted insets and size classes.
    package init(width: Double, height: Double) {
        self.init(
            name: nil, environment: LayoutEnvironment(container: Size(width: width, height: height)), knowsInsets: false
        )
    }

    /// iPhone SE (3rd generation), iPhone 16 and iPhone 16 Pro Max in portrait; iPad (10th generation) in portrait and
    /// in landscape.
    package static let defaults: [LintTarget] = DevicePresets.defaultTargets.compactMap {
        DevicePresets.named($0).map(LintTarget.init(preset:))
    }
}
