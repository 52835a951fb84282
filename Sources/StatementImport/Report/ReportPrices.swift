import Foundation
import StatementCore
import Toolbox

/// The rates a report or an export may use: the prices file a person keeps, read once. No rate
/// ever comes from the network. A line that cannot be read is named and passed over; a file that
/// cannot be read at all stops the command with what to do.
public struct ReportPrices: Sendable, Equatable {
    /// The currency every amount is converted into; nil reports each currency on its own.
    public var target: Currency?
    public var rates: [ExchangeRate]
    /// "prices.journal line 7: …", one per line passed over.
    public var problems: [String]

    public init(target: Currency? = nil, rates: [ExchangeRate] = [], problems: [String] = []) {
        self.target = target
        self.rates = rates
        self.problems = problems
    }

    /// `explicitTarget` (`--in`) before `[report] currency`.
    public static func load(_ settings: ReportSettings, explicitTarget: Currency?) throws(AppError) -> ReportPrices {
        let target = explicitTarget ?? settings.currency
        guard let path = settings.prices else { return ReportPrices(target: target) }
        let name = DisplayName.of(path)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw AppError(
                .configuration,
                "\(name): cannot read the prices file named by [report] prices \(FileProblem(error).explained(otherwise: "check the path"))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppError(.configuration, "\(name): the prices file is not UTF-8 text: save it as UTF-8")
        }
        // A rate's source names the file alone: an export carries it and needs no one's folders.
        let file = PriceFileReader.read(text, name: URL(fileURLWithPath: path).lastPathComponent, csvTarget: target)
        return ReportPrices(target: target, rates: file.rates, problems: file.problems.map { "\(name) \($0)" })
    }
}
