import UIKit

// A restaurant's menu in berkeparildar/Market (a grocery and food delivery app): parameters transcribed from
// MenuView.createCompositionalLayout and CollectionViewLayouts.menuSection(for:) (Utils/CompositionalLayouts.swift).
// Every section is a list of full-width rows 40 pt tall, each row inset 4 pt above and below and 8 pt at the sides,
// on a background decoration the layout registers. The first section opens with the restaurant's large header
// (its own element kind, 332 pt tall); every other section has a 40-pt section header naming its menu group.
// As in the app, the provider hands the section index to a static section function, which tells the first section
// from the others with `sectionIndex == 0`. The menu groups and their option counts are this screen's own.

class MarketMenuViewController: UIViewController {
    enum MenuGroup: Int, CaseIterable {
        case size
        case drink
        case side
        case sauce

        var title: String {
            switch self {
            case .size: return "Choose a Size"
            case .drink: return "Choose a Drink"
            case .side: return "Choose a Side"
            case .sauce: return "Extra Sauces"
            }
        }

        var optionCount: Int {
            switch self {
            case .size: return 3
            case .drink: return 6
            case .side: return 4
            case .sauce: return 5
            }
        }
    }

    struct MenuOption: Hashable {
        let group: MenuGroup
        let index: Int
    }

    private var dataSource: UICollectionViewDiffableDataSource<MenuGroup, MenuOption>!

    private lazy var collectionView: UICollectionView = {
        let layout = createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.title = "Menu"
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            return MarketMenuLayouts.menuSection(for: sectionIndex)
        }
        layout.register(MarketMenuBackgroundView.self, forDecorationViewOfKind: MarketMenuLayouts.backgroundKind)
        return layout
    }
}

// MARK: - DATA SOURCE
extension MarketMenuViewController {
    private func configureDataSource() {
        let optionRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MenuOption> {
            cell, _, option in
            var content = cell.defaultContentConfiguration()
            content.text = "\(option.group.title) option \(option.index + 1)"
            cell.contentConfiguration = content
            cell.accessories = [.checkmark()]
        }
        let restaurantHeaderRegistration = UICollectionView.SupplementaryRegistration<MarketMenuRestaurantHeaderView>(
            elementKind: MarketMenuLayouts.restaurantHeaderKind
        ) { header, _, _ in
            header.nameLabel.text = "Burger House"
        }
        let groupHeaderRegistration = UICollectionView.SupplementaryRegistration<MarketMenuGroupHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.titleLabel.text = MenuGroup(rawValue: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<MenuGroup, MenuOption>(collectionView: collectionView) {
            collectionView, indexPath, option in
            collectionView.dequeueConfiguredReusableCell(using: optionRegistration, for: indexPath, item: option)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            if kind == MarketMenuLayouts.restaurantHeaderKind {
                return collectionView.dequeueConfiguredReusableSupplementary(
                    using: restaurantHeaderRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: groupHeaderRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<MenuGroup, MenuOption>()
        snapshot.appendSections(MenuGroup.allCases)
        for group in MenuGroup.allCases {
            snapshot.appendItems((0..<group.optionCount).map { MenuOption(group: group, index: $0) }, toSection: group)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// MARK: - COLLECTION VIEW DELEGATE
extension MarketMenuViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let option = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationItem.title = "\(option.group.title) \(option.index + 1)"
    }
}

/// The menu's section layouts: one static function taking the section index, as the app writes it.
struct MarketMenuLayouts {
    static let backgroundKind = "foodBackgroundElementKind"
    static let restaurantHeaderKind = "MenuHeader"

    static func menuSection(for sectionIndex: Int) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        if sectionIndex == 0 {
            let largeHeader = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(332)),
                elementKind: restaurantHeaderKind, alignment: .top)
            section.boundarySupplementaryItems = [largeHeader]
        } else {
            let defaultHeader = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [defaultHeader]
        }
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return section
    }
}

/// The white behind the menu.
class MarketMenuBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The restaurant's banner above its menu: a picture and the restaurant's name.
class MarketMenuRestaurantHeaderView: UICollectionReusableView {
    let bannerView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [bannerView, nameLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        bannerView.contentMode = .scaleAspectFill
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        NSLayoutConstraint.activate([
            bannerView.topAnchor.constraint(equalTo: topAnchor),
            bannerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            bannerView.trailingAnchor.constraint(equalTo: trailingAnchor),
            bannerView.heightAnchor.constraint(equalToConstant: 260),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameLabel.topAnchor.constraint(equalTo: bannerView.bottomAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A menu group's title.
class MarketMenuGroupHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.boldSystemFont(ofSize: 14)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
