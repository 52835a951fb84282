import Categorisation
import LedgerStore

/// The review conversation as a pure state machine: no terminal, no ledger. It only ever moves
/// on when an answer for the row it asked about has been applied (`commit`), so `?`, a typo, an
/// empty answer with nothing to accept or a failed write ask the same row again, and no answer
/// can land on another row.
public struct ReviewSession: Sendable {
    public private(set) var rows: [ReviewRow]
    public private(set) var position = 0
    public private(set) var history: [ReviewAnswer] = []
    /// The categories a row may take, in the order `?` numbers them.
    public let choices: [CategoryListing]
    private let matcher: CategoryMatcher
    /// The rows a settled row's category was carried to, as they were before, by that row's id:
    /// an undo puts them back.
    private var carriedFrom: [String: [Int: ReviewRow]] = [:]

    public init(rows: [ReviewRow], categories: [CategoryListing]) {
        self.rows = rows
        choices = categories.filter { !$0.retired }
        matcher = CategoryMatcher(listing: categories)
    }

    /// The row being asked about; nil when every row has had an answer.
    public var current: ReviewRow? { rows.indices.contains(position) ? rows[position] : nil }

    /// Answers that changed the ledger and are still standing (skips and undone answers left out).
    public var settled: [ReviewAnswer] {
        history.filter { if case .skip = $0.decision { false } else { true } }
    }

    /// What one answer means for the current row: Enter accepts the suggestion, a number or a
    /// category (id, name, alias, or a prefix naming one) sets it, `s` skips, `d` marks a
    /// duplicate, `u` undoes the last answer, `r [CATEGORY]` proposes a rule, `q` quits, `?` lists.
    public func interpret(_ answer: String) -> ReviewStep {
        guard let row = current else { return .quit }
        let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        switch text.lowercased() {
        case "":
            guard let suggestion = row.transaction.categoryID else {
                return .askAgain("this row has no suggestion to accept: type a category (? lists them), or s to skip")
            }
            return settle(row, suggestion)
        case "?", "h", "help": return .askAgain(categoryList)
        case "s": return .decide(.skip(rowID: row.id))
        case "d": return .decide(.duplicate(rowID: row.id))
        case "q": return .quit
        case "u":
            guard let last = history.last else { return .askAgain("nothing to undo yet") }
            return .decide(.undo(last))
        default: break
        }
        if text.lowercased() == "r" || text.lowercased().hasPrefix("r ") {
            let named = text.dropFirst().trimmingCharacters(in: .whitespaces)
            guard let category = named.isEmpty ? row.transaction.categoryID : resolved(named) else {
                return .askAgain(named.isEmpty ? "say which category the rule gives: r CATEGORY" : problem(named))
            }
            return .proposeRule(RuleDraft(rowID: row.id, merchant: ReviewSession.merchant(of: row), category: category))
        }
        if let number = Int(text) {
            guard choices.indices.contains(number - 1) else {
                return .askAgain("no category number \(number): ? lists 1 to \(choices.count)")
            }
            return settle(row, choices[number - 1].category.id)
        }
        guard let category = resolved(text) else { return .askAgain(problem(text)) }
        return settle(row, category)
    }

    /// The decision applied to the ledger: the session moves on (or, for an undo, back to the
    /// row whose answer was taken back). `snapshot` is the row as it was before.
    public mutating func commit(_ decision: ReviewDecision, snapshot: ReviewSnapshot?) {
        if case .undo(let answer) = decision {
            guard history.last == answer else { return }
            history.removeLast()
            if case .settle(let rowID, _) = answer.decision, let originals = carriedFrom.removeValue(forKey: rowID) {
                for (index, row) in originals where rows.indices.contains(index) { rows[index] = row }
            }
            position = answer.position
            return
        }
        history.append(ReviewAnswer(position: position, decision: decision, snapshot: snapshot))
        position += 1
    }

    /// A category a person just gave a row becomes the suggestion of the session's later rows of
    /// the same merchant, so the next one is not asked from scratch; Enter accepts it. Returns how
    /// many rows it reached.
    @discardableResult
    public mutating func carry(_ category: String, from rowID: String) -> Int {
        guard let source = rows.first(where: { $0.id == rowID }) else { return 0 }
        let merchant = MerchantNormaliser.key(for: source.transaction.description)
        guard !merchant.isEmpty else { return 0 }
        var reached = 0
        for index in rows.indices
        where index >= position && rows[index].id != rowID
            && MerchantNormaliser.key(for: rows[index].transaction.description) == merchant
        {
            if carriedFrom[rowID]?[index] == nil { carriedFrom[rowID, default: [:]][index] = rows[index] }
            rows[index].transaction.categoryID = category
            rows[index].transaction.categorySource = .learned
            rows[index].transaction.confidence = max(rows[index].transaction.confidence, 0.9)
            rows[index].transaction.categoryReason = "you filed \(merchant) as \(category) in this session"
            reached += 1
        }
        return reached
    }

    /// Typing completed: the one category id starting with `prefix`, or their longest common start.
    public func complete(_ prefix: String) -> String {
        let folded = CategoryMatcher.fold(prefix)
        let ids = choices.map(\.category.id).filter { $0.hasPrefix(folded) }
        guard var common = ids.first else { return prefix }
        for id in ids.dropFirst() { while !id.hasPrefix(common) { common.removeLast() } }
        return common.count >= prefix.count ? common : prefix
    }

    /// What `?` shows, entry by entry: "12 food (Food and drink)".
    public var categoryEntries: [String] {
        choices.enumerated().map { index, entry in
            "\(index + 1) \(entry.category.id) (\(entry.category.name()))"
        }
    }

    public var categoryList: String { categoryEntries.joined(separator: "  ") }

    private func settle(_ row: ReviewRow, _ category: String) -> ReviewStep {
        .decide(.settle(rowID: row.id, category: category))
    }

    private func resolved(_ text: String) -> String? {
        try? matcher.resolve(text)
    }

    private func problem(_ text: String) -> String {
        do {
            _ = try matcher.resolve(text)
            return "'\(text)' is not a category"
        } catch {
            return error.description
        }
    }

    /// The merchant a rule matches on: the payee when known, else the description's merchant key.
    static func merchant(of row: ReviewRow) -> String {
        row.transaction.payee ?? MerchantKey.of(row.transaction.description)
    }
}
