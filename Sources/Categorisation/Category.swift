/// A category of the ledger's taxonomy. `id` is stable: apps and rule files refer to it.
public struct Category: Hashable, Sendable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case expense
        case income
        case transfer
    }

    public var id: String
    public var kind: Kind
    public var parent: String?
    /// Display names by language code ("en", "es").
    public var names: [String: String]
    public var userDefined: Bool
    /// Other names people and services use for it, any language ("Eating out", "Supermercado"):
    /// a remote service answering a name is mapped through these, case- and accent-folded.
    public var aliases: [String]

    public init(
        id: String, kind: Kind, parent: String? = nil, names: [String: String], userDefined: Bool = false,
        aliases: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.names = names
        self.userDefined = userDefined
        self.aliases = aliases
    }

    public func name(language: String = "en") -> String { names[language] ?? names["en"] ?? id }
}
