import UIKit

// Transcribes the parameters of InstantgramViewController in nemecek-filip/CompositionalDiffablePlayground.ios
// (its Instagram-like profile screen): a profile header as tall as 30 % of the screen; a strip of story highlights
// that scrolls sideways, four to a group 90 % of the width and of estimated height 100, each item 22 % of the
// group's width tall and inset 5 pt at its sides, the strip inset 10 pt at the leading edge and 20 pt below; and a
// photo grid of squares, three across, under a 50-pt header bar. On a container wider than 500 pt the grid shows
// five squares across instead of three. Sections are told apart by an enum and built by one helper each, as the
// playground builds them.

class PlaygroundProfileViewController: UIViewController {
    enum ProfileSection: Int, CaseIterable {
        case header
        case highlights
        case photos

        var itemCount: Int {
            switch self {
            case .header: return 1
            case .highlights: return 8
            case .photos: return 15
            }
        }

        /// Only the photo grid has a bar above it (the posts and tagged switcher).
        var hasTitleBar: Bool { self == .photos }
    }

    struct ProfileItem: Hashable {
        let section: ProfileSection
        let index: Int
    }

    /// Highlights shown in one group of the strip.
    static let highlightsPerGroup = 4

    var dataSource: UICollectionViewDiffableDataSource<ProfileSection, ProfileItem>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Instantgram Profile"
        view.backgroundColor = .systemBackground
        configureHierarchy()
        configureDataSource()
    }
}

// MARK: - Layout

extension PlaygroundProfileViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] sectionIndex, layoutEnvironment in
            guard let section = ProfileSection(rawValue: sectionIndex) else { return nil }
            switch section {
            case .header:
                return self.makeProfileHeaderSection()
            case .highlights:
                return self.makeHighlightsSection()
            case .photos:
                return self.makePhotoGridSection(for: section, environment: layoutEnvironment)
            }
        }
    }

    private func makeProfileHeaderSection() -> NSCollectionLayoutSection {
        let headerItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let headerGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)),
            subitems: [headerItem])
        return NSCollectionLayoutSection(group: headerGroup)
    }

    private func makeHighlightsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalWidth(0.22)))
        item.contentInsets = .init(top: 0, leading: 5, bottom: 0, trailing: 5)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(100)),
            subitem: item, count: Self.highlightsPerGroup)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 0, leading: 10, bottom: 20, trailing: 0)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    private func makePhotoGridSection(
        for kind: ProfileSection, environment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
            subitem: item, count: columns)

        let section = NSCollectionLayoutSection(group: group)
        if kind.hasTitleBar {
            let titleBar = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [titleBar]
        }
        return section
    }
}

// MARK: - Hierarchy and data

extension PlaygroundProfileViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<PlaygroundProfileHeaderCell, ProfileItem> {
            cell, _, _ in
            cell.nameLabel.text = "Planet Pennies"
            cell.detailLabel.text = "News/Entertainment Company · 482 posts"
        }
        let highlightRegistration = UICollectionView.CellRegistration<PlaygroundProfileHighlightCell, ProfileItem> {
            cell, _, item in
            cell.titleLabel.text = "Story \(item.index + 1)"
        }
        let photoRegistration = UICollectionView.CellRegistration<UICollectionViewCell, ProfileItem> {
            cell, _, item in
            let shade = CGFloat(item.index % 5) / 5
            cell.contentView.backgroundColor = UIColor(red: 0.4 + 0.4 * shade, green: 0.55, blue: 0.8, alpha: 1)
        }
        let titleBarRegistration = UICollectionView.SupplementaryRegistration<PlaygroundProfilePhotosBarView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { bar, _, _ in
            bar.titleLabel.text = "Posts"
        }

        dataSource = UICollectionViewDiffableDataSource<ProfileSection, ProfileItem>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            switch item.section {
            case .header:
                return collectionView.dequeueConfiguredReusableCell(
                    using: headerRegistration, for: indexPath, item: item)
            case .highlights:
                return collectionView.dequeueConfiguredReusableCell(
                    using: highlightRegistration, for: indexPath, item: item)
            case .photos:
                return collectionView.dequeueConfiguredReusableCell(
                    using: photoRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath -> UICollectionReusableView? in
            collectionView.dequeueConfiguredReusableSupplementary(using: titleBarRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<ProfileSection, ProfileItem>()
        snapshot.appendSections(ProfileSection.allCases)
        for section in ProfileSection.allCases {
            let items = (0..<section.itemCount).map { ProfileItem(section: section, index: $0) }
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension PlaygroundProfileViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// The avatar, the account's name and its description.
class PlaygroundProfileHeaderCell: UICollectionViewCell {
    let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    let nameLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatarView, nameLabel, detailLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        detailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatarView.widthAnchor.constraint(equalToConstant: 88),
            avatarView.heightAnchor.constraint(equalToConstant: 88),
            nameLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            detailLabel.leadingAnchor.constraint(equalTo: avatarView.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A round story highlight with its title underneath.
class PlaygroundProfileHighlightCell: UICollectionViewCell {
    let circleView = UIView(frame: .zero)
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        circleView.translatesAutoresizingMaskIntoConstraints = false
        circleView.backgroundColor = .systemGray5
        circleView.layer.cornerRadius = 28
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
        titleLabel.textAlignment = .center
        contentView.addSubview(circleView)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            circleView.topAnchor.constraint(equalTo: contentView.topAnchor),
            circleView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            circleView.widthAnchor.constraint(equalToConstant: 56),
            circleView.heightAnchor.constraint(equalToConstant: 56),
            titleLabel.topAnchor.constraint(equalTo: circleView.bottomAnchor, constant: 4),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The bar above the photo grid.
class PlaygroundProfilePhotosBarView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
