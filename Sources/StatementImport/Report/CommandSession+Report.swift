import StatementCore
import Toolbox

extension CommandSession {
    /// The `[report]` section handed to the report and export use cases: the currency to convert
    /// into (`explicitTarget`, from `--in`, before `[report] currency`) and the prices file's rates,
    /// read once from the configuration this command already holds.
    public func reportPrices(explicitTarget: Currency? = nil) throws(AppError) -> ReportPrices {
        let home = environment["HOME"] ?? ""
        let settings = try section { file throws(ConfigurationFileError) in try ReportSettings.load(file, home: home) }
        return try ReportPrices.load(settings, explicitTarget: explicitTarget)
    }
}
