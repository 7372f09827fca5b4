// swift-tools-version: 6.0
// BaghchalKit: everything the iOS app does except drawing, over the Rust core.
// Generated/ is filled by ../build-host.sh (Linux, for the tests) or
// ../build-xcframework.sh (a Mac, for the app); it is never committed.
import PackageDescription

#if os(Linux)
/// The C side of the bindings: header and module map over the host's static library.
let ffiTarget: Target = .systemLibrary(name: "baghchalFFI", path: "Generated/baghchalFFI")
/// The static library sits alone in Generated/lib, so it is linked in and no rpath is needed.
let ffiLinker: [LinkerSetting] = [
    .unsafeFlags(["-L\(Context.packageDirectory)/Generated/lib"]),
    .linkedLibrary("baghchal_ffi"),
    // What a Rust static library needs from the C library on Linux.
    .linkedLibrary("m"),
    .linkedLibrary("dl"),
    .linkedLibrary("pthread"),
]
#else
/// Device and simulator static libraries with the header, built on a Mac.
let ffiTarget: Target = .binaryTarget(name: "baghchalFFI", path: "Generated/BaghchalFFI.xcframework")
let ffiLinker: [LinkerSetting] = []
#endif

let package = Package(
    name: "BaghchalKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "BaghchalKit", targets: ["BaghchalKit"]),
    ],
    targets: [
        ffiTarget,
        // The generated UniFFI Swift; it predates strict concurrency checking.
        // Not named `Baghchal`: that is the app's own module (its PRODUCT_NAME), and
        // an app importing a module of its own name through the kit cannot compile.
        // .ci/test-swift.sh checks the app's module name against these.
        .target(
            name: "BaghchalCore",
            dependencies: ["baghchalFFI"],
            path: "Generated/Swift",
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: ffiLinker
        ),
        .target(
            name: "BaghchalKit",
            dependencies: ["BaghchalCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "BaghchalBench",
            dependencies: ["BaghchalCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "BaghchalKitTests",
            dependencies: ["BaghchalKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["BaghchalKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
