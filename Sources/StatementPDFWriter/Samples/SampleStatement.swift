import Foundation

/// One of the committed sample statements: the data, the style it is printed in, and
/// the file name it is saved under. The PDF and its expected parse come from the same
/// description, so they cannot disagree.
public struct SampleStatement: Sendable {
    /// File name without extension: "current-account-en".
    public let name: String
    public let style: StatementLayoutStyle
    public let statement: StatementDescription
    /// Fewer rows per page than the style's default, where a sample must span pages.
    public let linesPerPage: Int?

    public func pdf() -> Data {
        StatementLayoutRenderer.render(statement, style: style, linesPerPage: linesPerPage)
    }

    public func expectedJSON() -> String {
        ExpectedParse.json(for: statement)
    }

    public static let all: [SampleStatement] = [
        NorthwindCurrentAccountSample.sample,
        BancoEjemploSample.sample,
        ContosoCardSample.sample,
        BeispielbankSample.sample,
        FabrikamCheckingSample.sample,
    ]
}
