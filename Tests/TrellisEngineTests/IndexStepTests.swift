import Testing
import TrellisModel

/// `IndexStep.intersects` decides in a few divisions what listing the indexes decides: the two agree on every pair of
/// progressions with starts below 40, steps up to 12 and ends up to 80 or unbounded (the listing is the reference).
struct IndexStepTests {
    static let ends = [1, 7, 20, 41, 80, Int.max]

    @Test(arguments: 1...12)
    func intersectsAgreesWithListingTheIndexes(_ step: Int) {
        var compared = 0
        let others = (1...12).flatMap { otherStep in
            stride(from: 0, to: 40, by: 3).flatMap { otherStart in
                Self.ends.filter { $0 > otherStart }.map { IndexStep(range: otherStart..<$0, step: otherStep) }
            }
        }
        let otherMembers = others.map(Self.members)
        for start in 0..<40 {
            for end in Self.ends where end > start {
                let one = IndexStep(range: start..<end, step: step)
                let members = Self.members(one)
                for (other, theirs) in zip(others, otherMembers) {
                    // Every shared index lies below the largest start plus the steps' product, or not at all.
                    let listed = zip(members, theirs).contains { $0 & $1 != 0 }
                    #expect(one.intersects(other) == listed, "\(one) and \(other)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }

    /// The progression's indexes below 256, as bits.
    static func members(_ step: IndexStep) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: 4)
        for index in 0..<256 where step.contains(index) { words[index / 64] |= 1 << UInt64(index % 64) }
        return words
    }

    /// Worked by hand: the even indexes and `3, 7, 11, ...` share none; `{every: 4, from: 2}` and `{every: 6}` share
    /// 6, 18, ...; `{every: 1000, from: 1}` and `{every: 999}` first share 999 · 999 = 998,001 (999k ≡ -k ≡ 1 modulo
    /// 1000 gives k = 999).
    @Test func largeStepsAreDecidedWithoutListing() {
        #expect(!IndexStep(range: 0..<Int.max, step: 2).intersects(IndexStep(range: 3..<Int.max, step: 4)))
        #expect(IndexStep(range: 2..<Int.max, step: 4).intersects(IndexStep(range: 0..<Int.max, step: 6)))
        #expect(!IndexStep(range: 2..<6, step: 4).intersects(IndexStep(range: 0..<Int.max, step: 6)))
        let late = IndexStep(range: 1..<Int.max, step: 1000)
        #expect(late.intersects(IndexStep(range: 0..<Int.max, step: 999)))
        #expect(!late.intersects(IndexStep(range: 0..<998_001, step: 999)))
        #expect(late.intersects(IndexStep(range: 0..<998_002, step: 999)))
    }
}
