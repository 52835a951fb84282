import Categorisation

/// What a report row counts as: a category's kind, or `uncategorised` for the rows whose category
/// is not settled (none yet, or a guess waiting for review).
public enum ReportCategoryKind: String, Sendable, Hashable {
    case expense, income, transfer, uncategorised

    init(_ kind: Category.Kind?) {
        switch kind {
        case .expense: self = .expense
        case .income: self = .income
        case .transfer: self = .transfer
        case nil: self = .uncategorised
        }
    }
}
