import Foundation
import Testing
import TrellisTestSupport

/// `trellis frames` and `trellis devices` through the built executable.
struct FramesCLITests {
    static let goldens = "Tests/TrellisCLITests/Goldens"

    @Test(arguments: [
        ("Samples/PopupStoreMain.layout.yaml", "text"),
        ("Samples/Badges.layout.yaml", "json"),
        ("Samples/TagCloud.layout.yaml", "csv"),
        ("Tests/Fixtures/Frames/worked-examples/ex10b-fractional-item-in-estimated-group.layout.yaml", "text"),
    ])
    func outputMatchesTheReviewedGolden(_ path: String, _ format: String) throws {
        let run = try CLITests.trellis(["frames", path, "--format", format])
        #expect(run.status == 0, "\(run.standardError)")
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(
            of: ".layout", with: "")
        let mismatch = Golden.mismatch(
            run.standardOutput, goldenAt: Repository.path("\(Self.goldens)/frames.\(name).\(format).txt"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// `trellis explain`: the reviewed text of one derivation, JSON for tools, the same frame with `--exact`
    /// before the grid, and the documented exit statuses.
    @Test func explainPrintsTheDerivationAndItsExitStatuses() throws {
        let path = "Tests/Fixtures/Frames/measured/m2-tb-grid-5-columns.layout.yaml"
        let text = try CLITests.trellis(["explain", path, "section 0 item 6", "--os", "16"])
        #expect(text.status == 0, "\(text.standardError)")
        let mismatch = Golden.mismatch(
            text.standardOutput, goldenAt: Repository.path("\(Self.goldens)/explain.grid-5-columns.txt"))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let json = try CLITests.trellis(["explain", path, "section 0 item 6", "--format", "json", "--exact"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let frame = try #require(object["frame"] as? [String: Double])
        // Exact arithmetic: 0.2 × 393 = 78.6 per column and row; item 6 is row 1, column 1, inset 5.
        #expect(frame == ["x": 83.6, "y": 83.6, "width": 68.6, "height": 68.6])
        #expect((object["steps"] as? [[String: String]])?.last?["rule"] == "Docs/Semantics.md §14")
        let missing = try CLITests.trellis(["explain", path, "section 3 item 0"])
        #expect(missing.status == 2 && missing.standardOutput.isEmpty)
        #expect(missing.standardError.contains("the layout has no section 3 item 0"))
        let malformed = try CLITests.trellis(["explain", path, "item three"])
        #expect(malformed.status == 64)
        // An index past every item, up to Int.max, is an element the layout does not have (it once overflowed the
        // solver's arithmetic and crashed).
        for index in ["30", "9223372036854775807"] {
            let past = try CLITests.trellis(["explain", path, "section 0 item \(index)"])
            #expect(past.status == 2 && past.standardOutput.isEmpty, "\(past.standardError)")
            #expect(past.standardError.contains("the layout has no section 0 item \(index)"), "\(past.standardError)")
        }
    }

    @Test func jsonHasTheShapeCliMdSpecifies() throws {
        let run = try CLITests.trellis([
            "frames", "Tests/Fixtures/Frames/worked-examples/ex02-count-two-columns.layout.yaml",
        ])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(json["layout"] as? String == "Ex02CountTwoColumns")
        #expect((json["contentSize"] as? [String: Double]) == ["width": 390, "height": 352])
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        let items = try #require(section["items"] as? [[String: Any]])
        #expect(items.count == 5)
        #expect((items[1]["frame"] as? [String: Double]) == ["x": 200, "y": 16, "width": 174, "height": 100])
        #expect(section["orthogonalScrolling"] == nil)
    }

    @Test func clippedItemIsMarkedInEveryFormat() throws {
        let path = "Tests/Fixtures/Frames/worked-examples/ex10b-fractional-item-in-estimated-group.layout.yaml"
        #expect(try CLITests.trellis(["frames", path]).standardOutput.contains("\"clipped\": true"))
        #expect(try CLITests.trellis(["frames", path, "--format", "text"]).standardOutput.contains("clipped"))
    }

    @Test func optionsOverrideThePreview() throws {
        let grid = "Tests/Fixtures/Frames/worked-examples/ex01-three-column-grid.layout.yaml"
        let csv = try CLITests.trellis([
            "frames", grid, "--format", "csv", "--items", "4", "--width", "300", "--scale", "2",
        ])
        #expect(csv.status == 0, "\(csv.standardError)")
        // 300 / 3 = 100 per column; 100 - 4 = 96 wide items at 2, 102, 202.
        #expect(
            csv.standardOutput
                == "section,kind,index,x,y,width,height\n0,item,0,2,2,96,96\n0,item,1,102,2,96,96\n"
                + "0,item,2,202,2,96,96\n0,item,3,2,102,96,96\n"
        )
        let pinned = try CLITests.trellis([
            "frames", "Tests/Fixtures/Frames/worked-examples/ex11-pinned-header-at-300.layout.yaml", "--format", "csv",
            "--scroll-offset", "300",
        ])
        #expect(pinned.standardOutput.contains("0,header,0,0,300,390,44\n"))
        let device = try CLITests.trellis([
            "frames", grid, "--device", "iPad Pro 13-inch (M4) landscape", "--format", "text",
        ])
        #expect(device.standardOutput.hasPrefix("Ex01ThreeColumnGrid on iPad Pro 13-inch (M4) landscape (1376 × 1032)"))
        let estimates = try CLITests.trellis([
            "frames", "Tests/Fixtures/Frames/worked-examples/ex09-tag-cloud-measured.layout.yaml", "--format", "csv",
            "--pass", "estimates",
        ])
        #expect(estimates.standardOutput.contains("0,item,5,306,16,50,32\n"))
    }

    @Test func refusedLayoutExitsTwoWithAPositionedDiagnostic() throws {
        let run = try CLITests.trellis([
            "frames", "Tests/Fixtures/Frames/refused-layouts/group-cannot-fit-its-item.layout.yaml",
        ])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        // The lint decides it first, at the narrowest default target, on the item's width.
        #expect(
            run.standardError.contains(
                "group-cannot-fit-its-item.layout.yaml:8:14: error: on iPhone SE (3rd generation) (375 × 667): the "
                    + "group's content is 375 pt wide but its first subitem needs 500 pt [group_cannot_fit_item]"
            ))
    }

    @Test func unknownPreviewDeviceIsADiagnosticWithASuggestion() throws {
        let run = try CLITests.trellis(
            ["frames", "-"],
            input: """
                layout: Phone
                sections:
                  - name: rows
                    list: {appearance: plain}
                preview:
                  device: iPhone 166
                """)
        #expect(run.status == 2)
        #expect(
            run.standardError.contains(
                "<stdin>:6:11: error: 'iPhone 166' is not a device preset; did you mean 'iPhone 16'?"))
    }

    @Test func usageErrorsExitSixtyFour() throws {
        #expect(
            try CLITests.trellis(["frames", "Samples/TagCloud.layout.yaml", "--device", "Nokia 3310"]).status == 64)
        #expect(try CLITests.trellis(["frames", "Samples/TagCloud.layout.yaml", "--format", "xml"]).status == 64)
        #expect(try CLITests.trellis(["frames", "Samples/TagCloud.layout.yaml", "--width", "0"]).status == 64)
        #expect(try CLITests.trellis(["frames", "Samples/TagCloud.layout.yaml", "--width", "nan"]).status == 64)
        #expect(try CLITests.trellis(["frames", "Samples/TagCloud.layout.yaml", "--items", "-1"]).status == 64)
        #expect(try CLITests.trellis(["frames", "Samples/does-not-exist.layout.yaml"]).status == 1)
    }

    /// Bad input never crashes `frames` either: status 2, and nothing on standard output unless lowering recovered
    /// from every error, when the frames are printed and each error says in a note that they stand in for it.
    @Test(arguments: Repository.files(in: "Tests/TrellisPipelineTests/BadInputs", suffix: ".layout.yaml"))
    func badInputIsRefused(_ path: String) throws {
        let run = try CLITests.trellis(["frames", path])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(" [") && run.standardError.contains(": error: "))
        let standIn = "note: the frames stand in for what this says: they are laid out as if it were not written"
        #expect(run.standardOutput.isEmpty || run.standardError.contains(standIn), "\(run.standardError)")
    }

    @Test func devicesListsTheRequiredPresets() throws {
        let run = try CLITests.trellis(["devices"])
        #expect(run.status == 0)
        for name in [
            "iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad (10th generation)",
            "iPad Pro 13-inch (M4)",
        ] {
            #expect(run.standardOutput.contains("\n\(name) "), "\(name)")
            #expect(run.standardOutput.contains("\n\(name) landscape "), "\(name) landscape")
        }
        let json = try CLITests.trellis(["devices", "--format", "json"])
        let presets = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let phone = try #require(presets.first { $0["name"] as? String == "iPhone 16" })
        #expect(phone["width"] as? Double == 393 && phone["height"] as? Double == 852 && phone["scale"] as? Double == 3)
        #expect((phone["safeArea"] as? [String: Double])?["top"] == 59)
        // The 2025 models, each with its published size and scale (Docs/Fidelity.md, "Device presets").
        let current: [(name: String, width: Double, height: Double, scale: Double, top: Double)] = [
            ("iPhone 16e", 390, 844, 3, 47), ("iPhone 17", 402, 874, 3, 62), ("iPhone 17 Pro", 402, 874, 3, 62),
            ("iPhone Air", 420, 912, 3, 68), ("iPhone 17 Pro Max", 440, 956, 3, 62), ("iPad (A16)", 820, 1180, 2, 24),
            ("iPad Air 11-inch (M3)", 820, 1180, 2, 24), ("iPad Air 13-inch (M3)", 1024, 1366, 2, 24),
            ("iPad Pro 11-inch (M5)", 834, 1210, 2, 24), ("iPad Pro 13-inch (M5)", 1032, 1376, 2, 24),
        ]
        for model in current {
            let preset = try #require(presets.first { $0["name"] as? String == model.name }, "\(model.name)")
            #expect(preset["width"] as? Double == model.width && preset["height"] as? Double == model.height)
            #expect(preset["scale"] as? Double == model.scale, "\(model.name)")
            #expect((preset["safeArea"] as? [String: Double])?["top"] == model.top, "\(model.name)")
        }
        // iPhone 17 is a preset, not "did you mean 'iPhone 11'?".
        let seventeen = try CLITests.trellis([
            "frames", Repository.path("Samples/InsetGrid.layout.yaml"), "--device",
            "iPhone 17", "--format", "csv",
        ])
        #expect(seventeen.status == 0, "\(seventeen.standardError)")
    }
}
