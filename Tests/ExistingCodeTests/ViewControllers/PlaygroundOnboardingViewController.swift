import UIKit

// Transcribes the parameters of OnboardingLayoutViewController in nemecek-filip/CompositionalDiffablePlayground.ios:
// six full-size pages in one section that scrolls sideways a page at a time, each page a group the full width and
// 95 % of the height, inset 15 pt at the sides and 5 pt at the top and bottom, centred while paging. The playground
// notes that iOS 14 cannot scroll to an item of a paging section; this screen pages centred from iOS 15 and by
// whole groups before it. The collection view is pinned to the root view with constraints, as the playground's
// base view controller pins it.

class PlaygroundOnboardingViewController: UIViewController {
    enum Page: Hashable {
        case welcome, photos, sharing, privacy, widgets, done
    }

    static let pages: [Page] = [.welcome, .photos, .sharing, .privacy, .widgets, .done]

    var dataSource: UICollectionViewDiffableDataSource<Int, Page>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Onboarding example"
        view.backgroundColor = .systemBackground
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))

        let pageSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.95))
        let page = NSCollectionLayoutGroup.horizontal(layoutSize: pageSize, subitems: [item])
        page.contentInsets = .init(top: 5, leading: 15, bottom: 5, trailing: 15)

        let section = NSCollectionLayoutSection(group: page)
        if #available(iOS 15, *) {
            section.orthogonalScrollingBehavior = .groupPagingCentered
        } else {
            section.orthogonalScrollingBehavior = .groupPaging
        }

        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let pageRegistration = UICollectionView.CellRegistration<PlaygroundOnboardingPageCell, Page> {
            cell, indexPath, page in
            cell.configure(with: page, number: indexPath.item + 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Page>(collectionView: collectionView) {
            collectionView, indexPath, page in
            collectionView.dequeueConfiguredReusableCell(using: pageRegistration, for: indexPath, item: page)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Page>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.pages)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// One onboarding page: a tinted card with a symbol and a caption.
class PlaygroundOnboardingPageCell: UICollectionViewCell {
    let symbolView = UIImageView(image: nil)
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 20
        symbolView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        captionLabel.textAlignment = .center
        captionLabel.numberOfLines = 0
        contentView.addSubview(symbolView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            symbolView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            symbolView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -40),
            symbolView.widthAnchor.constraint(equalToConstant: 80),
            symbolView.heightAnchor.constraint(equalToConstant: 80),
            captionLabel.topAnchor.constraint(equalTo: symbolView.bottomAnchor, constant: 24),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func configure(with page: PlaygroundOnboardingViewController.Page, number: Int) {
        switch page {
        case .welcome:
            symbolView.image = UIImage(systemName: "hand.wave")
            captionLabel.text = "Welcome"
        case .photos:
            symbolView.image = UIImage(systemName: "photo.on.rectangle")
            captionLabel.text = "Your photos, organised"
        case .sharing:
            symbolView.image = UIImage(systemName: "square.and.arrow.up")
            captionLabel.text = "Share with friends"
        case .privacy:
            symbolView.image = UIImage(systemName: "lock.shield")
            captionLabel.text = "Private by design"
        case .widgets:
            symbolView.image = UIImage(systemName: "square.grid.2x2")
            captionLabel.text = "Widgets on your Home Screen"
        case .done:
            symbolView.image = UIImage(systemName: "checkmark.circle")
            captionLabel.text = "You're all set"
        }
        let shade = CGFloat(number) / 6
        contentView.backgroundColor = UIColor(red: 0.95 - 0.3 * shade, green: 0.75, blue: 0.45 + 0.4 * shade, alpha: 1)
    }
}
