import UIKit

// Transcribes the parameters of the "Distinct Sections" screen of Apple's "Implementing Modern Collection Views"
// sample: three sections of ten items, a list (one column, rows 44 pt tall), a five-column grid and a three-column
// grid (rows a fifth of the width tall); items inset by 2 pt, sections by 20 pt. Beside the sample's parameters,
// each section sits on a background decoration of the suite's shared kind, inset by 5 pt, as the sample's "Section
// Background Decoration" screen draws one. Written anew for this suite; only the parameters come from the sample.

class AppleDistinctSectionsViewController: UIViewController {
    /// The sections, in order: the provider maps a section index to its kind through the raw value.
    enum DistinctSectionKind: Int, CaseIterable {
        case singleColumn, fiveColumns, threeColumns

        /// How many items share a row.
        var columnCount: Int {
            switch self {
            case .singleColumn:
                return 1
            case .fiveColumns:
                return 5
            case .threeColumns:
                return 3
            }
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<DistinctSectionKind, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Distinct Sections"
        configureHierarchy()
        configureDataSource()
    }
}

extension AppleDistinctSectionsViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = DistinctSectionKind(rawValue: sectionIndex) else { return nil }
            let columns = kind.columnCount

            // The row shares its width out among `columns` items, whatever width the item asks for.
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            // A single column reads as a list of short rows; grids get square-ish rows.
            let rowHeight: NSCollectionLayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
            let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: rowHeight)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

            let backdrop = NSCollectionLayoutDecorationItem.background(elementKind: SuiteMetrics.backgroundElementKind)
            backdrop.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [backdrop]
            return section
        }
        layout.register(
            AppleDistinctSectionsBackdropView.self, forDecorationViewOfKind: SuiteMetrics.backgroundElementKind)
        return layout
    }
}

extension AppleDistinctSectionsViewController {
    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let tileRegistration = UICollectionView.CellRegistration<AppleDistinctSectionsTileCell, Int> {
            cell, indexPath, number in
            cell.numberLabel.text = "\(number)"
            // The five-column grid's tiles are rounded; the three-column grid's are square.
            cell.contentView.layer.cornerRadius =
                DistinctSectionKind(rawValue: indexPath.section) == .fiveColumns ? 8 : 0
        }
        dataSource = UICollectionViewDiffableDataSource<DistinctSectionKind, Int>(collectionView: collectionView) {
            collectionView, indexPath, number -> UICollectionViewCell? in
            if DistinctSectionKind(rawValue: indexPath.section) == .singleColumn {
                return collectionView.dequeueConfiguredReusableCell(
                    using: rowRegistration, for: indexPath, item: number)
            }
            return collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: number)
        }

        let itemsPerSection = 10
        var snapshot = NSDiffableDataSourceSnapshot<DistinctSectionKind, Int>()
        for kind in DistinctSectionKind.allCases {
            let first = kind.rawValue * itemsPerSection
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(first..<first + itemsPerSection), toSection: kind)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension AppleDistinctSectionsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A grid tile: its number centred on a blue ground with a black outline.
class AppleDistinctSectionsTileCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 0.39, green: 0.58, blue: 0.93, alpha: 1)
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.borderWidth = 1
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.textAlignment = .center
        numberLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            numberLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            numberLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The rounded, light grey panel behind each section.
class AppleDistinctSectionsBackdropView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
        layer.borderColor = UIColor.label.cgColor
        layer.borderWidth = 0.5
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}
