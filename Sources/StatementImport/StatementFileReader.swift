import Foundation
import PDFText
import StatementCore

/// Opens, extracts and parses one statement file: the work `parse` and `import` share.
public struct StatementFileReader: Sendable {
    public var parser: StatementParser
    public var password: String?

    public init(parser: StatementParser, password: String?) {
        self.parser = parser
        self.password = password
    }

    /// The reader the user's configuration asks for: layout profiles from the rule folders,
    /// an optional forced layout, the password from a file or the environment.
    public init(folders: RuleFolders, layout: String?, passwordFile: String?, environment: [String: String]) throws(AppError) {
        let profiles = try LayoutCatalog.load(folders)
        let forced = try layout.map { name throws(AppError) in try LayoutCatalog.named(name, in: profiles) }
        self.init(parser: StatementParser(profiles: profiles, forcedProfile: forced),
                  password: try PasswordSource.password(file: passwordFile, environment: environment))
    }

    public func read(_ path: String) throws(AppError) -> StatementFile {
        let document = try DocumentOpener.open(path, password: password)
        var pages: [TextPage] = []
        var empty: [Int] = []
        for page in document.pages() {
            if !page.hasText { empty.append(page.number) }
            pages.append(page)
        }
        if !pages.isEmpty && empty.count == pages.count {
            throw .badData("\(DisplayName.of(path)): no page has a text layer (a scanned image?): run it through OCR first, for example `ocrmypdf in.pdf out.pdf`")
        }
        guard let sha256 = StatementFileReader.fileSHA256(path) else {
            throw .noInput("\(DisplayName.of(path)): cannot be read: check its permissions")
        }
        return StatementFile(path: path, statements: parser.parseAll(pages: pages), sha256: sha256, pagesWithoutText: empty)
    }

    static func fileSHA256(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return SHA256.hex(hasher.finish())
    }
}
