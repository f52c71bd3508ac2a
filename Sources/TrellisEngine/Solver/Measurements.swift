import TrellisModel

/// The measured content sizes one section's elements report, or none in the estimates pass.
struct Measurements {
    let pass: SizingPass
    let measured: [String: MeasuredSizes]
    let itemCount: Int

    /// The measured width and height of item `index`; nil where nothing was measured, in the
    /// estimates pass and past the last item.
    func item(_ index: Int) -> (width: Double?, height: Double?) {
        element("item", index)
    }

    func element(_ kind: String, _ index: Int) -> (width: Double?, height: Double?) {
        guard pass == .measured, index < itemCount, let sizes = measured[kind] else { return (nil, nil) }
        return (sizes.width(at: index), sizes.height(at: index))
    }

    /// Whether content measured at `measured` is clipped by a frame of `size`, on the axes
    /// where `clips` says the frame is final.
    static func clips(
        _ measured: (width: Double?, height: Double?), _ size: Size, width: Bool = true, height: Bool = true
    ) -> Bool {
        (width && (measured.width.map { Tolerance.exceeds($0, size.width) } ?? false))
            || (height && (measured.height.map { Tolerance.exceeds($0, size.height) } ?? false))
    }
}
