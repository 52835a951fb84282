/// An 8-bit DeviceGray bitmap, row by row from the top; 0 is black, 255 white.
public struct GrayscaleImage: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt8]

    public init(width: Int, height: Int, fill: UInt8 = 255) {
        precondition(width > 0 && height > 0, "an image needs at least one pixel")
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Paints a rectangle, clipped to the image.
    public mutating func fillRectangle(x: Int, y: Int, width w: Int, height h: Int, gray: UInt8) {
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) {
                pixels[row * width + column] = gray
            }
        }
    }
}
