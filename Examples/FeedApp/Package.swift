// swift-tools-version:6.0
// An app-side package that keeps its layouts as *.layout.yaml files: the Trellis build plugin
// turns them into Swift on every build. On Apple platforms the generated code uses UIKit; on
// Linux it uses TrellisUIKit, so the layouts can be tested in CI without a device.
import PackageDescription

let package = Package(
    name: "FeedApp",
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [
        .package(name: "Trellis", path: "../..")
    ],
    targets: [
        .target(
            name: "FeedLayouts",
            dependencies: [.product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux]))],
            plugins: [.plugin(name: "TrellisBuildPlugin", package: "Trellis")]),
        .testTarget(
            name: "FeedLayoutsTests",
            dependencies: [
                "FeedLayouts",
                // The stand-in lays out; the engine's frames (TrellisEngine) and the device presets (TrellisModel) come
                // from the TrellisEngine product, since `import UIKit` and TrellisUIKit bring UIKit's names only.
                .product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "TrellisEngine", package: "Trellis", condition: .when(platforms: [.linux])),
            ]),
    ]
)
