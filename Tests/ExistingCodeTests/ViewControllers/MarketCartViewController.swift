import UIKit

// In the style of the grocery cart of berkeparildar/Market (a grocery and food delivery app); the layout parameters
// are those of its cart layout and of the two static section functions behind it in Utils/CompositionalLayouts.swift
// (the products in the cart and the suggested products):
// - section 0, what is in the basket: full-width rows 102 pt tall, one to a vertical group, with no insets, under a
//   header of estimated height 48;
// - every later section, the extras: a strip scrolling sideways (continuous) of cards 92 pt wide and of estimated
//   height 150, 16 pt apart, the section inset 16 pt on every side, under a header of estimated height 48 and 1.1
//   times the width, as the app sizes it;
// - both lie on a white background decoration registered on the layout.
// The provider chooses between the static section functions with `sectionIndex == 0 ? ... : ...`, as the app
// does. Names, titles, cells and the basket's contents are this screen's own.

class MarketCartViewController: UIViewController {
    private static let lineCount = 4
    private static let extraCount = 10

    /// Item identifiers: the basket's lines first, then the extras, all distinct.
    private enum Pick: Hashable {
        case line(Int)
        case extra(Int)
    }

    private lazy var basketView: UICollectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
    private var picks: UICollectionViewDiffableDataSource<Int, Pick>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        title = "Basket"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        placeBasket()
        fillBasket()
    }

    private func placeBasket() {
        basketView.backgroundColor = .systemGray6
        basketView.delegate = self
        basketView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(basketView)
        NSLayoutConstraint.activate([
            basketView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            basketView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            basketView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            basketView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func createLayout() -> UICollectionViewLayout {
        let basketLayout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex == 0 ? BasketSections.basketLines() : BasketSections.extrasStrip()
        }
        basketLayout.register(BasketBackdrop.self, forDecorationViewOfKind: BasketSections.backdropKind)
        return basketLayout
    }

    private func fillBasket() {
        let lineCell = UICollectionView.CellRegistration<UICollectionViewListCell, Pick> { cell, _, pick in
            guard case .line(let number) = pick else { return }
            var text = cell.defaultContentConfiguration()
            text.text = "Item \(number + 1)"
            text.secondaryText = "2 × €\(number + 2).49"
            text.image = UIImage(systemName: "bag")
            cell.contentConfiguration = text
        }
        let extraCell = UICollectionView.CellRegistration<UICollectionViewCell, Pick> { cell, _, _ in
            cell.contentView.backgroundColor = .white
            cell.contentView.layer.borderColor = UIColor.systemGray5.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 10
        }
        let caption = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, path in
            var text = header.defaultContentConfiguration()
            text.text = path.section == 0 ? "In Your Basket" : "You Might Also Like"
            text.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
            header.contentConfiguration = text
        }

        let source = UICollectionViewDiffableDataSource<Int, Pick>(collectionView: basketView) { view, path, pick in
            switch pick {
            case .line: return view.dequeueConfiguredReusableCell(using: lineCell, for: path, item: pick)
            case .extra: return view.dequeueConfiguredReusableCell(using: extraCell, for: path, item: pick)
            }
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: caption, for: path)
        }
        var contents = NSDiffableDataSourceSnapshot<Int, Pick>()
        contents.appendSections([0, 1])
        contents.appendItems((0..<Self.lineCount).map(Pick.line), toSection: 0)
        contents.appendItems((0..<Self.extraCount).map(Pick.extra), toSection: 1)
        source.apply(contents, animatingDifferences: false)
        picks = source
    }
}

extension MarketCartViewController: UICollectionViewDelegate {
    func collectionView(_ basket: UICollectionView, didSelectItemAt path: IndexPath) {
        basket.deselectItem(at: path, animated: true)
    }
}

/// The basket's two kinds of section as static functions, the way the app writes its section layouts.
enum BasketSections {
    static let backdropKind = "basketBackdrop"

    static func basketLines() -> NSCollectionLayoutSection {
        let lineSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(102))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: lineSize, subitem: NSCollectionLayoutItem(layoutSize: lineSize), count: 1)
        let lines = NSCollectionLayoutSection(group: stack)
        lines.contentInsets = .zero
        return finish(lines, headerWidth: .fractionalWidth(1))
    }

    static func extrasStrip() -> NSCollectionLayoutSection {
        let cardSize = NSCollectionLayoutSize(widthDimension: .absolute(92), heightDimension: .estimated(150))
        let slot = NSCollectionLayoutGroup.horizontal(
            layoutSize: cardSize, subitem: NSCollectionLayoutItem(layoutSize: cardSize), count: 1)
        slot.interItemSpacing = .fixed(0)
        let strip = NSCollectionLayoutSection(group: slot)
        strip.interGroupSpacing = 16
        strip.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        strip.orthogonalScrollingBehavior = .continuous
        return finish(strip, headerWidth: .fractionalWidth(1.1))
    }

    /// Puts a header of estimated height 48 above `section` and the white backdrop behind it.
    private static func finish(
        _ section: NSCollectionLayoutSection, headerWidth: NSCollectionLayoutDimension
    ) -> NSCollectionLayoutSection {
        let headerSize = NSCollectionLayoutSize(widthDimension: headerWidth, heightDimension: .estimated(48))
        section.boundarySupplementaryItems = [
            .init(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: backdropKind)]
        return section
    }
}

/// The white laid behind each section of the basket.
final class BasketBackdrop: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .white
    }
}
