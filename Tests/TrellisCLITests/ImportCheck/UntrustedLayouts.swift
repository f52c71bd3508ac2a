import UIKit

// `trellis import --check` fixtures for code that misbehaves when it runs: each layout runs in a process of its
// own, so one that traps or never returns is reported alone; what a layout prints is not read as frames; and a
// layout sees no environment variable of the user's. The importer follows none of this, so each imported file is a
// plain list of 44 pt rows.

/// Traps when made: reported as stopped by a signal, and the layouts after it still run.
func makeTrappingLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitem: item, count: 1)
    preconditionFailure("the trapping fixture stops here")
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Never returns: timed out and killed. It first writes its process id where its TMPDIR is, so a test can see that
/// the process is gone afterwards.
func makeEndlessLayout() -> UICollectionViewLayout {
    let pidFile = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("endless.pid")
    try? "\(getpid())".write(to: pidFile, atomically: true, encoding: .utf8)
    while true {}
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitem: item, count: 1)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Prints lines like the check program's own: same frames all the same.
func makePrintingLayout() -> UICollectionViewLayout {
    print("== Printing 390x844")
    print("counts 3")
    print("item 0 0 0.0000 0.0000 1.0000 1.0000")
    print("end")
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitem: item, count: 1)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// 90 pt rows if it can read `TRELLIS_TEST_SECRET`, which the test sets for `trellis`, else 44 pt: the import
/// cannot follow the environment and writes 44 pt (its stand-in), so "same frames" means the layout did not see it.
func makeSecretLayout() -> UICollectionViewLayout {
    let seen = ProcessInfo.processInfo.environment["TRELLIS_TEST_SECRET"] != nil
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(seen ? 90 : 44)),
        subitem: item, count: 1)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
