import Foundation

/// The pixels of an 8-bit RGB or RGBA, non-interlaced PNG (what headless Chromium writes).
struct PNGImage {
    struct Unsupported: Error, CustomStringConvertible { var description: String }

    let width: Int
    let height: Int
    /// Red, green, blue per pixel, row by row.
    private(set) var rgb: [UInt8]

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Unsupported(description: "not a PNG") }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var position = 8, width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = word(position)
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let start = position + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw Unsupported(description: "truncated chunk") }
            switch type {
            case "IHDR":
                width = word(start)
                height = word(start + 4)
                guard bytes[start + 8] == 8, bytes[start + 12] == 0 else { throw Unsupported(description: "not 8-bit non-interlaced") }
                switch bytes[start + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw Unsupported(description: "colour type \(bytes[start + 9])")
                }
            case "IDAT": compressed += bytes[start..<start + length]
            default: break
            }
            position = start + length + 4
        }
        guard width > 0, height > 0, compressed.count > 2 else { throw Unsupported(description: "no image data") }
        let stride = width * channels
        let raw = try Inflate.decompress(Array(compressed[2...]), expectedSize: (stride + 1) * height)
        guard raw.count >= (stride + 1) * height else { throw Unsupported(description: "short image data") }
        self.width = width
        self.height = height
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        rgb = []
        rgb.reserveCapacity(width * height * 3)
        for row in 0..<height {
            let base = row * (stride + 1)
            let filter = raw[base]
            for index in 0..<stride {
                let value = raw[base + 1 + index]
                let left = index >= channels ? Int(current[index - channels]) : 0
                let up = Int(previous[index])
                let upLeft = index >= channels ? Int(previous[index - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw Unsupported(description: "filter \(filter)")
                }
                current[index] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
            for pixel in 0..<width {
                rgb.append(current[pixel * channels])
                rgb.append(current[pixel * channels + 1])
                rgb.append(current[pixel * channels + 2])
            }
            swap(&previous, &current)
        }
    }

    /// How many pixels have each colour, as "#rrggbb".
    func colourCounts() -> [String: Int] {
        var counts: [UInt32: Int] = [:]
        for pixel in 0..<(width * height) {
            let key = UInt32(rgb[pixel * 3]) << 16 | UInt32(rgb[pixel * 3 + 1]) << 8 | UInt32(rgb[pixel * 3 + 2])
            counts[key, default: 0] += 1
        }
        var named: [String: Int] = [:]
        for (key, count) in counts {
            let hex = String(key, radix: 16)
            named["#" + String(repeating: "0", count: 6 - hex.count) + hex] = count
        }
        return named
    }
}
