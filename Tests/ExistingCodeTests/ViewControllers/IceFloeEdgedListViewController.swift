import UIKit

// Rows of two narrow cards. Layout parameters transcribed from EdgedListViewController of
// IceFloe/UICollectionViewCompositionalLayout: two items each 0.4 of the group's width and its full height, groups
// spanning the width and 60 pt tall, 10 pt between groups, at least 16 pt between the two cards (the example's
// flexible trailing edge spacing, written here as fixed inter-item spacing). Variation: the 93 cards are split
// into three sections, and every other section is inset from both edges by the suite's side inset. The code is
// written anew: a classic data source, a collection view pinned with constraints, the section built by a helper.

class IceFloeEdgedListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let sectionCount = 3
    static let cardsPerSection = 31

    var cardsView: UICollectionView! = nil
    private(set) var lastTappedCard: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Edged List"
        view.backgroundColor = .systemBackground
        configureHierarchy()
    }

    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            self.edgedRowsSection(flushWithEdges: sectionIndex % 2 == 0)
        }
        return layout
    }

    /// Two 0.4-wide cards a row; flush sections reach both edges, the others keep the side inset.
    private func edgedRowsSection(flushWithEdges: Bool) -> NSCollectionLayoutSection {
        let cardSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1))
        let leadingCard = NSCollectionLayoutItem(layoutSize: cardSize)
        let trailingCard = NSCollectionLayoutItem(layoutSize: cardSize)

        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [leadingCard, trailingCard])
        row.interItemSpacing = .fixed(16)

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 10
        let sideInset = flushWithEdges ? 0 : SuiteMetrics.sideInset
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
        return section
    }

    private func configureHierarchy() {
        cardsView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        cardsView.translatesAutoresizingMaskIntoConstraints = false
        cardsView.backgroundColor = .systemBackground
        cardsView.register(
            IceFloeEdgedListCardCell.self, forCellWithReuseIdentifier: IceFloeEdgedListCardCell.reuseIdentifier)
        cardsView.dataSource = self
        cardsView.delegate = self
        view.addSubview(cardsView)
        NSLayoutConstraint.activate([
            cardsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            cardsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cardsView.topAnchor.constraint(equalTo: view.topAnchor),
            cardsView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        IceFloeEdgedListViewController.sectionCount
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        IceFloeEdgedListViewController.cardsPerSection
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard
            let card = collectionView.dequeueReusableCell(
                withReuseIdentifier: IceFloeEdgedListCardCell.reuseIdentifier, for: indexPath)
                as? IceFloeEdgedListCardCell
        else { fatalError("Cannot create new cell") }
        let number = indexPath.section * IceFloeEdgedListViewController.cardsPerSection + indexPath.item + 1
        card.numberLabel.text = "\(number)"
        return card
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lastTappedCard = indexPath
    }
}

/// A card with a centred number and a thin border.
class IceFloeEdgedListCardCell: UICollectionViewCell {
    static let reuseIdentifier = "IceFloeEdgedListCardCell"

    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.black.cgColor
        contentView.layer.cornerRadius = 8
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        numberLabel.textAlignment = .center
        numberLabel.font = UIFont.preferredFont(forTextStyle: .headline)
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
