import UIKit

// In the style of the food tab's home screen of berkeparildar/Market (a grocery and food delivery app); the layout
// parameters are those of its home layout and of two static section functions in its Utils/CompositionalLayouts.swift
// (the categories strip and the restaurant list):
// - section 0, the cuisines, scrolls sideways continuously through groups a third of the width (0.33) and 192 pt
//   tall, each holding one tile 0.33 of the group's width and 176 pt tall; every group is inset 4 pt on all four
//   sides and the section 4 pt at leading and trailing;
// - every later section lists places: full-width rows 112 pt tall, each row inset 4 pt at top and bottom and 8 pt
//   at leading and trailing;
// - both sections carry a 40-pt title header and a background decoration whose view is registered on the layout.
// The organisation follows the app's: a type of static section functions, one of which the provider picks with
// `sectionIndex == 0`. Everything else (names, titles, cells, data) is this screen's own: cell registrations feed
// a diffable data source.

class MarketFoodHomeViewController: UIViewController {
    private enum Shelf: Int, CaseIterable {
        case cuisines
        case places
    }

    private enum Entry: Hashable {
        case cuisine(Int)
        case place(Int)
    }

    private static let cuisineTotal = 9
    private static let placeTotal = 12

    private var hubView: UICollectionView!
    private var entries: UICollectionViewDiffableDataSource<Shelf, Entry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        navigationItem.title = "Eat"
        installHub()
        wireEntries()
    }

    private func installHub() {
        hubView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        hubView.backgroundColor = .systemGray6
        hubView.delegate = self
        hubView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hubView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            hubView.topAnchor.constraint(equalTo: guide.topAnchor),
            hubView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            hubView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hubView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    private func createLayout() -> UICollectionViewLayout {
        let hubLayout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex == 0 ? DinerHubSections.cuisineCarousel() : DinerHubSections.eateryRows()
        }
        hubLayout.register(DinerHubBackdrop.self, forDecorationViewOfKind: DinerHubSections.backdropKind)
        return hubLayout
    }

    private func wireEntries() {
        let tileCell = UICollectionView.CellRegistration<UICollectionViewCell, Entry> { cell, _, _ in
            cell.contentView.backgroundColor = .white
            cell.contentView.layer.cornerRadius = 8
        }
        let rowCell = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, spot in
            guard case .place(let number) = spot else { return }
            var text = cell.defaultContentConfiguration()
            text.text = "Place \(number + 1)"
            text.secondaryText = "\(20 + number % 4 * 5)–\(30 + number % 4 * 5) min"
            cell.contentConfiguration = text
        }
        let headingBox = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var text = header.defaultContentConfiguration()
            text.text = indexPath.section == 0 ? "Cuisines" : "Nearby Places"
            header.contentConfiguration = text
        }

        entries = UICollectionViewDiffableDataSource<Shelf, Entry>(collectionView: hubView) { view, path, spot in
            if case .cuisine = spot {
                return view.dequeueConfiguredReusableCell(using: tileCell, for: path, item: spot)
            }
            return view.dequeueConfiguredReusableCell(using: rowCell, for: path, item: spot)
        }
        entries.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headingBox, for: path)
        }

        var contents = NSDiffableDataSourceSnapshot<Shelf, Entry>()
        contents.appendSections(Shelf.allCases)
        contents.appendItems((0..<Self.cuisineTotal).map(Entry.cuisine), toSection: .cuisines)
        contents.appendItems((0..<Self.placeTotal).map(Entry.place), toSection: .places)
        entries.apply(contents, animatingDifferences: false)
    }
}

extension MarketFoodHomeViewController: UICollectionViewDelegate {
    func collectionView(_ hub: UICollectionView, didSelectItemAt path: IndexPath) {
        guard let spot = entries.itemIdentifier(for: path) else { return }
        switch spot {
        case .cuisine(let number): navigationItem.title = "Cuisine \(number + 1)"
        case .place(let number): navigationItem.title = "Place \(number + 1)"
        }
    }
}

/// Static functions, one per kind of section, in the way the app keeps its section layouts.
enum DinerHubSections {
    static let backdropKind = "dinerHubBackdrop"

    static func cuisineCarousel() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(176)))
        let column = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(192)),
            subitem: tile, count: 1)
        column.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)

        let strip = NSCollectionLayoutSection(group: column)
        strip.orthogonalScrollingBehavior = .continuous
        strip.contentInsets = .init(top: 0, leading: 4, bottom: 0, trailing: 4)
        return decorate(strip)
    }

    static func eateryRows() -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(112))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        row.contentInsets = .init(top: 4, leading: 8, bottom: 4, trailing: 8)
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [row])
        return decorate(NSCollectionLayoutSection(group: stack))
    }

    /// Adds the 40-pt title header and the backdrop every section of the screen has.
    private static func decorate(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        section.boundarySupplementaryItems = [
            .init(layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: backdropKind)]
        return section
    }
}

/// The pale grey laid behind each section.
final class DinerHubBackdrop: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemGray6
    }
}
