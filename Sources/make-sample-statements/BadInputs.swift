import Foundation
import StatementPDFWriter

/// Inputs a parser must refuse with a clear message rather than a wrong ledger.
enum BadInputs {
    /// Public on purpose: documented in SampleStatements/README.md.
    static let encryptedPassword = "sample-pass"

    /// A scan: one page that is a single picture, with no text layer to extract.
    static func scannedPDF() -> Data {
        let writer = PDFDocumentWriter(title: "Scanned statement")
        let page = writer.addPage()
        page.image(ScannedPageImage.make(), x: 0, y: 0, width: page.width, height: page.height)
        return writer.data()
    }

    /// The first 40% of a good file, as an interrupted download leaves it.
    static func truncated(_ pdf: Data) -> Data {
        pdf.prefix(pdf.count * 2 / 5)
    }

    /// What a bank's website serves when it is down, saved under a .pdf name.
    static func errorPage() -> Data {
        Data(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>503 Service Unavailable</title>
            </head>
            <body>
            <h1>503 Service Unavailable</h1>
            <p>Online banking is temporarily unavailable while we carry out maintenance.
            Please try downloading your statement again later.</p>
            </body>
            </html>

            """.utf8)
    }
}
