import UIKit

// Transcribes the parameters of SettingsExampleViewController in nemecek-filip/CompositionalDiffablePlayground.ios:
// an inset-grouped system list whose rows are list cells with an SF Symbol, a title and a disclosure indicator,
// registered once and dequeued by the data source. The playground's single "General" group (Airplane Mode, Wi-Fi,
// Mobile Data) becomes three groups here; two are outlines whose first row is their header, expanded from the
// start, and the other a plain group without a header.

class PlaygroundSettingsViewController: UIViewController {
    enum SettingsGroup: Int, CaseIterable {
        case connectivity
        case notifications
        case general

        var title: String {
            switch self {
            case .connectivity: return "Connectivity"
            case .notifications: return "Notifications"
            case .general: return "General"
            }
        }

        /// Outline groups start with a header row that expands to their settings.
        var isCollapsible: Bool { self != .notifications }

        var rows: [SettingsRow] {
            switch self {
            case .connectivity:
                return [
                    SettingsRow(title: "Airplane Mode", symbolName: "airplane"),
                    SettingsRow(title: "Wi-Fi", symbolName: "wifi"),
                    SettingsRow(title: "Mobile Data", symbolName: "antenna.radiowaves.left.and.right"),
                    SettingsRow(title: "Bluetooth", symbolName: "dot.radiowaves.left.and.right"),
                ]
            case .notifications:
                return [
                    SettingsRow(title: "Sounds & Haptics", symbolName: "speaker.wave.2"),
                    SettingsRow(title: "Focus", symbolName: "moon"),
                ]
            case .general:
                return [
                    SettingsRow(title: "About", symbolName: "info.circle"),
                    SettingsRow(title: "Software Update", symbolName: "gear.badge"),
                    SettingsRow(title: "Storage", symbolName: "internaldrive"),
                ]
            }
        }
    }

    struct SettingsRow: Hashable {
        let title: String
        let symbolName: String
        var isHeader = false
    }

    var dataSource: UICollectionViewDiffableDataSource<SettingsGroup, SettingsRow>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Example Settings"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }
}

// MARK: - Layout

extension PlaygroundSettingsViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let group = SettingsGroup(rawValue: sectionIndex) else { return nil }
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = group.isCollapsible ? .firstItemInSection : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}

// MARK: - Hierarchy and data

extension PlaygroundSettingsViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsRow> {
            cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let settingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsRow> {
            cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.image = UIImage(systemName: row.symbolName)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }

        dataSource = UICollectionViewDiffableDataSource<SettingsGroup, SettingsRow>(collectionView: collectionView) {
            collectionView, indexPath, row -> UICollectionViewCell? in
            if row.isHeader {
                return collectionView.dequeueConfiguredReusableCell(
                    using: headerRegistration, for: indexPath, item: row)
            }
            return collectionView.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: row)
        }
    }

    /// Every group in order, then each group's rows as a section snapshot: outline groups under their header row.
    private func applyInitialSnapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<SettingsGroup, SettingsRow>()
        snapshot.appendSections(SettingsGroup.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)

        for group in SettingsGroup.allCases {
            var groupSnapshot = NSDiffableDataSourceSectionSnapshot<SettingsRow>()
            if group.isCollapsible {
                let header = SettingsRow(title: group.title, symbolName: "", isHeader: true)
                groupSnapshot.append([header])
                groupSnapshot.append(group.rows, to: header)
                groupSnapshot.expand([header])
            } else {
                groupSnapshot.append(group.rows)
            }
            dataSource.apply(groupSnapshot, to: group, animatingDifferences: false)
        }
    }
}

extension PlaygroundSettingsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let row = dataSource.itemIdentifier(for: indexPath), !row.isHeader else { return }
        navigationItem.title = row.title
    }
}
