/// One option a command accepts: a flag, or an option that takes a value.
public struct OptionSpec: Sendable {
    public var name: String
    /// nil for a flag; otherwise how the value is shown in help ("FILE", "text|json").
    public var valueName: String?
    /// The values allowed, when the set is closed.
    public var allowed: [String]?
    public var help: String

    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, allowed: nil, help: help)
    }

    public static func value(_ name: String, _ valueName: String, _ help: String, allowed: [String]? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, allowed: allowed, help: help)
    }
}
