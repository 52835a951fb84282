import Categorisation
import Foundation
import Toolbox

/// The OpenAI-compatible format (`protocol = openai`): a chat completion with structured output
/// answering known category ids (xAI, OpenAI, Ollama, llama.cpp, LM Studio).
struct OpenAIFormat: RemoteWireFormat {
    static let path = "chat/completions"

    let categories: [Category]
    let model: String
    private let ids: Set<String>

    init(categories: [Category], model: String) {
        self.categories = categories
        self.model = model
        self.ids = Set(categories.map(\.id))
    }

    func body(for questions: [RemoteQuestion]) -> JSONValue {
        OpenAIRequest.body(questions: questions, categories: categories, model: model)
    }

    func read(_ data: Data, rowCount: Int) -> BatchReading {
        let ids = self.ids
        return OpenAIAnswer.read(data, checker: AnswerChecker(rowCount: rowCount) { ids.contains($0) ? $0 : nil })
    }
}
