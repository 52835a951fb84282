import Categorisation

/// What a report row counts as: a category's kind, or a row no category was given yet.
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
