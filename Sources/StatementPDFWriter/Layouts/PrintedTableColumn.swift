/// A column of a transaction table. `x` is the left edge for left-aligned columns and
/// the right edge for right-aligned ones, so amounts line up on their last digit.
struct PrintedTableColumn {
    var title: String
    var x: Double
    var align: PDFTextAlignment = .left
}
