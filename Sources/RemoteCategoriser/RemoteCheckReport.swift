/// What `remote check` prints, and how it ends: 0 when the service answered usefully, otherwise
/// the error's exit code (69 unreachable or erroring, 77 key refused, 78 configuration).
public struct RemoteCheckReport: Sendable, Hashable {
    public var url: String
    public var model: String
    public var remoteProtocol: RemoteProtocol
    /// Where the key came from; never the key.
    public var keySource: String
    /// The local server found on loopback ("Ollama 0.6.2", "llama.cpp's llama-server (b5002)"), nil off this machine.
    public var server: String?
    /// Seconds from sending to the answer.
    public var latency: Double?
    /// The probe row's answer, "COFFEE SHOP → restaurants 0.90", when it worked.
    public var answer: String?
    public var error: RemoteError?
    /// The agreement this service and model earned in its last run, nil when none was measured.
    public var agreement: RemoteAgreement?
    /// Rows per request the next run asks in, and `batch_size` (more, after low agreement).
    public var batchSize: Int?
    public var configuredBatchSize: Int?

    public var exitCode: Int32 { error?.exitCode ?? 0 }

    public var lines: [String] {
        var lines = ["url: \(url)", "model: \(model)", "protocol: \(remoteProtocol.rawValue)", "key: \(keySource)"]
        if let server { lines.append("server: \(server)") }
        if let latency { lines.append("latency: \(Int((latency * 1000).rounded())) ms") }
        if let answer { lines.append("answer: \(answer)") }
        lines.append(
            "agreement: "
                + (agreement?.text.map { $0 + " in its last run" }
                    ?? "not measured yet (an import sends settled rows with the open ones and measures it)"))
        if let batchSize {
            lines.append(
                "batch size: \(batchSize)"
                    + (configuredBatchSize.map {
                        $0 > batchSize
                            ? " (batch_size \($0), lowered after low agreement; another batch_size starts afresh)" : ""
                    } ?? ""))
        }
        if let error { lines.append("error: \(error.message)") }
        return lines
    }
}
