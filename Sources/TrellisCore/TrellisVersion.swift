/// Trellis's version: `trellis --version`, SARIF's tool version and generated files agree.
public enum TrellisVersion {
    public static let current = "0.1.0"
}
