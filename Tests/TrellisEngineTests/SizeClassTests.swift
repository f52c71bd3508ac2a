import Testing
import TrellisModel

/// Size classes by device and orientation, as Apple's Human Interface Guidelines ("Layout") list them, and those a
/// container given by size alone takes (Docs/Fidelity.md, "Size classes").
struct SizeClassTests {
    @Test func everyPresetHasItsDevicesSizeClasses() throws {
        let regularInLandscape: Set<String> = [
            "iPhone 11", "iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone Air", "iPhone 17 Pro Max",
        ]
        for preset in DevicePresets.all {
            let landscape = preset.name.hasSuffix(" landscape")
            let model = landscape ? String(preset.name.dropLast(" landscape".count)) : preset.name
            let isPad = model.hasPrefix("iPad")
            let horizontal: SizeClass = isPad || (landscape && regularInLandscape.contains(model)) ? .regular : .compact
            let vertical: SizeClass = isPad || !landscape ? .regular : .compact
            #expect(preset.environment.horizontalSizeClass == horizontal, "\(preset.name)")
            #expect(preset.environment.verticalSizeClass == vertical, "\(preset.name)")
        }
    }

    @Test(arguments: [
        // A 6.1-inch iPhone in landscape is compact wide (the stand-in once made it regular).
        (844.0, 390.0, SizeClass.compact, SizeClass.compact),
        (390, 844, .compact, .regular),
        // The narrowest Plus or Max iPhone in landscape.
        (896, 414, .regular, .compact),
        (874, 402, .compact, .compact),
        // An iPad slide-over and split views.
        (320, 1024, .compact, .regular),
        (678, 1024, .regular, .regular),
        (1024, 768, .regular, .regular),
    ])
    func aContainerBySizeTakesTheClassItsShapeImplies(
        width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass
    ) {
        let environment = LayoutEnvironment(container: Size(width: width, height: height))
        #expect(environment.horizontalSizeClass == horizontal)
        #expect(environment.verticalSizeClass == vertical)
    }
}
