/// The two request shapes the adapter speaks, chosen by `protocol` in the configuration.
public enum RemoteProtocol: String, Sendable, Hashable, CaseIterable {
    /// `POST {url}/chat/completions` with structured output: xAI, OpenAI, Ollama, llama.cpp, LM Studio.
    case openai
    /// `POST {url}/categorize`: the earlier backend's contract, answering human category names.
    case categorize
}
