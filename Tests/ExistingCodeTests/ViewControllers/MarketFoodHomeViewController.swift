import UIKit

// The food tab's home screen of berkeparildar/Market (a grocery and food delivery app): parameters transcribed from
// FoodHomeView.createCompositionalLayout and the static section functions of CollectionViewLayouts
// (Utils/CompositionalLayouts.swift), foodCategoriesSection and restaurantListSection:
// - section 0, the restaurant categories, scrolls sideways continuously through groups a third of the width
//   (0.33) and 192 pt tall, each holding one tile 0.33 of the group's width and 176 pt tall, the group inset 4 pt
//   on every side and the section 4 pt at the sides;
// - every later section is the restaurant list: full-width rows 112 pt tall, each row inset 4 pt above and below
//   and 8 pt at the sides;
// - both have a 40-pt header ("Categories", "All Restaurants") and a background decoration whose view the layout
//   registers.
// As in the app, the view controller asks a type of static section functions for each section and picks one with
// `sectionIndex == 0`; the data source is the app's plain UICollectionViewDataSource with class registrations.

class MarketFoodHomeViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case categories
        case restaurants

        var title: String {
            switch self {
            case .categories: return "Categories"
            case .restaurants: return "All Restaurants"
            }
        }

        var itemCount: Int {
            switch self {
            case .categories: return 9
            case .restaurants: return 12
            }
        }
    }

    private lazy var collectionView: UICollectionView = {
        let layout = createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGray6
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(
            MarketCategoryTileCell.self, forCellWithReuseIdentifier: MarketCategoryTileCell.identifier)
        collectionView.register(
            MarketRestaurantRowCell.self, forCellWithReuseIdentifier: MarketRestaurantRowCell.identifier)
        collectionView.register(
            MarketTitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: MarketTitleHeaderView.identifier)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        navigationItem.title = "Food"
        setupViews()
        setupConstraints()
    }
}

// MARK: - SETUP VIEWS
extension MarketFoodHomeViewController {
    private func setupViews() {
        view.addSubview(collectionView)
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == 0 {
                return MarketFoodLayouts.foodCategoriesSection()
            } else {
                return MarketFoodLayouts.restaurantListSection()
            }
        }
        layout.register(MarketFoodBackgroundView.self, forDecorationViewOfKind: MarketFoodLayouts.foodBackgroundKind)
        return layout
    }
}

// MARK: - COLLECTION VIEW DATA SOURCE
extension MarketFoodHomeViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return Section.allCases.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return Section(rawValue: section)?.itemCount ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if indexPath.section == 0 {
            let cell =
                collectionView.dequeueReusableCell(
                    withReuseIdentifier: MarketCategoryTileCell.identifier, for: indexPath) as! MarketCategoryTileCell
            cell.configure(with: "Category \(indexPath.item + 1)")
            return cell
        } else {
            let cell =
                collectionView.dequeueReusableCell(
                    withReuseIdentifier: MarketRestaurantRowCell.identifier, for: indexPath) as! MarketRestaurantRowCell
            cell.configure(name: "Restaurant \(indexPath.item + 1)", detail: "\(20 + indexPath.item % 4 * 5) min")
            return cell
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: MarketTitleHeaderView.identifier, for: indexPath)
            as! MarketTitleHeaderView
        header.configure(with: Section(rawValue: indexPath.section)?.title ?? "")
        return header
    }
}

// MARK: - COLLECTION VIEW DELEGATE
extension MarketFoodHomeViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationItem.title = indexPath.section == 0 ? "Category \(indexPath.item + 1)" : "Restaurant"
    }
}

/// The food tab's section layouts, as the app keeps them: static functions returning sections.
struct MarketFoodLayouts {
    static let foodBackgroundKind = "foodBackgroundElementKind"

    static func foodCategoriesSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(176))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(192))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize, subitem: NSCollectionLayoutItem(layoutSize: itemSize), count: 1)
        group.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: foodBackgroundKind)]
        section.boundarySupplementaryItems = [titleHeader()]
        return section
    }

    static func restaurantListSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(112))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(112))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: foodBackgroundKind)]
        section.boundarySupplementaryItems = [titleHeader()]
        return section
    }

    static func titleHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }
}

/// The light grey behind the food sections.
class MarketFoodBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A square category tile: a picture above its name.
class MarketCategoryTileCell: UICollectionViewCell {
    static let identifier = "MarketCategoryTileCell"
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 8
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with name: String) {
        nameLabel.text = name
    }
}

/// A restaurant row: its name and delivery time.
class MarketRestaurantRowCell: UICollectionViewCell {
    static let identifier = "MarketRestaurantRowCell"
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 8
        for label in [nameLabel, detailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        detailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, detail: String) {
        nameLabel.text = name
        detailLabel.text = detail
    }
}

/// A section's title on the left.
class MarketTitleHeaderView: UICollectionReusableView {
    static let identifier = "MarketTitleHeaderView"
    private let titleLabel = UILabel()

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

    func configure(with title: String) {
        titleLabel.text = title
    }
}
