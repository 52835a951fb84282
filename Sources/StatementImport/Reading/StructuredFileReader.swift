import Foundation
import StatementCore
import Toolbox

/// Reads the statement files that are not PDFs (OFX, QIF, CAMT, MT940, CSV), told by their
/// content (`FormatSniffer`), never by their name. The readers are pure Swift and bounded
/// (`StructuredLimits`), so they need no text layer and no poppler; the file is read whole, at
/// most `maxBytes`, hashed from the very bytes read, and checked unchanged afterwards.
enum StructuredFileReader {
    /// The format of the file at `path` when it is a structured statement file; nil for a PDF, for
    /// anything that is no regular file (the PDF opener names those), and for a file of no known
    /// format (the PDF opener then says what it is: empty, an image, a web page, or no statement).
    static func format(of path: String) -> StructuredFormat? {
        guard case .regular = PDFFinder.kind(of: path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16_384)) ?? Data())
        guard let format = FormatSniffer.sniff(head), format != .pdf else { return nil }
        return format
    }

    /// A CSV file is read with `forced`, else with the first of `csvProfiles` whose `match:`
    /// lines its first lines hold, else by its content alone.
    static func read(
        _ path: String, as format: StructuredFormat, sha256 known: String?, options: StructuredReadOptions = StructuredReadOptions(),
        csvProfiles: [CSVLayoutProfile] = [], forced: CSVLayoutProfile? = nil
    ) throws(AppError) -> StatementFile {
        let name = DisplayName.of(path)
        let identity = FileIdentity.of(path)
        if let size = identity?.size, size > options.limits.maxBytes {
            throw .badData(
                "\(name): is \(size) bytes, above the \(options.limits.maxBytes)-byte limit for a \(format.displayName) statement file: nothing of it was stored"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noInput("\(name): cannot be read: check its permissions")
        }
        let bytes = [UInt8](data)
        var hasher = SHA256()
        hasher.update(bytes)
        let sha256 = hasher.finishHex()
        guard known == nil || known == sha256, FileIdentity.of(path) == identity else {
            throw StatementFileReader.changedWhileRead(path)
        }
        var options = options
        if format == .csv {
            options.csvProfile = forced ?? CSVLayoutProfile.firstMatching(csvProfiles, bytes: bytes)
        }
        let read: [StructuredStatement]
        do {
            read = try StructuredStatementReader.read(bytes, as: format, options: options)
        } catch {
            throw .badData("\(name): \(error.description): nothing of it was stored")
        }
        guard !read.isEmpty else {
            throw .badData("\(name): \(format.displayName) file holding no statement: nothing of it was stored")
        }
        return StatementFile(path: path, statements: read.map(\.statement), sha256: sha256, pagesWithoutText: [])
    }

    /// The one line for a file that is no statement of any format read.
    static func notAStatement(_ path: String) -> AppError {
        .badData("\(DisplayName.of(path)): is no statement of a known format (\(StructuredFormat.formatsRead))")
    }
}
