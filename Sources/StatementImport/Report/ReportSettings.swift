import StatementCore
import Toolbox

/// The `[report]` section of the configuration file: `currency = GBP` converts every report into
/// pounds (as `report --in GBP` does), and `prices = FILE` names the prices file the rates come
/// from (hledger `P` lines, beancount `price` entries or a `date,currency,rate` CSV). `~/` is the
/// home folder; a relative path is relative to the configuration file.
public struct ReportSettings: Sendable, Equatable {
    public static let section = "report"
    public static let keys = ["currency", "prices"]

    public var currency: Currency?
    public var prices: String?

    public init(currency: Currency? = nil, prices: String? = nil) {
        self.currency = currency
        self.prices = prices
    }

    /// From the command's configuration file, read once for every section.
    public static func load(_ settings: SettingsFile, home: String) throws(ConfigurationFileError) -> ReportSettings {
        guard let file = try settings.file() else { return ReportSettings() }
        var settings = ReportSettings()
        for entry in file.entries(in: section) {
            switch entry.key {
            case "currency":
                guard let code = Self.code(entry.value) else {
                    throw file.error(at: entry, "`currency = \(entry.value)`: write an ISO 4217 code of three letters, like GBP")
                }
                settings.currency = code
            case "prices":
                let value = entry.value
                guard !value.isEmpty else { throw file.error(at: entry, "`prices` needs a file, or remove the line") }
                if value.hasPrefix("~/") {
                    settings.prices = home + value.dropFirst()
                } else if value.hasPrefix("~") {
                    throw file.error(at: entry, "`prices = \(value)`: write `~/` and the file, or the file's full path")
                } else {
                    settings.prices = value.hasPrefix("/") ? value : ParentFolder.of(file.path) + "/" + value
                }
            default:
                throw file.error(at: entry, "`\(entry.key)` is not a [report] setting: use one of " + keys.joined(separator: ", "))
            }
        }
        return settings
    }

    /// "gbp" → GBP; nil for anything but three ASCII letters.
    public static func code(_ text: String) -> Currency? {
        let code = text.uppercased()
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return Currency(code: code)
    }
}
