import UIKit

// In the style of a restaurant's menu in berkeparildar/Market (a grocery and food delivery app); the layout
// parameters are those of its menu layout and of the static menu section function in Utils/CompositionalLayouts.swift.
// Each section lists full-width rows 40 pt tall, every row inset 4 pt at top and bottom and 8 pt at leading and
// trailing, over a background decoration registered on the layout. Section 0 opens with the restaurant's banner
// (an element kind of its own, 332 pt tall); each other section has a 40-pt header naming its group of choices.
// The organisation follows the app's: the provider passes the section index to a static section function, which
// singles out the first section with `sectionIndex == 0`. Names, titles, groups of choices and their counts are
// this screen's own.

class MarketMenuViewController: UIViewController {
    /// The groups of choices, in order; a group's raw value is its section.
    private enum Course: Int, CaseIterable {
        case portion, beverage, extra, dip

        var heading: String {
            ["Pick a Portion", "Pick a Beverage", "Pick an Extra", "Add a Dip"][rawValue]
        }

        var choiceCount: Int { [3, 6, 4, 5][rawValue] }
    }

    private struct Choice: Hashable {
        let course: Course
        let position: Int
    }

    private lazy var courseList: UICollectionView = UICollectionView(
        frame: .zero, collectionViewLayout: createLayout())
    private var choices: UICollectionViewDiffableDataSource<Course, Choice>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        view.backgroundColor = .white
        courseList.backgroundColor = .white
        courseList.delegate = self
        courseList.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(courseList)
        let top = view.safeAreaLayoutGuide.topAnchor
        NSLayoutConstraint.activate([
            courseList.topAnchor.constraint(equalTo: top),
            courseList.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            courseList.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            courseList.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        listChoices()
    }

    private func createLayout() -> UICollectionViewLayout {
        let courseLayout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            BillOfFareSections.choiceList(at: sectionIndex)
        }
        courseLayout.register(BillOfFarePaper.self, forDecorationViewOfKind: BillOfFareSections.paperKind)
        return courseLayout
    }

    private func listChoices() {
        let choiceCell = UICollectionView.CellRegistration<UICollectionViewListCell, Choice> { cell, _, choice in
            var text = cell.defaultContentConfiguration()
            text.text = "\(choice.course.heading) · \(choice.position + 1)"
            cell.contentConfiguration = text
            cell.accessories = [.checkmark()]
        }
        let banner = UICollectionView.SupplementaryRegistration<BillOfFareBanner>(
            elementKind: BillOfFareSections.bannerKind
        ) { view, _, _ in
            view.caption.text = "Corner Grill"
        }
        let heading = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, path in
            var text = view.defaultContentConfiguration()
            text.text = Course(rawValue: path.section)?.heading
            view.contentConfiguration = text
        }

        let source = UICollectionViewDiffableDataSource<Course, Choice>(collectionView: courseList) {
            list, path, choice in
            list.dequeueConfiguredReusableCell(using: choiceCell, for: path, item: choice)
        }
        source.supplementaryViewProvider = { list, kind, path in
            guard kind == BillOfFareSections.bannerKind else {
                return list.dequeueConfiguredReusableSupplementary(using: heading, for: path)
            }
            return list.dequeueConfiguredReusableSupplementary(using: banner, for: path)
        }
        var contents = NSDiffableDataSourceSnapshot<Course, Choice>()
        for course in Course.allCases {
            contents.appendSections([course])
            let row = (0..<course.choiceCount).map { Choice(course: course, position: $0) }
            contents.appendItems(row, toSection: course)
        }
        source.apply(contents, animatingDifferences: false)
        choices = source
    }
}

extension MarketMenuViewController: UICollectionViewDelegate {
    func collectionView(_ list: UICollectionView, didSelectItemAt path: IndexPath) {
        guard let choice = choices?.itemIdentifier(for: path) else { return }
        title = "\(choice.course.heading) \(choice.position + 1)"
    }
}

/// The menu's section layout: a static function taking the section index, as the app writes it.
enum BillOfFareSections {
    static let paperKind = "billOfFarePaper"
    static let bannerKind = "billOfFareBanner"

    static func choiceList(at sectionIndex: Int) -> NSCollectionLayoutSection {
        let lineSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let line = NSCollectionLayoutItem(layoutSize: lineSize)
        line.contentInsets = .init(top: 4, leading: 8, bottom: 4, trailing: 8)
        let lines = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(layoutSize: lineSize, subitems: [line]))

        let topKind = sectionIndex == 0 ? bannerKind : UICollectionView.elementKindSectionHeader
        let topHeight: CGFloat = sectionIndex == 0 ? 332 : 40
        let topSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(topHeight))
        lines.boundarySupplementaryItems = [.init(layoutSize: topSize, elementKind: topKind, alignment: .top)]
        lines.decorationItems = [.background(elementKind: paperKind)]
        return lines
    }
}

/// The white under the menu.
final class BillOfFarePaper: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .white
    }
}

/// The banner above the menu: a picture filling the top 260 pt, the restaurant's name below it.
final class BillOfFareBanner: UICollectionReusableView {
    let picture = UIImageView(image: UIImage(systemName: "takeoutbag.and.cup.and.straw"))
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        arrange()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        arrange()
    }

    private func arrange() {
        caption.font = .preferredFont(forTextStyle: .title2)
        ([picture, caption] as [UIView]).forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: topAnchor),
            picture.heightAnchor.constraint(equalToConstant: 260),
            picture.leadingAnchor.constraint(equalTo: leadingAnchor),
            picture.trailingAnchor.constraint(equalTo: trailingAnchor),
            caption.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 16),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }
}
