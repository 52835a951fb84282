/// A sum or difference of amounts beyond what `Int64` minor units hold (about ±92 quadrillion
/// units): the statement's figures cannot be real, so it is bad data, never a trap.
public struct MoneyOutOfRange: Error, Hashable, Sendable, CustomStringConvertible {
    public var operands: [Int64]

    public init(_ operands: Int64...) {
        self.operands = operands
    }

    public var description: String { "a sum of its amounts is beyond the range this tool can hold" }
}
