import FuzzImporter
import FuzzSupport

/// libFuzzer's entry point: the bytes as a Swift file through `trellis import`, beside a file of layout code whose
/// helpers and constants the bytes may declare.
@_cdecl("FuzzImport_main")
public func fuzzImportMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv, fuzzImport)
}

/// One input; libFuzzer also calls it by this C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    // Parsing dominates a run: the bytes are parsed once, beside the layout code (whose provider they may serve).
    let outcome = SwiftLayoutImporter(sources: [("Fuzz.swift", text), ("Layout.swift", layoutCode)]).importAll()
    for layout in outcome.layouts { _ = layout.text.count + layout.notes.map(\.description).count }
    _ = outcome.errors.map(\.description)
    return 0
}

/// A provider that calls a helper and reads constants by names fuzzed input likes to declare. Its integer literals stay
/// below 2, as each one below 64 is a section index the provider is run at.
private let layoutCode = """
    func makeFuzzLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let width = environment.container.effectiveContentSize.width
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(width > 600 ? 0.5 : 1.0), heightDimension: .absolute(a + 44.0))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item(size)])
            return index == 0 ? NSCollectionLayoutSection(group: group) : section(index)
        }
    }
    """
