/// The iOS version of each UIKit API a layout file can use: the one table that `trellis lint`
/// (the rule `api_availability`) checks a deployment target against and that code generation
/// reads to pick `@available` and the initializers it emits (`Grammar/Reference.md` §10, from
/// Apple's API documentation).
package enum APIAvailability {
    /// A UIKit API that a layout file's model can need.
    package enum Feature: String, CaseIterable, Hashable, Sendable {
        /// `UICollectionViewCompositionalLayout` itself, and with it `subitem:count:` and
        /// `supplementariesFollowContentInsets`.
        case compositionalLayout
        /// A `list` section: `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with a
        /// `UICollectionLayoutListConfiguration`.
        case list
        /// `contentInsetsReference` of a section or of the configuration.
        case contentInsetsReference
        /// `supplementaryContentInsetsReference`, which replaces `supplementariesFollowContentInsets`.
        case supplementaryContentInsetsReference
        /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)` (and
        /// `vertical`), which replaces `subitem:count:` and is what a `repeating` group is.
        case repeatingSubitem
        /// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)`.
        case uniformAcrossSiblings

        /// The iOS version that introduced the API.
        package var introduced: OSVersion {
            switch self {
            case .compositionalLayout: return OSVersion(13)
            case .list, .contentInsetsReference: return OSVersion(14)
            case .supplementaryContentInsetsReference, .repeatingSubitem: return OSVersion(16)
            case .uniformAcrossSiblings: return OSVersion(17)
            }
        }
    }

    /// The iOS version that deprecated `subitem:count:` and `supplementariesFollowContentInsets`
    /// (iOS 13 APIs), for their replacements `repeatingSubitem:count:` and
    /// `supplementaryContentInsetsReference`.
    package static let iOS13SpellingsDeprecated = OSVersion(16)

    /// Whether generated code for `iOS` builds count groups with `repeatingSubitem:count:` (from
    /// iOS 16) rather than the deprecated `subitem:count:`.
    package static func repeatsSubitem(on iOS: OSVersion) -> Bool { iOS >= Feature.repeatingSubitem.introduced }

    /// The features beyond the compositional layout itself that `content` needs when its code is
    /// generated for `iOS` (which decides how a `count` group is built; a `repeating` group needs
    /// `repeatingSubitem:count:` on any target).
    package static func features(of content: SectionContent, on iOS: OSVersion) -> Set<Feature> {
        var features: Set<Feature> = []
        if case .list = content.body { features.insert(.list) }
        if content.contentInsetsReference != nil { features.insert(.contentInsetsReference) }
        if case .reference? = content.supplementaryInsets { features.insert(.supplementaryContentInsetsReference) }
        if content.usesUniformAcrossSiblings { features.insert(.uniformAcrossSiblings) }
        if (repeatsSubitem(on: iOS) && content.usesCount) || content.usesCopies { features.insert(.repeatingSubitem) }
        return features
    }

    /// The features beyond the compositional layout itself that `document` needs when its code
    /// is generated for `iOS`.
    package static func features(of document: LayoutDocument, on iOS: OSVersion) -> Set<Feature> {
        var features: Set<Feature> = []
        if document.configuration.contentInsetsReference != nil { features.insert(.contentInsetsReference) }
        for section in document.sections {
            features.formUnion(self.features(of: section.base, on: iOS))
            // A variant guarded by `iOS: n` (`if #available`) needs nothing that version has.
            for variant in section.variants {
                let guarded = variant.condition.iOS ?? Feature.compositionalLayout.introduced
                features.formUnion(self.features(of: variant.content, on: iOS).filter { $0.introduced > guarded })
            }
        }
        return features
    }

    /// The lowest iOS version on which everything `document` needs exists, generated for `iOS`:
    /// the compositional layout's own version when it needs nothing newer.
    package static func minimumVersion(of document: LayoutDocument, on iOS: OSVersion) -> OSVersion {
        features(of: document, on: iOS).map(\.introduced).reduce(Feature.compositionalLayout.introduced) { max($0, $1) }
    }
}

extension LayoutDocument {
    /// The document with its iOS deployment target raised to iOS 16 when a `repeating` group needs it (outside a
    /// variant that `iOS:` guards): code that calls `repeatingSubitem:count:` builds for iOS 16 at least, so an
    /// imported file states it and lints clean.
    package func raisingTargetForCopies() -> LayoutDocument {
        let introduced = APIAvailability.Feature.repeatingSubitem.introduced
        guard let iOS = deploymentTarget.versions[.iOS], iOS < introduced,
            APIAvailability.features(of: self, on: iOS).contains(.repeatingSubitem)
        else { return self }
        var raised = self
        raised.deploymentTarget.versions[.iOS] = OSVersion(introduced.major, 0)
        return raised
    }
}

extension SectionContent {
    /// Whether a group of the content repeats one subitem `count` times, resized.
    var usesCount: Bool {
        guard case let .group(group) = body else { return false }
        return group.containsGroup {
            if case let .standard(group) = $0, case .repeating = group.content { return true }
            return false
        }
    }

    /// Whether a group of the content holds copies of one subitem at its own size (`repeating`).
    package var usesCopies: Bool {
        guard case let .group(group) = body else { return false }
        return group.containsGroup {
            if case let .standard(group) = $0, case .copies = group.content { return true }
            return false
        }
    }

    /// Whether a dimension of the content, of its boundary items or its groups' nodes, is
    /// `uniformAcrossSiblings`.
    var usesUniformAcrossSiblings: Bool {
        var found = boundaryItems.contains {
            $0.size.width.isUniformAcrossSiblings || $0.size.height.isUniformAcrossSiblings
        }
        guard case let .group(group) = body else { return found }
        group.forEachStandardSize {
            if $0.width.isUniformAcrossSiblings || $0.height.isUniformAcrossSiblings { found = true }
        }
        return found
    }
}

extension LayoutGroup {
    /// Whether this group or a standard group's descendant group satisfies `predicate`.
    fileprivate func containsGroup(_ predicate: (LayoutGroup) -> Bool) -> Bool {
        if predicate(self) { return true }
        guard case let .standard(group) = self else { return false }
        return group.subitemNodes.contains {
            if case let .group(child) = $0 { return child.containsGroup(predicate) }
            return false
        }
    }

    /// Every size of the standard groups, their items and the items' supplementaries.
    fileprivate func forEachStandardSize(_ body: (LayoutSize) -> Void) {
        guard case let .standard(group) = self else { return }
        body(group.size)
        for subitem in group.subitemNodes {
            switch subitem {
            case let .item(item):
                body(item.size)
                item.supplementaries.forEach { body($0.size) }
            case let .group(child): child.forEachStandardSize(body)
            }
        }
    }
}

extension StandardGroup {
    fileprivate var subitemNodes: [GroupSubitem] {
        switch content {
        case let .subitems(subitems): return Array(subitems)
        case let .repeating(subitem, _), let .copies(subitem, _): return [subitem]
        }
    }
}

extension OSVersion {
    /// The first component: 16 for 16.4.
    package var major: Int { components.first ?? 0 }
}
