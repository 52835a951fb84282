import StatementPDFWriter

/// A low-resolution picture of a statement page: a letterhead, an address block and
/// rows of word-shaped marks, so it looks like a scan without containing any text.
enum ScannedPageImage {
    static func make() -> GrayscaleImage {
        var image = GrayscaleImage(width: 300, height: 424, fill: 242)
        image.fillRectangle(x: 20, y: 22, width: 110, height: 12, gray: 40)
        for line in 0..<4 {
            image.fillRectangle(x: 20, y: 50 + line * 8, width: 60 + (line * 17) % 30, height: 4, gray: 90)
        }
        image.fillRectangle(x: 20, y: 100, width: 260, height: 1, gray: 60)
        for row in 0..<34 {
            let y = 110 + row * 8
            // Date, a description of varying length, then right-aligned amounts.
            image.fillRectangle(x: 20, y: y, width: 26, height: 4, gray: 70)
            var x = 56
            for word in 0..<(2 + (row * 7) % 3) {
                let width = 8 + ((row * 13 + word * 29) % 22)
                image.fillRectangle(x: x, y: y, width: width, height: 4, gray: 70)
                x += width + 4
            }
            let amountWidth = 16 + (row * 11) % 10
            image.fillRectangle(x: 230 - amountWidth, y: y, width: amountWidth, height: 4, gray: 70)
            image.fillRectangle(x: 280 - 28, y: y, width: 28, height: 4, gray: 70)
        }
        image.fillRectangle(x: 20, y: 400, width: 260, height: 1, gray: 60)
        image.fillRectangle(x: 240, y: 406, width: 40, height: 4, gray: 110)
        return image
    }
}
