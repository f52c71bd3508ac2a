import UIKit

// Sections with a header and a footer. Layout parameters transcribed from HeaderFooterViewController of
// IceFloe/UICollectionViewCompositionalLayout: items filling their group with 8 pt insets on every side, groups 0.9
// of the width and 50 pt tall, a full-width header and footer 50 pt tall at the top and bottom of every section,
// 16 pt between sections, three sections of five, four and five rows. The example's leading supplementary (0.1
// wide, 150 pt tall) and its flexible group edge spacing are left out. The code is written anew: element kinds as
// constants of the type, a configuration handed to `UICollectionViewCompositionalLayout(section:configuration:)`,
// and supplementary views registered by class and dequeued by reuse identifier.

class IceFloeHeaderFooterViewController: UIViewController, UICollectionViewDelegate {
    static let titleHeaderKind = "headerKind"
    static let titleFooterKind = "footerKind"

    enum Section {
        case first
        case second
        case third
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var sectionsView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Header & Footer"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50.0))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: titleSize, elementKind: IceFloeHeaderFooterViewController.titleHeaderKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: titleSize, elementKind: IceFloeHeaderFooterViewController.titleFooterKind, alignment: .bottom)

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header, footer]

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    private func configureHierarchy() {
        sectionsView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        sectionsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sectionsView.backgroundColor = .systemBackground
        sectionsView.register(
            UINib(nibName: "IceFloeHeaderFooterRowCell", bundle: nil),
            forCellWithReuseIdentifier: IceFloeHeaderFooterRowCell.reuseIdentifier)
        sectionsView.register(
            IceFloeHeaderFooterTitleView.self,
            forSupplementaryViewOfKind: IceFloeHeaderFooterViewController.titleHeaderKind,
            withReuseIdentifier: IceFloeHeaderFooterTitleView.reuseIdentifier)
        sectionsView.register(
            IceFloeHeaderFooterTitleView.self,
            forSupplementaryViewOfKind: IceFloeHeaderFooterViewController.titleFooterKind,
            withReuseIdentifier: IceFloeHeaderFooterTitleView.reuseIdentifier)
        sectionsView.delegate = self
        view.addSubview(sectionsView)
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: sectionsView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            guard
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: IceFloeHeaderFooterRowCell.reuseIdentifier, for: indexPath)
                    as? IceFloeHeaderFooterRowCell
            else { fatalError("Cannot create new cell") }
            cell.rowLabel.text = "\(identifier)"
            return cell
        }

        dataSource.supplementaryViewProvider = {
            (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
            guard
                let titleView = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: IceFloeHeaderFooterTitleView.reuseIdentifier, for: indexPath)
                    as? IceFloeHeaderFooterTitleView
            else { fatalError("Cannot create new supplementary") }
            switch kind {
            case IceFloeHeaderFooterViewController.titleHeaderKind:
                titleView.titleLabel.text = "Header \(indexPath.section + 1)"
            case IceFloeHeaderFooterViewController.titleFooterKind:
                titleView.titleLabel.text = "Footer \(indexPath.section + 1)"
            default:
                break
            }
            return titleView
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.first])
        snapshot.appendItems(Array(1..<6))
        snapshot.appendSections([.second])
        snapshot.appendItems(Array(6..<10))
        snapshot.appendSections([.third])
        snapshot.appendItems(Array(10..<15))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationItem.title = "Row \(indexPath.item + 1) of section \(indexPath.section + 1)"
    }
}

/// A row: its number on a light background.
class IceFloeHeaderFooterRowCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeHeaderFooterRowCell"

    let rowLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        rowLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowLabel)
        NSLayoutConstraint.activate([
            rowLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            rowLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The header's and the footer's view: a centred title on the tint colour.
class IceFloeHeaderFooterTitleView: UICollectionReusableView {
    static let reuseIdentifier = "IceFloeHeaderFooterTitleView"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
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
