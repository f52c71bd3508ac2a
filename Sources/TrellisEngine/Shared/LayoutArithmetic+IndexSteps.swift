// Compiled into TrellisEngine and embedded verbatim in generated code whose `indexes` step
// (`{every: 2, from: 1}`, language version 2): the engine and the app choose section layouts alike.
// Standard library only, as LayoutArithmetic.swift.

extension LayoutArithmetic {
    /// Indexes `range.lowerBound`, `+ step`, `+ 2 * step`, ... below `range.upperBound`.
    struct IndexSteps: Equatable {
        var range: Range<Int>
        var step: Int

        func contains(_ index: Int) -> Bool {
            range.contains(index) && (index - range.lowerBound) % step == 0
        }
    }

    /// The position of the section layout serving section `index`: the first whose index steps
    /// contain it, else the first that states no indexes (nil), else none.
    static func sectionLayoutPosition(forIndex index: Int, steps: [[IndexSteps]?]) -> Int? {
        steps.firstIndex { $0?.contains { $0.contains(index) } ?? false } ?? steps.firstIndex { $0 == nil }
    }
}
