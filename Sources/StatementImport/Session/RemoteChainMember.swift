import Categorisation
import RemoteCategoriser
import StatementCore
import Toolbox

/// The remote model as a member of the chain (`OpenRowsCategoriser`): after rules, learned
/// memory and the token model, asked once per flush (a run of `import`, a file of `batch`) about
/// the rows they left open in every statement waiting, so its requests fill up. Its answers pass
/// the chain's threshold like any other; an untrusted model only suggests; a failing service
/// leaves rows for review and never fails the run.
public struct RemoteChainMember: OpenRowsCategoriser {
    public let categoriser: RemoteCategoriser
    /// What people taught: the rows of a merchant they corrected are never asked (their
    /// correction wins, even when it gives memory less than the threshold).
    var memory: MerchantMemory

    public init(categoriser: RemoteCategoriser, memory: MerchantMemory = MerchantMemory()) {
        self.categoriser = categoriser
        self.memory = memory
    }

    public var name: String { categoriser.name }

    /// nil when remote is off. A bad configuration or key file is an error here, before anything
    /// runs (78; 64 for contradictory key settings); the service itself is not contacted.
    /// `agreementMemory`: where the agreement earned is read before asking and kept after.
    public static func make(
        _ choice: RemoteChoice, environment: [String: String], settings: SettingsFile? = nil, categories: [Category],
        agreementMemory: (any RemoteAgreementMemory)? = nil
    ) throws(AppError) -> RemoteChainMember? {
        do {
            return try RemoteSetup.categoriser(
                environment: environment, keyFileOption: choice.keyFile,
                remoteFlag: choice.enabled, categories: categories, settings: settings,
                agreementMemory: agreementMemory
            )
            .map { RemoteChainMember(categoriser: $0) }
        } catch {
            throw AppError(error)
        }
    }

    /// The row as the service may see it, with the holder's name and address its statement prints
    /// (masked before it leaves; rows read back from the ledger have none, only `mask_words`).
    public static func row(_ transaction: Transaction, of statement: Statement) -> RemoteRow {
        RemoteRow(
            description: transaction.description, amount: transaction.amount, date: transaction.date,
            holder: statement.holderBlock)
    }

    /// Every row of the statement as the chain's open-rows members see it.
    static func inputs(of statement: Statement) -> [CategorisationInput] {
        statement.transactions.map { row in
            CategorisationInput(description: row.description, amount: row.amount, date: row.date, holder: statement.holderBlock)
        }
    }

    static func row(_ input: CategorisationInput) -> RemoteRow {
        RemoteRow(description: input.description, amount: input.amount, date: input.date, holder: input.holder)
    }

    /// Asks about every open row in one go, beside a few settled rows to measure its agreement;
    /// rows of a merchant people taught are left alone.
    public func suggest(open: [CategorisationInput], settled: [(input: CategorisationInput, row: CategorisedRow)]) -> OpenRowsAnswer {
        var asked: [RemoteRow] = []
        var places: [Int] = []
        for (index, input) in open.enumerated() where !RemoteChainMember.isTaught(input, by: memory) {
            asked.append(RemoteChainMember.row(input))
            places.append(index)
        }
        var suggestions = [Suggestion](repeating: .none, count: open.count)
        guard !asked.isEmpty else { return OpenRowsAnswer(suggestions: suggestions) }
        var known: [SettledRow] = []
        for (input, row) in settled where RemoteChainMember.isSettled(row) {
            if let category = row.suggestion.categoryID { known.append(SettledRow(row: RemoteChainMember.row(input), categoryID: category)) }
        }
        let outcome = categoriser.categorise(asked, settled: RemoteChainMember.spread(known))
        for (position, place) in places.enumerated() { suggestions[place] = outcome.suggestions[position] ?? Suggestion.none }
        return OpenRowsAnswer(suggestions: suggestions, maySettle: outcome.trusted)
    }

    /// True when people corrected or confirmed this row's merchant before.
    static func isTaught(_ input: CategorisationInput, by memory: MerchantMemory) -> Bool {
        memory.suggest([CategorisationInput(description: input.description, amount: input.amount, date: input.date)])
            .first?.categoryID != nil
    }

    /// What the ledger already knows for sure: a person's choice, a learned merchant, or a rule at
    /// high confidence; the remote's agreement is measured on these.
    static func isSettled(_ row: CategorisedRow) -> Bool {
        guard !row.needsReview, row.suggestion.categoryID != nil else { return false }
        switch row.suggestion.source {
        case .user, .learned: return true
        case .rule: return row.suggestion.confidence >= 0.9
        case .remote, .none: return false
        }
    }

    /// At most `limit` of them, taken evenly through the run rather than the first statement's.
    static func spread(_ settled: [SettledRow], limit: Int = 40) -> [SettledRow] {
        guard settled.count > limit else { return settled }
        return (0..<limit).map { settled[$0 * settled.count / limit] }
    }

    /// "remote: N asked, N from cache, N failed (N requests)" for the whole run.
    public var summaryLine: String { categoriser.summary.line }

    /// Every warning of the run, one line each.
    public var warnings: [String] { categoriser.warnings }
}
