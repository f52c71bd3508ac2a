// swift-tools-version:6.0
// Coverage-guided fuzz targets for Trellis (libFuzzer). Build and run one with `Scripts/fuzz TARGET SECONDS`,
// which compiles every module with `-sanitize=fuzzer` (and the address sanitizer where it builds).
import PackageDescription

// The products' public API is what apps and tools call; the fuzz targets drive the stages beneath it, which are
// `package` declarations another package may not use, so access control is off for them.
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-Xfrontend", "-disable-access-control"])]

let package = Package(
    name: "TrellisFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        // The importer's parser, which the Trellis package uses but does not re-export.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        // bytes -> the whole lint pipeline at the default targets, every reporter.
        .executableTarget(
            name: "FuzzLint", dependencies: ["FuzzSupport", .product(name: "TrellisPipeline", package: "Trellis")],
            swiftSettings: fuzzer),
        // bytes -> load, lower and lay out the preview (item counts capped), every output format.
        .executableTarget(
            name: "FuzzFrames", dependencies: ["FuzzSupport", .product(name: "TrellisPipeline", package: "Trellis")],
            swiftSettings: fuzzer),
        // bytes -> compile to Swift for both platforms, and render SVG and HTML.
        .executableTarget(
            name: "FuzzCompile",
            dependencies: [
                "FuzzSupport", .product(name: "TrellisPipeline", package: "Trellis"),
                .product(name: "TrellisRender", package: "Trellis"),
            ],
            swiftSettings: fuzzer),
        // The language server's sources (Sources/FuzzLanguageServer links to them) as a module of this package, as
        // the Trellis package has no library product for it. They use `package` declarations of the Trellis
        // modules, which another package may not: access control is off for this module alone.
        .target(
            name: "FuzzLanguageServer",
            dependencies: [
                .product(name: "TrellisPipeline", package: "Trellis"),
                .product(name: "TrellisEngine", package: "Trellis"),
            ],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]),
        // `trellis import`'s sources (Sources/FuzzImporter links to them) as a module of this package, as the Trellis
        // package has no library product for them; access control is off for it, as for FuzzLanguageServer.
        .target(
            name: "FuzzImporter",
            dependencies: [
                .product(name: "TrellisPipeline", package: "Trellis"),
                .product(name: "TrellisUIKit", package: "Trellis"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]),
        // bytes -> `trellis import` as a Swift file, alone and beside a file of layout code.
        .executableTarget(
            name: "FuzzImport", dependencies: ["FuzzSupport", "FuzzImporter"], swiftSettings: fuzzer),
        // bytes -> a version 2 layout and up to three fragments it may include (split at `\n---\n`), linted and laid
        // out in a folder of their own.
        .executableTarget(
            name: "FuzzVersion2", dependencies: ["FuzzSupport", .product(name: "TrellisPipeline", package: "Trellis")],
            swiftSettings: fuzzer),
        // bytes -> the language server three ways: as a framed stream, as one message body, and as a document
        // opened, edited and asked about at positions (some out of range) taken from the bytes.
        .executableTarget(
            name: "FuzzLSP", dependencies: ["FuzzSupport", "FuzzLanguageServer"], swiftSettings: fuzzer),
    ]
)
