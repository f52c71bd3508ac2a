// swift-tools-version:6.1
// The stages of the Trellis pipeline, in order: a newcomer reading this file top to
// bottom sees the compiler. Only TrellisSyntax imports Yams; only `trellis` imports
// ArgumentParser.
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        // `trellis compile` alone, which the build plugins run: it links no server, language server or importer.
        .executable(name: "trellis-compile", targets: ["trellis-compile"]),
        // Each library exports what its users call (lint, frames and drawings of a layout file; the engine's frames
        // for tests); everything between the stages is `package`. A product lists the modules whose types its API
        // speaks, so a client imports them by name instead of through a re-export.
        .library(
            name: "TrellisPipeline", targets: ["TrellisPipeline", "TrellisCore", "TrellisEngine", "TrellisModel"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisEngine", targets: ["TrellisEngine", "TrellisModel"]),
        // A layout file loaded while the app runs: no rules, servers, code generator or importer.
        .library(name: "TrellisRuntime", targets: ["TrellisRuntime", "TrellisCore"]),
        .plugin(name: "TrellisBuildPlugin", targets: ["TrellisBuildPlugin"]),
        .plugin(name: "GenerateLayouts", targets: ["GenerateLayouts"]),
    ],
    // `trellis preview` (an HTTP server on SwiftNIO) and `trellis import` (swift-syntax) are most of what a first
    // build compiles: `swift build --disable-default-traits` builds `trellis` without them, in a third of the steps.
    traits: [
        .trait(name: "Preview", description: "trellis preview: the HTML render served with live reload (Hummingbird)"),
        .trait(name: "Import", description: "trellis import: existing Swift layout code read with swift-syntax"),
        .default(enabledTraits: ["Preview", "Import"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation` builds the DocC catalogs of the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // `trellis import` reads existing layout code with the Swift parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The Model Context Protocol's official Swift SDK: its client tests `trellis mcp` (the server itself is
        // written against the protocol, so the tool links no HTTP client).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // `trellis preview`: an HTTP server on SwiftNIO with bounded parsing, idle timeouts and a connection cap.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    ],
    targets: [
        // Source positions, diagnostics and the reporters that print them. No dependencies.
        .target(name: "TrellisCore"),
        // Stage 1, load: YAML text -> a located syntax tree (every node keeps line:column).
        .target(name: "TrellisSyntax", dependencies: ["TrellisCore", .product(name: "Yams", package: "Yams")]),
        // The typed layout model: no positions, no I/O, invalid states unrepresentable.
        .target(name: "TrellisModel"),
        // Stage 2, lower: syntax tree -> model, reporting every structural problem; the JSON Schema.
        .target(
            name: "TrellisLanguage", dependencies: ["TrellisCore", "TrellisSyntax", "TrellisModel"]),
        // Stage 3, the layout engine: model + environment + data -> every frame. No I/O.
        .target(name: "TrellisEngine", dependencies: ["TrellisModel"]),
        // Stage 4, lint: the pitfall rules, run on the located model at every lint target.
        .target(
            name: "TrellisRules",
            dependencies: [
                "TrellisCore", "TrellisSyntax", "TrellisModel", "TrellisLanguage", "TrellisEngine", "TrellisWriter",
            ]),
        // Stage 5, generate: the model -> Swift section providers for UIKit or AppKit.
        // LayoutArithmetic.swift, compiled into the engine, is embedded verbatim in generated code.
        .target(
            name: "TrellisCodegen", dependencies: ["TrellisModel"],
            resources: [.embedInCode("Embedded/LayoutArithmetic.swift")]),
        // A Linux stand-in for UIKit's compositional layout API, backed by the engine: generated
        // code (and hand-written layout code) compiles and lays out without UIKit.
        .target(name: "TrellisUIKit", dependencies: ["TrellisEngine", "TrellisModel", "TrellisWriter"]),
        // Stage 6, run: a layout file loaded, lowered and built into UIKit's (or AppKit's) objects while the app runs,
        // with live reload. On Linux it builds the stand-in's objects. LayoutArithmetic.swift links to the engine's.
        .target(
            name: "TrellisRuntime",
            dependencies: [
                "TrellisCore", "TrellisSyntax", "TrellisModel", "TrellisLanguage", "TrellisEngine",
                .target(name: "TrellisUIKit", condition: .when(platforms: [.linux])),
            ]),
        // The model -> layout file text, for `trellis import` and TrellisUIKit's `layoutFile(...)`.
        .target(name: "TrellisWriter", dependencies: ["TrellisCore", "TrellisModel"]),
        // Existing Swift layout code -> layout files, by following what can be followed statically.
        .target(
            name: "TrellisImport",
            dependencies: [
                "TrellisCore", "TrellisModel", "TrellisWriter", "TrellisUIKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]),
        // The whole pipeline over files: discovery, configuration, limits, parallel lint.
        .target(
            name: "TrellisPipeline",
            dependencies: [
                "TrellisCore", "TrellisSyntax", "TrellisModel", "TrellisLanguage", "TrellisEngine", "TrellisRules",
                "TrellisCodegen",
            ]),
        // Drawing frames: `trellis render`, the preview server and the MCP server's render tool.
        .target(
            name: "TrellisRender",
            dependencies: ["TrellisCore", "TrellisModel", "TrellisEngine", "TrellisRules", "TrellisPipeline"]),
        // Comparing frame dumps, streamed: `trellis diff`.
        .target(name: "TrellisDiff", dependencies: ["TrellisCore", "TrellisModel", "TrellisPipeline"]),
        // The command line: a thin shell over TrellisPipeline.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisPipeline", "TrellisCore", "TrellisLanguage", "TrellisEngine", "TrellisRules", "TrellisCodegen",
                .target(name: "TrellisImport", condition: .when(traits: ["Import"])), "TrellisLanguageServer",
                "TrellisMCP", .target(name: "TrellisPreview", condition: .when(traits: ["Preview"])), "TrellisRender",
                "TrellisDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `trellis compile` alone, for the build plugins (Sources/trellis-compile/main.swift).
        .executableTarget(name: "trellis-compile", dependencies: ["TrellisPipeline", "TrellisCodegen"]),
        // `trellis lsp`: the Language Server Protocol over the pipeline, for editors.
        .target(
            name: "TrellisLanguageServer",
            dependencies: [
                "TrellisCore", "TrellisSyntax", "TrellisLanguage", "TrellisModel", "TrellisEngine", "TrellisRules",
                "TrellisPipeline",
            ]),
        // `trellis mcp`: the Model Context Protocol, so coding agents can lint, lay out and render layouts.
        .target(
            name: "TrellisMCP",
            dependencies: [
                "TrellisCore", "TrellisEngine", "TrellisPipeline", "TrellisRules", "TrellisRender",
            ]),
        // `trellis preview`: the HTML render served on 127.0.0.1, reloading on every change.
        .target(
            name: "TrellisPreview",
            dependencies: [
                "TrellisPipeline", "TrellisRender", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // SwiftPM plugins: generate Swift from a target's layout files on every build, or on demand.
        .plugin(name: "TrellisBuildPlugin", capability: .buildTool(), dependencies: ["trellis-compile"]),
        .plugin(
            name: "GenerateLayouts",
            capability: .command(
                intent: .custom(
                    verb: "generate-layouts",
                    description: "Write Name.swift next to every Name.layout.yaml of the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "The generated Swift is written next to each layout file")
                ]),
            dependencies: ["trellis-compile"]),
        // `swift run -c release trellis-benchmark`: engine throughput against a plain loop, and
        // linting 1,000 files against composing them with Yams alone.
        .executableTarget(
            name: "trellis-benchmark",
            dependencies: [
                "TrellisEngine", "TrellisModel", "TrellisPipeline", "TrellisRules", "TrellisSyntax",
                "TrellisLanguageServer", "TrellisDiff", "TrellisRuntime",
                .target(name: "TrellisUIKit", condition: .when(platforms: [.linux])),
            ]),

        // Golden files (re-recorded only with TRELLIS_RECORD=1) and repository paths for tests.
        .target(name: "TrellisTestSupport", dependencies: ["TrellisEngine"], path: "Tests/TrellisTestSupport"),
        .testTarget(
            name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "TrellisSyntaxTests", dependencies: ["TrellisSyntax", "TrellisCore"]),
        .testTarget(
            name: "TrellisLanguageTests",
            dependencies: [
                "TrellisLanguage", "TrellisSyntax", "TrellisModel", "TrellisCore", "TrellisWriter",
                "TrellisTestSupport",
            ]),
        .testTarget(
            name: "TrellisPipelineTests",
            dependencies: [
                "TrellisPipeline", "TrellisRender", "TrellisDiff", "TrellisLanguage", "TrellisSyntax", "TrellisModel",
                "TrellisCore", "TrellisEngine", "TrellisTestSupport",
            ],
            exclude: ["BadInputs", "Browser", "validate_schema.py"]),
        .testTarget(
            name: "TrellisEngineTests",
            dependencies: ["TrellisEngine", "TrellisPipeline", "TrellisModel", "TrellisCore", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisRulesTests",
            dependencies: [
                "TrellisRules", "TrellisPipeline", "TrellisEngine", "TrellisCodegen", "TrellisCore",
                "TrellisTestSupport",
            ]),
        .testTarget(
            name: "TrellisCodegenTests",
            dependencies: [
                "TrellisCodegen", "TrellisRuntime", "TrellisPipeline", "TrellisUIKit", "TrellisEngine", "TrellisModel",
                "TrellisCore",
                "TrellisTestSupport",
            ]),
        // Layout files loaded at run time: live reload on a stand-in collection view, diagnostics as lint prints them,
        // the fuzz corpus never traps. (TrellisCodegenTests holds run-time frames equal to generated code's.)
        .testTarget(
            name: "TrellisRuntimeTests",
            dependencies: [
                "TrellisRuntime", "TrellisPipeline", "TrellisUIKit", "TrellisEngine", "TrellisModel", "TrellisCore",
                "TrellisTestSupport",
            ]),
        .testTarget(
            name: "TrellisCLITests",
            dependencies: ["trellis", "TrellisTestSupport", .product(name: "MCP", package: "swift-sdk")],
            exclude: ["Goldens", "Neovim", "BadCommandInputs", "ImportCheck"]),
        .testTarget(name: "TrellisLanguageServerTests", dependencies: ["TrellisLanguageServer", "TrellisTestSupport"]),
        // `trellis import` on Swift source given as text, on every platform (the importer reads UIKit code, it does
        // not compile it).
        .testTarget(
            name: "TrellisImportTests", dependencies: ["TrellisImport", "TrellisPipeline", "TrellisTestSupport"]),
        // Real UIKit's frames for every frame fixture, from the generated goldens in a UICollectionView (the iOS
        // simulator), beside Trellis's; on Linux, against the stand-in. Generated/ links to the codegen goldens.
        .testTarget(
            name: "FrameCaptureTests",
            dependencies: [
                "TrellisPipeline", "TrellisDiff", "TrellisUIKit", "TrellisEngine", "TrellisModel", "TrellisTestSupport",
            ]),
        // The same capture in an NSCollectionView (macOS), with the fixtures' AppKit code; CaptureJSON.swift and
        // FrameCaptureTests.swift link to FrameCaptureTests'.
        .testTarget(
            name: "AppKitFrameCaptureTests",
            dependencies: [
                "TrellisPipeline", "TrellisDiff", "TrellisUIKit", "TrellisEngine", "TrellisModel", "TrellisTestSupport",
            ]),
    ]
)

#if os(Linux)
    // `import UIKit` and `import AppKit` on Linux: the stand-in under the frameworks' names, so existing layout
    // code compiles unchanged. Declared only when the manifest is evaluated on Linux, so these modules can never
    // shadow the real frameworks on Apple platforms.
    package.products += [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
    ]
    package.targets += [
        .target(name: "UIKit", dependencies: ["TrellisUIKit", "_Testing_UIKit"]),
        .target(name: "AppKit", dependencies: ["TrellisUIKit", "_Testing_AppKit"]),
        // `import SafariServices` for screens that present a web page; inert.
        .target(name: "SafariServices", dependencies: ["TrellisUIKit"]),
        // Empty modules for swift-testing's cross-import overlays, which a file importing Testing and UIKit (or
        // AppKit) loads.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_AppKit"),
        // Layout functions written as apps write them, against `import UIKit`, in Swift 5 mode as code written
        // for older SDKs is; compiled unchanged and laid out.
        .testTarget(
            name: "ExistingCodeTests",
            dependencies: [
                "UIKit", "AppKit", "SafariServices", "TrellisPipeline", "TrellisImport", "TrellisEngine",
                "TrellisTestSupport",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
#endif
