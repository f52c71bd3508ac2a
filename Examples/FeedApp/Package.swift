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
                // TrellisUIKit re-exports the engine (DevicePresets, frames).
                .product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux])),
            ]),
    ]
)
