import UIKit

// The grocery cart of berkeparildar/Market (a grocery and food delivery app): parameters transcribed from
// MarketCartView.createCollectionViewLayout and the static section functions cartProductSection and
// suggestedProductSection of CollectionViewLayouts (Utils/CompositionalLayouts.swift):
// - section 0, the products in the cart: full-width rows 102 pt tall in a vertical group of one, no insets, under a
//   header of estimated height 48;
// - every later section, the suggested products: a sideways strip (continuous) of 92-pt-wide cards of estimated
//   height 150, 16 pt apart, the section inset 16 pt on every side, under a header of estimated height 48 that is
//   1.1 times the width, as the app sizes it;
// - both sit on the white background decoration the layout registers.
// The provider picks the section with `sectionIndex == 0 ? ... : ...`, as the app does. The cart's contents are
// this screen's own.

class MarketCartViewController: UIViewController {
    enum CartSection: Int, CaseIterable {
        case cartProducts
        case suggestions
    }

    enum CartItem: Hashable {
        case product(Int)
        case suggestion(Int)
    }

    static let cartProductCount = 4
    static let suggestionCount = 10

    private var dataSource: UICollectionViewDiffableDataSource<CartSection, CartItem>!

    private lazy var collectionView: UICollectionView = {
        let layout = createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGray6
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        navigationItem.title = "My Cart"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        setupViews()
        configureDataSource()
    }
}

// MARK: - SETUP VIEWS
extension MarketCartViewController {
    private func setupViews() {
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex, environment) -> NSCollectionLayoutSection? in
            return sectionIndex == 0
                ? MarketCartLayouts.cartProductSection() : MarketCartLayouts.suggestedProductSection()
        }
        layout.register(MarketCartSectionBackground.self, forDecorationViewOfKind: MarketCartLayouts.backgroundKind)
        return layout
    }
}

// MARK: - DATA SOURCE
extension MarketCartViewController {
    private func configureDataSource() {
        let productRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, CartItem> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            if case let .product(index) = item {
                content.text = "Product \(index + 1)"
                content.secondaryText = "1 × $\(3 + index),99"
            }
            content.image = UIImage(systemName: "cart")
            cell.contentConfiguration = content
        }
        let suggestionRegistration = UICollectionView.CellRegistration<UICollectionViewCell, CartItem> {
            cell, _, _ in
            cell.contentView.backgroundColor = .white
            cell.contentView.layer.cornerRadius = 8
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.borderColor = UIColor.systemGray5.cgColor
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<MarketCartHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.titleLabel.text = indexPath.section == 0 ? "Products" : "Suggested Products"
        }

        dataSource = UICollectionViewDiffableDataSource<CartSection, CartItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .product:
                return collectionView.dequeueConfiguredReusableCell(
                    using: productRegistration, for: indexPath, item: item)
            case .suggestion:
                return collectionView.dequeueConfiguredReusableCell(
                    using: suggestionRegistration, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<CartSection, CartItem>()
        snapshot.appendSections(CartSection.allCases)
        snapshot.appendItems((0..<Self.cartProductCount).map { CartItem.product($0) }, toSection: .cartProducts)
        snapshot.appendItems((0..<Self.suggestionCount).map { CartItem.suggestion($0) }, toSection: .suggestions)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// MARK: - COLLECTION VIEW DELEGATE
extension MarketCartViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// The cart's section layouts, as the app writes them: static functions, each with its background.
struct MarketCartLayouts {
    static let backgroundKind = "defaultBackgroundElementKind"

    static func cartProductSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(102))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(102))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: groupSize, subitem: .init(layoutSize: itemSize), count: 1)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .zero
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(48)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return section
    }

    static func suggestedProductSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .absolute(92), heightDimension: .estimated(150))
        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(92), heightDimension: .estimated(150))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize, subitem: .init(layoutSize: itemSize), count: 1)
        group.interItemSpacing = .fixed(0)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.1), heightDimension: .estimated(48)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        section.orthogonalScrollingBehavior = .continuous
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return section
    }
}

/// The white card behind each section of the cart.
class MarketCartSectionBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section's title in bold.
class MarketCartHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.boldSystemFont(ofSize: 15)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
