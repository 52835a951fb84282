/// What the argument parser found: options by name, their parsed values, and the positional
/// arguments in order.
public struct ParsedArguments: Sendable {
    public var values: [String: [String]] = [:]
    /// The last value of each option that has a parse closure, already converted.
    public var parsed: [String: any Sendable] = [:]
    public var flags: Set<String> = []
    public var positionals: [String] = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    public func has(_ name: String) -> Bool { flags.contains(name) }
    public func typed<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? { parsed[name] as? Value }
}
