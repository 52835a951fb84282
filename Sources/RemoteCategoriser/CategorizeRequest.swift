import Toolbox

/// The `categorize` protocol's request: `{"transactions": [{"date", "description", "amount"}]}`,
/// the amount a JSON number written from the decimal string (never through a Double).
enum CategorizeRequest {
    static func body(questions: [RemoteQuestion]) -> JSONValue {
        .object([
            (
                "transactions",
                .array(
                    questions.map { question in
                        .object([
                            ("date", .string(question.date)),
                            ("description", .string(question.description)),
                            ("amount", .number(question.amount)),
                        ])
                    })
            )
        ])
    }
}
