// On Linux, `import AppKit` is Trellis's stand-in under AppKit's names (`NSCollectionViewCompositionalLayout`,
// ...). Package.swift declares this module on Linux only: it can never shadow the real framework.
@_exported import TrellisUIKit
