import Foundation

/// `UICollectionReusableView`: generated code registers subclasses of it as decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open func prepareForReuse() {}
}

/// `UICollectionViewCell`, so data sources and cell classes compile; nothing is drawn. Its content view is a
/// subview of its own size.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UICollectionViewListCell` (iOS 14).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
}
