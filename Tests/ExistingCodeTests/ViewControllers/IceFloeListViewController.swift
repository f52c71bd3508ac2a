import UIKit

// A plain list. Layout parameters transcribed from ListViewController of IceFloe/UICollectionViewCompositionalLayout:
// each item fills its group with 8 pt content insets on every side, groups span the width and are 50 pt tall, one
// section of 93 rows. The code is written anew, with a classic data source (the controller answers the section
// and item counts) instead of the example's diffable one.

class IceFloeListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let rowCount = 93

    var listView: UICollectionView! = nil
    private(set) var highlightedRow: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        configureHierarchy()
    }

    private func createLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func configureHierarchy() {
        listView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        listView.backgroundColor = .systemBackground
        listView.register(IceFloeListRowCell.self, forCellWithReuseIdentifier: IceFloeListRowCell.reuseIdentifier)
        listView.dataSource = self
        listView.delegate = self
        view.addSubview(listView)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        IceFloeListViewController.rowCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: IceFloeListRowCell.reuseIdentifier, for: indexPath)
        if let row = cell as? IceFloeListRowCell {
            row.configure(text: "\(indexPath.item + 1)", image: nil)
        }
        return cell
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        highlightedRow = indexPath
    }
}

/// The list's row: an optional thumbnail and a label, on a rounded grey card.
class IceFloeListRowCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeListRowCell"

    let rowLabel = UILabel()
    let thumbnail = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        contentView.layer.cornerRadius = 6
        contentView.layer.masksToBounds = true
        thumbnail.translatesAutoresizingMaskIntoConstraints = false
        rowLabel.translatesAutoresizingMaskIntoConstraints = false
        rowLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        contentView.addSubview(thumbnail)
        contentView.addSubview(rowLabel)
        NSLayoutConstraint.activate([
            thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            thumbnail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            thumbnail.widthAnchor.constraint(equalToConstant: 24),
            thumbnail.heightAnchor.constraint(equalToConstant: 24),
            rowLabel.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 8),
            rowLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            rowLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    func configure(text: String, image: UIImage?) {
        rowLabel.text = text
        thumbnail.image = image
    }
}
