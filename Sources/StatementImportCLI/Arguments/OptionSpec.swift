import StatementImport

/// One option a command accepts: a flag, or an option that takes a value. A value option may
/// carry a parse closure: the value is checked and converted while the arguments are parsed,
/// before the command does anything.
public struct OptionSpec: Sendable {
    public typealias Parse = @Sendable (String) throws(AppError) -> any Sendable

    public var name: String
    /// nil for a flag; otherwise how the value is shown in help ("FILE", "text|json").
    public var valueName: String?
    /// The values allowed, when the set is closed.
    public var allowed: [String]?
    public var help: String
    public var parse: Parse?
    /// An option that stores data the tool could not prove (`--accept-unverified`): never offered
    /// as the guess for a mistyped option, so a typo cannot lead a person to it.
    public var storesUnprovenData = false

    /// This option, marked as one that stores unproven data.
    public func storingUnprovenData() -> OptionSpec {
        var marked = self
        marked.storesUnprovenData = true
        return marked
    }

    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, allowed: nil, help: help, parse: nil)
    }

    public static func value(
        _ name: String, _ valueName: String, _ help: String, allowed: [String]? = nil,
        parse: Parse? = nil
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, allowed: allowed, help: help, parse: parse)
    }
}
