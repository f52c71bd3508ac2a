import Foundation
import TrellisEngine
import TrellisModel
import TrellisWriter

@MainActor
extension UICollectionViewCompositionalLayout {
    /// The layout as a layout file, read from what it does when it runs: the section provider is asked for every
    /// section of `sections` in `environment`, and what it returns is written in the language, with `preview`
    /// data for the same device and sections, so `trellis frames` on the file gives this layout's frames. Runs
    /// of consecutive sections with the same layout share one section layout (`indexes`).
    ///
    /// What a running layout cannot tell is written as `# TODO` comments: a custom group's item provider
    /// (app code; its size stands in), a visible-items handler, and that the provider may answer differently
    /// in other environments (variants are not inferred from one run; `trellis import` reads them from source).
    /// `name` is the layout's name; text that is not an UpperCamelCase Swift type name becomes one as `trellis
    /// import` makes names (`my feed` gives `MyFeed`), so the file always lowers.
    public func layoutFile(
        named name: String, in environment: UIKitEnvironment, sections: [SectionInput]
    ) throws(LayoutFailure) -> String {
        // Laid out, so a layout UIKit refuses is refused here too; its sections as the layout converted them.
        let provided = try laidOut(in: environment, sections: sections, options: LayoutOptions()).sections
        var sectionLayouts: [SectionLayout] = []
        var notes: [String: [String]] = [:]
        var previewSections: [PreviewSection] = []
        for (index, (section, converted, customItems)) in provided.enumerated() {
            var content = converted
            content.decorations = content.decorations.map { decoration in
                var named = decoration
                let uikitKind = Conversion.uikitKind(decoration.kind)
                named.viewClass = decorationViewClasses[uikitKind].map { String(describing: $0) }
                return named
            }
            var sectionNotes: [String] = []
            if !customItems.isEmpty {
                sectionNotes.append(
                    "a custom group's item provider is app code and was not imported; its size stands in")
            }
            if section.visibleItemsInvalidationHandler != nil {
                sectionNotes.append("visibleItemsInvalidationHandler is app code and was not imported")
            }
            if let last = sectionLayouts.last, last.base == content, notes[last.name, default: []] == sectionNotes,
                case let .range(range)? = last.indexes, range.upperBound == index
            {
                sectionLayouts[sectionLayouts.count - 1].indexes = .range(range.lowerBound..<(index + 1))
            } else {
                let layoutName = "section\(index)"
                sectionLayouts.append(
                    SectionLayout(name: layoutName, indexes: .range(index..<(index + 1)), base: content))
                if !sectionNotes.isEmpty { notes[layoutName] = sectionNotes }
            }
            previewSections.append(
                PreviewSection(
                    layout: sectionLayouts[sectionLayouts.count - 1].name, items: sections[index].itemCount,
                    measured: sections[index].measured))
        }
        sectionLayouts = sectionLayouts.map { layout in
            var single = layout
            if case let .range(range)? = layout.indexes, range.count == 1 {
                single.indexes = .indexes(NonEmpty(range.lowerBound))
            }
            return single
        }
        guard let nonEmpty = NonEmpty(sectionLayouts) else {
            throw LayoutFailure(.missingSectionLayout(sectionIndex: 0), section: nil, site: .container)
        }
        let device = environment.layout
        let document = LayoutDocument(
            name: LayoutDocument.isLayoutName(name) ? name : LayoutDocument.layoutName(from: name),
            configuration: Conversion.configuration(configuration), sections: nonEmpty,
            preview: PreviewData(
                container: device.container, safeArea: device.safeArea, layoutMargins: device.layoutMargins,
                readableWidth: device.readableWidth, scale: device.scale,
                horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
                sections: previewSections))
        let header = [
            "Imported by TrellisUIKit from the running layout \(type(of: self)) at \(Self.describe(device)).",
            "TODO: the section provider was asked at this size only; state variants for other sizes.",
        ]
        // A `repeating` group is what `repeatingSubitem:count:` (iOS 16) made: the file states that target.
        return LayoutFileWriter(header: header, sectionNotes: notes).text(of: document.raisingTargetForCopies())
    }

    private static func describe(_ environment: LayoutEnvironment) -> String {
        "\(LayoutFileWriter.number(environment.container.width)) × "
            + "\(LayoutFileWriter.number(environment.container.height)) pt"
    }
}
