// swift-tools-version: 6.0
// Lifeline: the UIKit view-controller and view lifecycle, documented from an executable model.
// Module layout and the direction of its arrows: ../shared/DESIGN.md ("Modules").
import PackageDescription

// Test code itself is compiled without optimisation, also when `make test` builds the package in
// release: the code under test stays optimised, and the test targets' optimisation was work no
// test needs.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .executable(name: "lifeline-bench", targets: ["LifelineBench"]),
        .library(name: "LifelineDocs", targets: ["LifelineDocs"]),
        .library(name: "LifecycleEngine", targets: ["LifecycleEngine"]),
        .library(name: "LifecycleDiagrams", targets: ["LifecycleDiagrams"]),
        .library(name: "StaticSite", targets: ["StaticSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.20.0"),
    ],
    targets: [
        // Vocabulary: objects, events, trace. No I/O, no Foundation.
        .target(name: "LifecycleModel"),
        // The UIKit model. Pure: no I/O, no clock, no Dispatch.
        .target(name: "LifecycleEngine", dependencies: ["LifecycleModel"]),
        // The scenario language: text → steps with source locations → engine.
        .target(name: "LifecycleScenarios", dependencies: ["LifecycleEngine", "LifecycleModel"]),

        // Device logs: console text → the callbacks it reports → compared with a trace. Pure.
        .target(name: "DeviceLogs", dependencies: ["LifecycleModel"]),

        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Trace → sequence diagram / state graph → DOT → SVG/PNG, in-process.
        .target(name: "LifecycleDiagrams", dependencies: ["LifecycleModel", "CGraphviz"]),

        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // A generic static-site builder: Markdown + front matter + templates → files. No UIKit words.
        .target(
            name: "StaticSite",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // The pipeline: the one place where the lifecycle domain meets the site.
        .target(
            name: "LifelineDocs",
            dependencies: [
                "LifecycleModel", "LifecycleEngine", "LifecycleScenarios", "LifecycleDiagrams", "DeviceLogs", "StaticSite",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The thin executable: flags → pipeline.
        .executableTarget(
            name: "lifeline",
            dependencies: [
                "LifelineDocs", "DeviceLogs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `make bench`: in-process diagrams against spawning dot and PlantUML; a render loop for valgrind.
        .executableTarget(
            name: "LifelineBench",
            dependencies: [
                "LifelineDocs", "LifecycleDiagrams", "LifecycleModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the tests share: golden files (a mismatch is a diff; LIFELINE_RECORD=1 records), temporary
        // folders, fixture sites, and `lifeline` run as a process, awaited off the cooperative pool.
        .target(name: "LifelineTestSupport", path: "Tests/Support", swiftSettings: testSettings),
        .testTarget(name: "LifelineTestSupportTests", dependencies: ["LifelineTestSupport"], path: "Tests/SupportTests", swiftSettings: testSettings),
        .testTarget(name: "DeviceLogsTests", dependencies: ["DeviceLogs", "LifecycleModel", "LifelineTestSupport"], swiftSettings: testSettings),
        .testTarget(name: "LifecycleModelTests", dependencies: ["LifecycleModel", "LifelineTestSupport"], swiftSettings: testSettings),
        .testTarget(name: "LifecycleEngineTests", dependencies: ["LifecycleEngine", "LifecycleModel", "LifelineTestSupport"], exclude: ["Golden"], swiftSettings: testSettings),
        .testTarget(name: "LifecycleScenariosTests", dependencies: ["LifecycleScenarios", "LifecycleEngine", "LifecycleModel", "LifelineTestSupport"], exclude: ["Golden"], swiftSettings: testSettings),
        .testTarget(name: "LifecycleDiagramsTests", dependencies: ["LifecycleDiagrams", "LifecycleModel", "LifelineTestSupport"], exclude: ["Golden"], swiftSettings: testSettings),
        .testTarget(name: "StaticSiteTests", dependencies: ["StaticSite", "LifelineTestSupport"], swiftSettings: testSettings),
        .testTarget(name: "LifelineDocsTests", dependencies: ["LifelineDocs", "LifecycleModel", "LifecycleDiagrams", "LifecycleEngine", "LifelineTestSupport"], exclude: ["Fixtures", "Golden"], swiftSettings: testSettings),
        // The `lifeline` executable run as a process, as a user runs it: exit status, stderr, files written.
        .testTarget(name: "LifelineCommandTests", dependencies: ["LifelineDocs", "LifelineTestSupport"], swiftSettings: testSettings),
    ]
)
