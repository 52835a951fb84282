import Foundation
import PDFText
import StatementCore
import StatementPDFWriter

/// A one-page statement drawn as a PDF, line by line, each cell placed left or right of an x,
/// and read back through the PDF reader as a downloaded file is: made-up banks and rows, each
/// form knowing the rows a right reading gives ("2025-03-03 -48.65").
struct DrawnForm {
    enum Cell {
        case left(String, Double)
        case right(String, Double)
    }

    private let writer = PDFDocumentWriter(title: "Drawn form")
    private let page: PDFPageCanvas
    private var y = 60.0
    /// The rows a right reading gives, as "date amount".
    var rows: [String] = []

    init() { page = writer.addPage() }

    mutating func line(_ cells: Cell...) { line(cells: cells) }

    mutating func line(cells: [Cell]) {
        for cell in cells {
            switch cell {
            case .left(let text, let x): page.text(text, x: x, y: y)
            case .right(let text, let x): page.text(text, x: x, y: y, align: .right)
            }
        }
        y += 14
    }

    func write(to url: URL) throws { try writer.data().write(to: url) }

    /// The statement read from the drawn file by the PDF reader and the parser, no profile.
    func parse() throws -> Statement {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("drawn.pdf")
        try write(to: url)
        return StatementParser().parse(pages: Array(try PDFDocument(path: url.path).pages()))
    }

    /// "1,234.56", "1.234,56": a magnitude in minor units, grouped in thousands.
    static func money(_ minor: Int64, group: String = ",", decimal: String = ".") -> String {
        let units = String(minor.magnitude / 100)
        var grouped = ""
        for (index, digit) in units.reversed().enumerated() {
            if index > 0, index % 3 == 0 { grouped = group + grouped }
            grouped = String(digit) + grouped
        }
        return grouped + decimal + String(format: "%02d", Int(minor.magnitude % 100))
    }

    static func european(_ minor: Int64) -> String { money(minor, group: ".", decimal: ",") }

    /// A row as the statement's rows read: "2025-03-03 -48.65".
    static func row(_ iso: String, _ minor: Int64) -> String {
        "\(iso) \(minor < 0 ? "-" : "")\(money(minor, group: "", decimal: "."))"
    }
}

extension Statement {
    /// The rows as "date amount", for comparing with a drawn form's.
    var datedAmounts: [String] { transactions.map { "\($0.date.iso) \($0.amount.decimalString)" } }
    var problemMessages: [String] { verification.problems.map(\.message) }
}
