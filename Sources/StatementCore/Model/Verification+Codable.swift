/// Written by hand in its own file so the verification files stay as they are.
extension Verification: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case verdict, problems, checks, notes
        case provenWhole = "proven_whole"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            verdict: try container.decode(Verdict.self, forKey: .verdict),
            problems: try container.decode([VerificationProblem].self, forKey: .problems),
            checks: try container.decodeIfPresent([String].self, forKey: .checks) ?? [],
            notes: try container.decodeIfPresent([VerificationProblem].self, forKey: .notes) ?? [])
        provenWhole = try container.decodeIfPresent(Bool.self, forKey: .provenWhole) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(problems, forKey: .problems)
        try container.encode(checks, forKey: .checks)
        try container.encode(notes, forKey: .notes)
        try container.encode(provenWhole, forKey: .provenWhole)
    }
}

extension Verification.Verdict: Codable {}

extension VerificationProblem: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case page, line, message }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            page: try container.decodeIfPresent(Int.self, forKey: .page),
            line: try container.decodeIfPresent(Int.self, forKey: .line),
            message: try container.decode(String.self, forKey: .message))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(page, forKey: .page)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encode(message, forKey: .message)
    }
}
