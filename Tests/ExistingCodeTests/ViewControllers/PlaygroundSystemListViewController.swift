import UIKit

// Transcribes the parameters of SystemListViewController and CellRegistrationViewController in
// nemecek-filip/CompositionalDiffablePlayground.ios: three sections of ten colour rows shown as a system list,
// in one of the list appearances the playground lets the user pick (its cell-registration example uses inset
// grouped). Instead of a menu, the container picks: a sidebar on a container wider than 500 pt, inset grouped on a
// phone. Each section is an outline whose first row names the palette and expands to its colours.

class PlaygroundSystemListViewController: UIViewController {
    enum PaletteSection: Int, CaseIterable {
        case warm
        case cool
        case neutral

        var title: String {
            switch self {
            case .warm: return "Warm"
            case .cool: return "Cool"
            case .neutral: return "Neutral"
            }
        }

        static let colorsPerPalette = 10
    }

    struct PaletteRow: Hashable {
        let section: PaletteSection
        /// nil for the row that names the palette.
        let shade: Int?

        var color: UIColor {
            let step = CGFloat(shade ?? 0) / CGFloat(PaletteSection.colorsPerPalette)
            switch section {
            case .warm: return UIColor(red: 0.95, green: 0.35 + 0.5 * step, blue: 0.3, alpha: 1)
            case .cool: return UIColor(red: 0.3, green: 0.5 + 0.4 * step, blue: 0.95, alpha: 1)
            case .neutral:
                let grey = 0.2 + 0.6 * step
                return UIColor(red: grey, green: grey, blue: grey, alpha: 1)
            }
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<PaletteSection, PaletteRow>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "System list example"
        configureHierarchy()
        configureDataSource()
    }
}

// MARK: - Layout

extension PlaygroundSystemListViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let isWide = layoutEnvironment.container.effectiveContentSize.width > 500
            var configuration = UICollectionLayoutListConfiguration(appearance: isWide ? .sidebar : .insetGrouped)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}

// MARK: - Hierarchy and data

extension PlaygroundSystemListViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let paletteRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, PaletteRow> {
            cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.section.title
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let colorRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, PaletteRow> {
            cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Main text"
            content.secondaryText = "Shade \((row.shade ?? 0) + 1)"
            content.image = UIImage(systemName: "circle.fill")
            content.textProperties.color = row.color
            cell.contentConfiguration = content
            cell.accessories = [.checkmark()]
        }

        dataSource = UICollectionViewDiffableDataSource<PaletteSection, PaletteRow>(collectionView: collectionView) {
            collectionView, indexPath, row -> UICollectionViewCell? in
            guard row.shade != nil else {
                return collectionView.dequeueConfiguredReusableCell(
                    using: paletteRegistration, for: indexPath, item: row)
            }
            return collectionView.dequeueConfiguredReusableCell(using: colorRegistration, for: indexPath, item: row)
        }

        var snapshot = NSDiffableDataSourceSnapshot<PaletteSection, PaletteRow>()
        snapshot.appendSections(PaletteSection.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)

        for section in PaletteSection.allCases {
            let paletteRow = PaletteRow(section: section, shade: nil)
            let shades = (0..<PaletteSection.colorsPerPalette).map { PaletteRow(section: section, shade: $0) }
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<PaletteRow>()
            sectionSnapshot.append([paletteRow])
            sectionSnapshot.append(shades, to: paletteRow)
            sectionSnapshot.expand([paletteRow])
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
        }
    }
}
