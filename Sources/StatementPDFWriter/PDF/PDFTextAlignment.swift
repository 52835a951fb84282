/// Which point of the text the x coordinate names.
public enum PDFTextAlignment: Sendable {
    /// x is the left edge.
    case left
    /// x is the right edge: amount columns line up on their last digit.
    case right
    /// x is the middle.
    case center
}
