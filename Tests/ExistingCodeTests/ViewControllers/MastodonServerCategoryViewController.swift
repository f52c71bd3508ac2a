import UIKit

// A sideways-scrolling row of self-sizing topic pills, as on a server picker. The layout parameters come from
// mastodon/mastodon-ios, Mastodon/Scene/Onboarding/PickServer/View/PickServerServerSectionTableHeaderView.swift
// (its `createCollectionViewLayout()`): every pill has an estimated width of 88 and an absolute height taken from a
// static constant (36), and sits alone in a group whose size is built by reading back the item size's
// `widthDimension` and `heightDimension`; pills are 16 pt apart, the row scrolls continuously, and its insets are
// measured from the readable content guide. Written from scratch with the same organisation: static constants for
// the row's height and the gap under it, one static layout function, a collection view made in a stored-property
// closure, and a diffable data source keyed by a section enum and an item enum. The row is pinned under the top
// safe-area edge and is 36 + 16 pt tall; it shows 12 pills. The app's `viewDidLoad()` override sits in an
// extension; Swift on Linux lacks the Objective-C runtime and rejects overriding the stand-in's methods from an
// extension, so it is in the class body here.

final class MastodonServerCategoryViewController: UIViewController {
    private enum Row: Hashable {
        case topics
    }

    private enum Pill: Hashable {
        case everything
        case topic(String)
    }

    static let pillHeight: CGFloat = 36
    static let gapBelowPills: CGFloat = 16
    static let rowHeight: CGFloat = pillHeight + gapBelowPills

    private static let topics = [
        "science", "sports", "books", "photos", "climate", "travel", "gardening", "history", "comics", "crafts", "pets",
    ]

    static func makeLayout() -> UICollectionViewLayout {
        let pillSize = NSCollectionLayoutSize(
            widthDimension: .estimated(88), heightDimension: .absolute(Self.pillHeight))
        let pill = NSCollectionLayoutItem(layoutSize: pillSize)
        let slot = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: pillSize.widthDimension, heightDimension: pillSize.heightDimension),
            subitems: [pill])

        let strip = NSCollectionLayoutSection(group: slot)
        strip.interGroupSpacing = 16
        strip.orthogonalScrollingBehavior = .continuous
        strip.contentInsetsReference = .readableContent
        return UICollectionViewCompositionalLayout(section: strip)
    }

    let collectionView: UICollectionView = {
        let pills = UICollectionView(
            frame: .zero, collectionViewLayout: MastodonServerCategoryViewController.makeLayout())
        pills.showsHorizontalScrollIndicator = false
        pills.backgroundColor = .clear
        return pills
    }()

    private var pillSource: UICollectionViewDiffableDataSource<Row, Pill>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let strip = collectionView
        view.addSubview(strip)
        strip.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            strip.heightAnchor.constraint(equalToConstant: Self.rowHeight),
        ])
        connectPills()
    }
}

extension MastodonServerCategoryViewController {
    private func connectPills() {
        let registration = UICollectionView.CellRegistration<MastodonTopicPillCell, Pill> { cell, _, pill in
            switch pill {
            case .everything:
                cell.caption.text = "Everything"
            case .topic(let word):
                cell.caption.text = word.capitalized
            }
        }
        let source = UICollectionViewDiffableDataSource<Row, Pill>(collectionView: collectionView) {
            view, path, pill in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: pill)
        }
        var contents = NSDiffableDataSourceSnapshot<Row, Pill>()
        contents.appendSections([.topics])
        contents.appendItems([Pill.everything], toSection: .topics)
        contents.appendItems(Self.topics.map(Pill.topic), toSection: .topics)
        source.apply(contents, animatingDifferences: false)
        pillSource = source
    }
}

/// A capsule holding one topic's name.
final class MastodonTopicPillCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 18
        contentView.layer.masksToBounds = true
        contentView.backgroundColor = .tertiarySystemBackground
        caption.font = .preferredFont(forTextStyle: .callout)
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            contentView.trailingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 14),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used from a storyboard") }
}
