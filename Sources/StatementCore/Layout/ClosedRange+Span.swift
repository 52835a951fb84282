extension ClosedRange where Bound == Double {
    /// The span from `one` to `other`, whichever is smaller first: a range built from a page's
    /// coordinates never traps on a reversed box (`x0...x1` with x1 < x0), and a coordinate that is
    /// no number (NaN) counts as 0. Every word the parser holds is already `placed`; this keeps a
    /// range sound whatever arithmetic made its bounds.
    static func spanning(_ one: Double, _ other: Double) -> ClosedRange<Double> {
        let first = one.isNaN ? 0 : one, second = other.isNaN ? 0 : other
        return first <= second ? first...second : second...first
    }
}
