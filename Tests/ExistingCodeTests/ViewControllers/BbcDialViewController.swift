import UIKit

// The live-radio dial: station logos in a row that scrolls sideways and snaps the nearest logo to the middle. Layout
// parameters transcribed from nhatquangz/BBC-Sound-Clone: SoundBBC/UIComponents/ListenLiveView/ListenLiveView.swift
// (compositionalLayout: the provider's dial section in a layout scrolling horizontally, made as the app's snapping
// subclass), SnapCenterItemCollectionViewLayout.swift (a UICollectionViewCompositionalLayout subclass overriding
// targetContentOffset(forProposedContentOffset:withScrollingVelocity:) to stop on the item nearest the middle) and
// LayoutProvider.swift (dialLayout: square groups a quarter of the screen's width, items filling them, 15 pt between
// groups, 60 pt above the row). The code is written anew in the app's way: the layout subclass overriding only where
// scrolling stops, the section from a provider made for the dial theme, the configuration's scroll direction set before
// the layout is made. Left out: the dial's visible-items handler, which scales and lifts the logos by their distance
// from the middle (handlers are not imported by design). The app reads the screen's width from `UIScreen.main`;
// this screen takes the container's width from the layout environment, so the layout is
// made with a section provider where the app hands a section to `init(section:configuration:)`.

class BbcSnapCenterItemCollectionViewLayout: UICollectionViewCompositionalLayout {
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        let visible = CGRect(
            x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width, height: collectionView.bounds.height)
        var adjustment = CGFloat.greatestFiniteMagnitude
        for attributes in super.layoutAttributesForElements(in: visible) ?? [] {
            let distance = attributes.center.x - middle
            if abs(distance) < abs(adjustment) { adjustment = distance }
        }
        return CGPoint(x: proposedContentOffset.x + adjustment, y: proposedContentOffset.y)
    }
}

class BbcDialLayoutProvider {
    enum Theme {
        case dial
        case basic
    }

    static let itemSpace: CGFloat = 15
    let theme: Theme

    init(_ theme: Theme) {
        self.theme = theme
    }

    func dialLayout(screenWidth: CGFloat) -> NSCollectionLayoutSection {
        let itemHeight = screenWidth / 4
        let itemSpace = BbcDialLayoutProvider.itemSpace

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .absolute(itemHeight), heightDimension: .absolute(itemHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = itemSpace
        section.contentInsets = NSDirectionalEdgeInsets(top: 60, leading: 0, bottom: 0, trailing: 0)
        return section
    }
}

class BbcDialViewController: UIViewController {
    enum Section {
        case stations
    }

    static let stationNames = [
        "Radio 1", "1Xtra", "Radio 2", "Radio 3", "Radio 4", "Radio 4 Extra", "5 Live", "6 Music", "Asian Network",
        "World Service", "Radio Scotland", "Radio Wales",
    ]

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Live"
        setup()
        configureDataSource()
    }

    private func setup() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        view.addSubview(collectionView)
    }

    func createLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = BbcSnapCenterItemCollectionViewLayout(
            sectionProvider: { _, layoutEnvironment in
                let screenWidth = layoutEnvironment.container.contentSize.width
                return BbcDialLayoutProvider(.dial).dialLayout(screenWidth: screenWidth)
            }, configuration: configuration)
        return layout
    }

    private func configureDataSource() {
        let stationRegistration = UICollectionView.CellRegistration<BbcDialStationCell, String> { cell, _, name in
            cell.nameLabel.text = name
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: stationRegistration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.stations])
        snapshot.appendItems(BbcDialViewController.stationNames)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A round station logo.
class BbcDialStationCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray
        contentView.layer.cornerRadius = frame.width / 2
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        nameLabel.textColor = .white
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
