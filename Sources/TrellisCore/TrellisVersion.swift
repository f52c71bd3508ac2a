/// Trellis's version: `trellis --version`, SARIF's tool version and generated files agree.
package enum TrellisVersion {
    package static let current = "0.1.0"
}
