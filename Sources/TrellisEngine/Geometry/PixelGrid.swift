import TrellisModel

/// Where UIKit puts lengths and frames on the screen's pixel grid, which depends on the iOS version and the display
/// scale (Docs/Semantics.md §14). One rule, used by the solvers while laying out and by every frame and length the
/// engine reports, the content size included; `trellis frames`, the stand-in and the tests all read frames through it.
///
/// | iOS | scale | fractional lengths | `count` slots | frames |
/// |---|---|---|---|---|
/// | 15 and earlier | any | exact | exact | origin and size rounded to the nearest pixel, ties down |
/// | 16 | 1, 2 | exact | exact | rounded |
/// | 16 | 3 | floored to the grid at every level | floored | rounded (already on the grid) |
/// | 17 and later | 1, 2 | exact | floored | rounded |
/// | 17 and later | 3 | floored at every level | floored | rounded |
package struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; nil for exact arithmetic (`--exact`).
    package let scale: Double?
    /// Points per pixel, 0 for exact arithmetic: how far rounding can move an edge, at most. A multiplication costs
    /// less than a division, and every reported frame is rounded.
    package let pixel: Double
    /// Every resolved fractional dimension is floored to the grid, against the parent's floored length (measured:
    /// M2-nested, M2-grid, M2-badges at @3x on iOS 16; not at @2x on iOS 14.5 (M2-mu-standard) or 16.0).
    package let floorsFractionalLengths: Bool
    /// A `count` group's slot length snaps to the grid while laying out (measured: S1e, iOS 17 @3x); floored, as
    /// fractions are, rather than rounded to the nearest pixel (S1e cannot tell the two apart).
    package let floorsCountSlots: Bool

    /// Unsnapped arithmetic: nothing is floored or rounded.
    package static let exact = PixelGrid(scale: nil, floorsFractionalLengths: false, floorsCountSlots: false)

    private init(scale: Double?, floorsFractionalLengths: Bool, floorsCountSlots: Bool) {
        self.scale = scale
        self.pixel = scale.map { 1 / $0 } ?? 0
        self.floorsFractionalLengths = floorsFractionalLengths
        self.floorsCountSlots = floorsCountSlots
    }

    /// UIKit's grid on `iOSVersion` at display `scale` (pixels per point, at least 1).
    package init(iOSVersion: Int, scale: Double) {
        let floors = iOSVersion >= 16 && scale >= 3
        self.init(scale: scale, floorsFractionalLengths: floors, floorsCountSlots: floors || iOSVersion >= 17)
    }

    /// A fractional dimension's resolved length, floored when this grid floors them.
    package func fractionalLength(_ length: Double) -> Double {
        floorsFractionalLengths ? floored(length) : length
    }

    /// A `count` group's slot length, floored when this grid floors slots.
    package func countSlot(_ length: Double) -> Double { floorsCountSlots ? floored(length) : length }

    /// A reported frame: origin and size each rounded to the nearest pixel on their own, a half pixel down
    /// (measured: S1e on iOS 14, M2-mu-standard on iOS 14.5; an iOS 16.0 @2x screenshot rounds 81.333 to 81.5).
    @inline(__always)
    package func frame(_ rect: Rect) -> Rect {
        Rect(x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// A reported supplementary: its frame, and where a pinned one rests and may travel, on the grid.
    func supplementary(_ supplementary: SupplementaryFrame) -> SupplementaryFrame {
        var reported = supplementary
        reported.frame = frame(supplementary.frame)
        if var pinning = supplementary.pinning {
            pinning.natural = rounded(pinning.natural)
            pinning.range = rounded(pinning.range.lowerBound)...rounded(pinning.range.upperBound)
            reported.pinning = pinning
        }
        return reported
    }

    /// One coordinate or length rounded to the nearest pixel, a half pixel down.
    @inline(__always)
    package func rounded(_ value: Double) -> Double {
        guard let scale else { return value }
        // ceil(v − ½) is the nearest integer with ties down; the small slack keeps arithmetic noise on a tie a tie.
        return Self.ceiling(value * scale - 0.5 - 1e-7) * pixel
    }

    /// `value.rounded(.up)` without a call into the C library's `ceil`, which the baseline x86-64 target (it has no
    /// rounding instruction) makes for each number; every reported frame comes through here.
    @inline(__always)
    private static func ceiling(_ value: Double) -> Double {
        guard abs(value) < 4.5e15 else { return value.rounded(.up) }
        let truncated = Double(Int64(value))
        return truncated < value ? truncated + 1 : truncated
    }

    /// `length` floored to the grid; a length already on it (up to arithmetic noise) stays where it is.
    private func floored(_ length: Double) -> Double {
        guard let scale, length.isFinite else { return length }
        return (length * scale + 1e-7).rounded(.down) / scale
    }
}
