import TrellisCore

/// A number of points as people write it: `358`, `179.5`, `232.05`.
func points(_ value: Double) -> String {
    JSONValue.format((value * 100).rounded() / 100)
}
