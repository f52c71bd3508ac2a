// swift-tools-version:6.0
// The UIKit stand-in alone, as `make install` and the release put it beside the `trellis` binary
// (share/trellis/stand-in): `trellis import --check` builds the imported files' own layout code against it, without
// a Trellis checkout and without any package from the network. Scripts/stand-in-package writes it, copying the
// targets' sources from the checkout; the targets are the checkout's, minus everything `--check` does not need.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisEngine", targets: ["TrellisEngine", "TrellisModel"]),
    ],
    targets: [
        .target(name: "TrellisCore"),
        .target(name: "TrellisModel"),
        .target(name: "TrellisEngine", dependencies: ["TrellisModel"]),
        .target(name: "TrellisWriter", dependencies: ["TrellisCore", "TrellisModel"]),
        .target(name: "TrellisUIKit", dependencies: ["TrellisEngine", "TrellisModel", "TrellisWriter"]),
        .target(name: "UIKit", dependencies: ["TrellisUIKit", "_Testing_UIKit"]),
        .target(name: "AppKit", dependencies: ["TrellisUIKit", "_Testing_AppKit"]),
        .target(name: "SafariServices", dependencies: ["TrellisUIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_AppKit"),
    ]
)
