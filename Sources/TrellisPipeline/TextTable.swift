/// Aligns rows of cells into columns two spaces apart, for the tables people read
/// (`frames --format text`, `devices`).
enum TextTable {
    /// One line per row, without trailing spaces. Columns listed in `rightAligned` are padded on
    /// the left, the others on the right.
    static func lines(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { line($0, widths: widths, rightAligned: rightAligned) }
    }

    /// One row padded to known column widths, without trailing spaces: for tables written a row at a time.
    static func line(_ row: [String], widths: [Int], rightAligned: Set<Int> = []) -> String {
        var line = row.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
            return rightAligned.contains(column) ? padding + cell : cell + padding
        }.joined(separator: "  ")
        while line.last == " " { line.removeLast() }
        return line
    }
}
