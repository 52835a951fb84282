import Categorisation
import StatementCore

/// What a worker prints on stdout for its one file: the statements it read, or why it could not.
/// The parent decodes it; anything else on stdout (or nothing) means the worker died.
public struct WorkerAnswer: Codable, Sendable {
    /// Why a file could not be read: the pipeline's own `FileFailure`, as a worker sends it.
    public typealias Failure = FileFailure

    public var statements: [Statement]?
    public var pages: Int?
    /// Pages without a text layer, for a warning.
    public var pagesWithoutText: [Int]?
    public var failure: Failure?
    /// The SHA-256 of the bytes the worker parsed: the parent stores the statements only when it
    /// matches the hash it holds for the file.
    public var sha256: String?
    /// Not sent by the worker: the parent's reading thread may add what the local categorisers
    /// suggest for each row of `statements` (`WorkerPool.Reading.setAfterDecoding`).
    public var suggestions: [[CategorisedRow]]?

    public init(statements: [Statement], pages: Int, pagesWithoutText: [Int] = [], sha256: String? = nil) {
        self.sha256 = sha256
        self.statements = statements
        self.pages = pages
        self.pagesWithoutText = pagesWithoutText
    }

    public init(failure: Failure) {
        self.failure = failure
    }

    /// The answer with `suggestions` from `categorise` for each statement; none when one of them has none.
    public func categorised(by categorise: (Statement) -> [CategorisedRow]?) -> WorkerAnswer {
        var answer = self
        let suggestions = statements?.map(categorise)
        answer.suggestions = suggestions?.contains { $0 == nil } == false ? suggestions?.compactMap { $0 } : nil
        return answer
    }

    private enum CodingKeys: String, CodingKey {
        case statements, pages, pagesWithoutText, failure, sha256
    }

    /// The statements go as `StatementTransfer`s: their rows in columns, cheap to decode.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(statements?.map(StatementTransfer.init), forKey: .statements)
        try container.encodeIfPresent(pages, forKey: .pages)
        try container.encodeIfPresent(pagesWithoutText, forKey: .pagesWithoutText)
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encodeIfPresent(sha256, forKey: .sha256)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let transfers = try container.decodeIfPresent([StatementTransfer].self, forKey: .statements) {
            statements = try transfers.map { transfer in
                guard let statement = transfer.restored else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .statements, in: container,
                        debugDescription: "a statement's row columns differ in length or hold no dates")
                }
                return statement
            }
        }
        pages = try container.decodeIfPresent(Int.self, forKey: .pages)
        pagesWithoutText = try container.decodeIfPresent([Int].self, forKey: .pagesWithoutText)
        failure = try container.decodeIfPresent(Failure.self, forKey: .failure)
        sha256 = try container.decodeIfPresent(String.self, forKey: .sha256)
    }
}
