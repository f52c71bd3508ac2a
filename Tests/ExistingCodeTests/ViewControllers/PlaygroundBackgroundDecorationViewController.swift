import UIKit

// Transcribes the parameters of BackgroundDecorationViewController in
// nemecek-filip/CompositionalDiffablePlayground.ios: two sections of self-sizing rows (15 and 7 items), each
// drawn on a rounded background decoration whose visible card is inset 15 pt at the sides with a 15-pt corner
// radius, rows inset 15 pt to line up with the card, and 15 pt between the sections. The rows come from the suite's
// shared list section, as the playground's come from its shared `listSection()` helper. The gap between the
// sections is the sections' bottom inset, kept out of the card by the decoration's own bottom inset; it is 15 pt
// from iOS 15 on and 10 pt before.

class PlaygroundBackgroundDecorationViewController: UIViewController {
    static let roundedBackgroundElementKind = "rounded-background-element-kind"

    enum DecoratedShelf: Int, CaseIterable {
        case numbered
        case counted

        var itemCount: Int {
            switch self {
            case .numbered: return 15
            case .counted: return 7
            }
        }

        func itemTitle(_ number: Int) -> String {
            switch self {
            case .numbered: return "Item #\(number)"
            case .counted: return "Item no.\(number)"
            }
        }
    }

    struct ShelfItem: Hashable {
        let shelf: DecoratedShelf
        let number: Int
    }

    var dataSource: UICollectionViewDiffableDataSource<DecoratedShelf, ShelfItem>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Background decoration"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let shelfGap: CGFloat
        if #available(iOS 15, *) {
            shelfGap = 15
        } else {
            shelfGap = 10
        }

        let section = SuiteLayoutKit.listSection()
        section.contentInsets = .init(top: 0, leading: 15, bottom: shelfGap, trailing: 15)

        let background = NSCollectionLayoutDecorationItem.background(
            elementKind: Self.roundedBackgroundElementKind)
        background.contentInsets = .init(top: 0, leading: 0, bottom: shelfGap, trailing: 0)
        section.decorationItems = [background]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(
            PlaygroundBackgroundDecorationRoundedView.self, forDecorationViewOfKind: Self.roundedBackgroundElementKind)
        return layout
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<PlaygroundBackgroundDecorationItemCell, ShelfItem> {
            cell, _, item in
            cell.titleLabel.text = item.shelf.itemTitle(item.number)
        }
        dataSource = UICollectionViewDiffableDataSource<DecoratedShelf, ShelfItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<DecoratedShelf, ShelfItem>()
        snapshot.appendSections(DecoratedShelf.allCases)
        for shelf in DecoratedShelf.allCases {
            let items = (1...shelf.itemCount).map { ShelfItem(shelf: shelf, number: $0) }
            snapshot.appendItems(items, toSection: shelf)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A row with one line of text.
class PlaygroundBackgroundDecorationItemCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The section's background: a rounded card inset 15 pt from the section's sides.
class PlaygroundBackgroundDecorationRoundedView: UICollectionReusableView {
    private let cardView = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        cardView.translatesAutoresizingMaskIntoConstraints = false
        cardView.backgroundColor = .systemGray5
        cardView.layer.cornerRadius = 15
        addSubview(cardView)
        NSLayoutConstraint.activate([
            cardView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15),
            cardView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -15),
            cardView.topAnchor.constraint(equalTo: topAnchor),
            cardView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
