/// The wire formats the adapter speaks, by the name `protocol` in the configuration gives them.
public enum RemoteProtocol: String, Sendable, Hashable, CaseIterable {
    /// `POST {url}/chat/completions` with structured output: xAI, OpenAI, Ollama, llama.cpp, LM Studio.
    case openai
    /// `POST {url}/categorize`: the earlier backend's contract, answering human category names.
    case categorize

    /// The format this name stands for: the one place a new format is added to.
    var wireFormat: any RemoteWireFormat.Type {
        switch self {
        case .openai: OpenAIFormat.self
        case .categorize: CategorizeFormat.self
        }
    }
}
