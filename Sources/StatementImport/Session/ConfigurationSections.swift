import LedgerStore
import RemoteCategoriser
import Toolbox

/// The configuration file as a whole. Each section's owner reads and checks its own keys
/// (`BatchSettings.load`, `ImportSettings.load`…); what no owner sees is checked here: a heading
/// nobody reads, whose settings would all be ignored without a word, and a misspelt `[ledger]` key,
/// read only where the ledger is looked for, which takes no error.
public enum ConfigurationSections {
    public static let known = [
        BatchSettings.section, ImportSettings.section, LedgerLocation.section, LimitsSettings.section,
        RemoteConfiguration.section, ReportSettings.section,
    ]

    /// Throws the first such problem; a file that is not there has none.
    public static func check(_ settings: SettingsFile) throws(ConfigurationFileError) {
        guard let file = try settings.file() else { return }
        if let error = file.unknownSection(among: known) ?? LedgerLocation.unknownKey(in: file) { throw error }
    }

    /// The known sections the file has, in the order `known` lists them.
    public static func present(in settings: SettingsFile) throws(ConfigurationFileError) -> [String] {
        guard let file = try settings.file() else { return [] }
        let names = Set(file.sections.map(\.name))
        return known.filter(names.contains)
    }
}
