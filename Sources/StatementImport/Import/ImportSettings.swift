import StatementCore
import Toolbox

/// The `[import]` section of the configuration file: `currency = USD` says once which currency a
/// shared sign ("$", "kr") means for a person who lives with one, when a statement's own cues do
/// not contradict it. `--currency` overrides it; the ledger's knowledge of the account comes first.
public struct ImportSettings: Sendable, Equatable {
    public static let section = "import"
    public static let keys = ["currency"]

    public var currency: Currency?

    public init(currency: Currency? = nil) {
        self.currency = currency
    }

    /// From the command's configuration file, read once for every section.
    public static func load(_ settings: SettingsFile) throws(ConfigurationFileError) -> ImportSettings {
        guard let file = try settings.file() else { return ImportSettings() }
        var settings = ImportSettings()
        for entry in file.entries(in: section) {
            switch entry.key {
            case "currency":
                let code = entry.value.uppercased()
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw file.error(at: entry, "`currency = \(entry.value)`: write an ISO 4217 code of three letters, like USD")
                }
                settings.currency = Currency(code: code)
            default:
                throw file.error(at: entry, "`\(entry.key)` is not an [import] setting: use one of " + keys.joined(separator: ", "))
            }
        }
        return settings
    }
}
