import TrellisCore
import TrellisEngine
import TrellisModel

/// A container a size-dependent rule is decided at: a device preset, or a size with optional
/// traits from `.trellis.yml`'s `targets`.
package struct LintTarget: Sendable, Hashable {
    /// The preset's name; nil for a bare size.
    package var name: String?
    package var environment: LayoutEnvironment
    /// Whether the safe area and layout margins are known (presets, or stated in the
    /// configuration) rather than defaulted.
    package var knowsInsets: Bool

    package init(name: String?, environment: LayoutEnvironment, knowsInsets: Bool) {
        self.name = name
        self.environment = environment
        self.knowsInsets = knowsInsets
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

    /// How messages name the target: "on iPhone SE (3rd generation) (375 × 667)" or "at width 320".
    package var description: String {
        let size = "\(points(environment.container.width)) × \(points(environment.container.height))"
        return name.map { "on \($0) (\(size))" } ?? "at \(size)"
    }
}
