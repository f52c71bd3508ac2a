import UIKit

// The live-radio dial: station logos in a sideways-scrolling row that comes to rest with the nearest logo in the
// middle. Layout parameters transcribed from nhatquangz/BBC-Sound-Clone:
// SoundBBC/UIComponents/ListenLiveView/ListenLiveView.swift (compositionalLayout: the provider's dial section in a
// horizontally scrolling layout, built as the app's snapping subclass), SnapCenterItemCollectionViewLayout.swift (a
// UICollectionViewCompositionalLayout subclass overriding targetContentOffset(forProposedContentOffset:
// withScrollingVelocity:) to come to rest on the item nearest the middle) and LayoutProvider.swift (dialLayout:
// square groups a quarter of the screen's width, items filling them, 15 pt between groups, 60 pt above the row).
// Written from scratch after the app's pattern: the layout subclass overrides only where scrolling stops, the
// section comes from a provider built for the dial theme, and the configuration's scroll direction is set before
// the layout is built. Left out: the dial's visible-items handler, which scales and raises the logos according to
// their distance from the middle (handlers are deliberately not imported). The app reads the screen's width from
// `UIScreen.main`; this screen reads the container's width from the layout environment, so the layout is built
// with a section provider where the app passes a section to `init(section:configuration:)`.

class BbcDialCenteringLayout: UICollectionViewCompositionalLayout {
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let view = self.collectionView else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let window = CGRect(origin: CGPoint(x: proposedContentOffset.x, y: 0), size: view.bounds.size)
        let centre = window.midX
        let nearest = (super.layoutAttributesForElements(in: window) ?? [])
            .map { $0.center.x - centre }
            .min { abs($0) < abs($1) }
        return CGPoint(x: proposedContentOffset.x + (nearest ?? 0), y: proposedContentOffset.y)
    }
}

class BbcDialSectionSource {
    enum Style {
        case wheel
        case plain
    }

    enum Spacing {
        static let betweenLogos: CGFloat = 15
        static let aboveRow: CGFloat = 60
    }

    let style: Style

    init(_ style: Style) {
        self.style = style
    }

    func wheelSection(across width: CGFloat) -> NSCollectionLayoutSection {
        let side = width / 4

        let logo = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let slot = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)),
            subitems: [logo])

        let result = NSCollectionLayoutSection(group: slot)
        result.contentInsets = .init(top: Spacing.aboveRow, leading: 0, bottom: 0, trailing: 0)
        result.interGroupSpacing = Spacing.betweenLogos
        return result
    }
}

class BbcDialViewController: UIViewController {
    enum Band: Hashable {
        case all
    }

    static let channels = [
        "Pop FM", "Urban Beats", "Easy Gold", "Classics", "Talk & News", "Drama Extra", "Sport Live", "Indie Six",
        "Desi Sounds", "Global News", "Highlands", "Valleys",
    ]

    private lazy var wheel = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    private var feed: UICollectionViewDiffableDataSource<Band, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "On Air"
        wheel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wheel.backgroundColor = .clear
        wheel.decelerationRate = .fast
        wheel.showsHorizontalScrollIndicator = false
        view.addSubview(wheel)

        let logo = UICollectionView.CellRegistration<BbcDialLogoCell, String> { cell, _, channel in
            cell.name.text = channel
        }
        feed = UICollectionViewDiffableDataSource<Band, String>(collectionView: wheel) { view, path, channel in
            view.dequeueConfiguredReusableCell(using: logo, for: path, item: channel)
        }
        var contents = NSDiffableDataSourceSnapshot<Band, String>()
        contents.appendSections([.all])
        contents.appendItems(Self.channels, toSection: .all)
        feed?.apply(contents, animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let options = UICollectionViewCompositionalLayoutConfiguration()
        options.scrollDirection = .horizontal
        return BbcDialCenteringLayout(
            sectionProvider: { _, environment in
                BbcDialSectionSource(.wheel).wheelSection(across: environment.container.contentSize.width)
            },
            configuration: options)
    }
}

/// A circular channel logo.
class BbcDialLogoCell: UICollectionViewCell {
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = frame.width / 2
        contentView.backgroundColor = .darkGray
        name.numberOfLines = 2
        name.textAlignment = .center
        name.textColor = .white
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is built in code only")
    }
}
