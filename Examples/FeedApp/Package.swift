// swift-tools-version:6.0
// An app-side package that keeps its layouts as *.layout.yaml files: the Trellis build plugin
// turns them into Swift on every build. On Apple platforms the generated code uses UIKit; on
// Linux it uses TrellisUIKit, so the layouts can be tested in CI without a device. Debug builds
// can also read the layout file while the app runs and apply each saved edit (TrellisRuntime's
// LiveLayout); release builds compile that out and use the generated code.
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
            dependencies: [
                .product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux])),
                // `Feed.liveLayout(for:)` in debug builds (LiveFeedLayout.swift).
                .product(name: "TrellisRuntime", package: "Trellis"),
            ],
            plugins: [.plugin(name: "TrellisBuildPlugin", package: "Trellis")]),
        .testTarget(
            name: "FeedLayoutsTests",
            dependencies: [
                "FeedLayouts",
                // The stand-in lays out; the engine's frames (TrellisEngine) and the device presets (TrellisModel) come
                // from the TrellisEngine product, since `import UIKit` and TrellisUIKit bring UIKit's names only.
                .product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "TrellisEngine", package: "Trellis", condition: .when(platforms: [.linux])),
                // The live layout's `file` and `lastError` are TrellisRuntime's types.
                .product(name: "TrellisRuntime", package: "Trellis", condition: .when(platforms: [.linux])),
            ]),
    ]
)
