import Categorisation
import Foundation
import Toolbox

/// A wire format the remote categoriser speaks: where below the configured URL it posts, the body
/// it sends for a batch of questions and how it reads the answer (every answer checked by
/// `AnswerChecker`). `RemoteProtocol` names the conformers as the configuration's `protocol =`.
protocol RemoteWireFormat: Sendable {
    /// The endpoint's path below the configured URL ("chat/completions").
    static var path: String { get }

    init(categories: [Category], model: String)

    func body(for questions: [RemoteQuestion]) -> JSONValue

    func read(_ data: Data, rowCount: Int) -> BatchReading
}
