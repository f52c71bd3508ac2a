import Foundation

// What cell and header code names beside a layout: labels, image views, fonts, content configurations and cell
// accessories, as inert values so that code compiles. None of them measures or draws; self-sizing heights come
// from `SectionInput`'s measurements.

/// `UIContentConfiguration`.
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: the list cell's text, secondary text and image, and their properties.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    public struct TextProperties: Sendable {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var alignment: Alignment = .natural
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true

        public enum Alignment: Int, Sendable {
            case natural, center, justified
        }
    }

    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var imageToTextPadding: CGFloat = 0

    public init() {}

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration: Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public init() {}
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// `UICellAccessory`: what a list cell shows at its trailing edge.
public struct UICellAccessory: Sendable {
    public let name: String
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Sendable { case automatic, header, cell }
        public var style: Style
        public init(style: Style = .automatic) { self.style = style }
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(name: "disclosureIndicator")
    }

    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(name: "checkmark")
    }

    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(name: "delete")
    }

    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(name: "reorder")
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions()
    ) -> UICellAccessory {
        UICellAccessory(name: "outlineDisclosure")
    }

    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(name: "label \(text)")
    }
}

/// `UIFont`: a text style or a size and weight, by name.
public final class UIFont: Sendable {
    public let name: String
    public let pointSize: CGFloat

    init(name: String, pointSize: CGFloat) {
        self.name = name
        self.pointSize = pointSize
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: style.rawValue, pointSize: 17)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: "system \(weight.rawValue)", pointSize: size)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public convenience init?(name: String, size: CGFloat) { self.init(name: name, pointSize: size) }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// `UILabel`: its text and text settings; it measures nothing.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
}

/// `UIImageView`: its image; it draws nothing.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

extension UIColor {
    /// The layer's colour for this colour.
    public var cgColor: CGColor { CGColor(name: name) }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "displayP3(\(red), \(green), \(blue), \(alpha))")
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: "hsba(\(hue), \(saturation), \(brightness), \(alpha))")
    }
}
