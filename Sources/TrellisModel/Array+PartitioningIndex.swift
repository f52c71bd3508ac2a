extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, by binary search; the
    /// array must hold every element that does not before every element that does. The engine, lowering and the
    /// index checks search with it.
    package func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
