/// Why a file's text cannot be read as a statement at all (as opposed to a statement that does
/// not add up, which is a verdict). Each case is bad data: the caller refuses the file.
public enum StatementParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Amounts whose sum (or a balance's difference) is beyond what integer minor units hold:
    /// no real statement prints them. Located at the row where the sum left the range, if known.
    case amountsOutOfRange(page: Int?, line: Int?)

    /// "page 3, line 12: the amounts add up beyond ±92,233,720,368,547,758.07 …": one sentence.
    public var description: String {
        switch self {
        case let .amountsOutOfRange(page, line):
            let place = VerificationProblem(page: page, line: line, message: "").description.dropLast(2)
            let prefix = place.isEmpty ? "" : place + ": "
            return prefix + "the amounts add up beyond the range of a money amount (about 92 quadrillion minor units), "
                + "so these are not real figures: check the file was produced correctly"
        }
    }
}
