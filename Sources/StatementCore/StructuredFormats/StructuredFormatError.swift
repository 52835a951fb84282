/// Why a structured statement file cannot be read: one sentence naming the format, where in the
/// file, and what is wrong. Bad input always ends here, never in a trap.
public struct StructuredFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var format: StructuredFormat?
    /// 1-based line of the file, where known.
    public var line: Int?
    public var message: String

    public init(_ format: StructuredFormat?, line: Int? = nil, _ message: String) {
        self.format = format
        self.line = line
        self.message = message
    }

    /// "CAMT.053, line 12: the entry has no amount"
    public var description: String {
        var place = format?.displayName ?? ""
        if let line { place += place.isEmpty ? "line \(line)" : ", line \(line)" }
        return place.isEmpty ? message : place + ": " + message
    }

    static func notAStatement(_ name: String?) -> StructuredFormatError {
        let file = name.map { "\($0) is" } ?? "the file is"
        return StructuredFormatError(nil, "\(file) no statement of a known format (\(StructuredFormat.formatsRead))")
    }
}
