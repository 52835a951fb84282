import Foundation

/// One of the committed sample statements: the data, the style it is printed in, and
/// the file name it is saved under. The PDF and its expected parse come from the same
/// description, so they cannot disagree.
public struct SampleStatement: Sendable {
    /// File name without extension: "current-account-en".
    public let name: String
    public let style: StatementLayoutStyle
    /// The account's statement; a combined statement prints several, one after another.
    public let accounts: [StatementDescription]
    /// Fewer rows per page than the style's default, where a sample must span pages.
    public let linesPerPage: Int?

    public init(name: String, style: StatementLayoutStyle, statement: StatementDescription, linesPerPage: Int? = nil) {
        self.name = name
        self.style = style
        self.accounts = [statement]
        self.linesPerPage = linesPerPage
    }

    /// A combined statement: the accounts in their own sections, in the UK current account's columns.
    public init(name: String, combining accounts: [StatementDescription]) {
        precondition(accounts.count >= 2, "a combined statement prints several accounts")
        self.name = name
        self.style = .ukCurrentAccount
        self.accounts = accounts
        self.linesPerPage = nil
    }

    public func pdf() -> Data {
        guard accounts.count == 1 else { return CombinedAccountsLayout(accounts: accounts).pdf() }
        return StatementLayoutRenderer.render(accounts[0], style: style, linesPerPage: linesPerPage)
    }

    public func expectedJSON() -> String {
        accounts.count == 1 ? ExpectedParse.json(for: accounts[0]) : ExpectedParse.json(forAccounts: accounts)
    }

    public static let all: [SampleStatement] = [
        NorthwindCurrentAccountSample.sample,
        BancoEjemploSample.sample,
        ContosoCardSample.sample,
        BeispielbankSample.sample,
        FabrikamCheckingSample.sample,
        WoodgroveCombinedSample.sample,
    ]
}
