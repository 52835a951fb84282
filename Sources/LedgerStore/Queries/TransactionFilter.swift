import StatementCore

/// Which stored transactions to list; nil fields do not filter.
public struct TransactionFilter: Sendable, Equatable {
    public var since: LocalDate?
    public var until: LocalDate?
    public var accountID: Int64?
    /// Only rows of these categories (a category and those below it: the caller works them out).
    public var categoryIDs: [String]?
    /// true: only rows needing review; false: only rows that do not; nil: both.
    public var needsReview: Bool?
    public var limit: Int?
    /// Rows marked duplicate: left out (the default), the only ones, or listed with the rest.
    public var duplicates: Duplicates

    public enum Duplicates: Sendable, Equatable {
        case excluded, only, included
    }

    /// true: only rows a person settled (what the learned model trains on); false: only the others.
    public var locked: Bool?
    /// Only the rows of this stored statement.
    public var statementID: Int64?

    public init(
        since: LocalDate? = nil, until: LocalDate? = nil, accountID: Int64? = nil, categoryIDs: [String]? = nil,
        needsReview: Bool? = nil, limit: Int? = nil, locked: Bool? = nil, duplicates: Duplicates = .excluded,
        statementID: Int64? = nil
    ) {
        self.statementID = statementID
        self.locked = locked
        self.duplicates = duplicates
        self.since = since
        self.until = until
        self.accountID = accountID
        self.categoryIDs = categoryIDs
        self.needsReview = needsReview
        self.limit = limit
    }

    /// The WHERE clause and its parameters; only fixed text goes into the SQL.
    var whereClause: (sql: String, values: [SQLiteValue]) {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        if let since { conditions.append("date >= ?"); values.append(.text(since.iso)) }
        if let until { conditions.append("date <= ?"); values.append(.text(until.iso)) }
        if let accountID { conditions.append("account_id = ?"); values.append(.integer(accountID)) }
        if let statementID { conditions.append("statement_id = ?"); values.append(.integer(statementID)) }
        if let categoryIDs {
            let ids = Set(categoryIDs).sorted()
            // No category at all matches no row (an empty IN list is not valid SQL everywhere).
            conditions.append(ids.isEmpty ? "1 = 0" : "category_id IN (" + ids.map { _ in "?" }.joined(separator: ", ") + ")")
            values += ids.map { .text($0) }
        }
        if let needsReview {
            conditions.append(needsReview ? "review_status = ?" : "review_status <> ?")
            values.append(.text(ReviewStatus.needsReview.rawValue))
        }
        switch duplicates {
        case .excluded: conditions.append("duplicate = 0")
        case .only: conditions.append("duplicate = 1")
        case .included: break
        }
        if let locked { conditions.append("locked = ?"); values.append(.bool(locked)) }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), values)
    }
}
