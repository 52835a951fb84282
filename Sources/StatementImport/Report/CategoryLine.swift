import StatementCore

/// One category's row of the report: its figures month by month and over the whole period.
public struct CategoryLine: Sendable, Hashable {
    /// nil for the rows waiting for review: no category yet, or a guess below the threshold.
    public var categoryID: String?
    public var name: String
    public var kind: ReportCategoryKind
    /// One per month of the report, in order.
    public var months: [MoneyFigures]
    public var total: MoneyFigures

    /// "food", or "needs review".
    public var label: String { categoryID ?? "needs review" }

    static let needsReviewName = "Needs review"
}
