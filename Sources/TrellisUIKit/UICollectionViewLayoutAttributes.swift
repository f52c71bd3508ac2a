import Foundation

/// `UICollectionViewLayoutAttributes` (iOS 6): where one cell, supplementary view or decoration view goes.
/// As in UIKit, `center` and `size` are stored and `frame` is derived: it is the bounds transformed about the
/// centre, so a scaled item reports the frame it covers on screen.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

    init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The bounds, transformed about the centre. Setting it sets the centre and size.
    open var frame: CGRect {
        get {
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    public nonisolated var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { " \($0)" } ?? ""
            return "<\(representedElementCategory)\(kind) \(indexPath) frame \(frame)>"
        }
    }
}
