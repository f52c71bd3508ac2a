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
    /// How messages name the target: "on iPhone SE (3rd generation) (375 × 667)" or "at 320 × 568". Made once:
    /// rules name the target of every selection they read.
    package let description: String

    package init(name: String?, environment: LayoutEnvironment, knowsInsets: Bool) {
        self.name = name
        self.environment = environment
        self.knowsInsets = knowsInsets
        let size = "\(points(environment.container.width)) × \(points(environment.container.height))"
        description = name.map { "on \($0) (\(size))" } ?? "at \(size)"
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
