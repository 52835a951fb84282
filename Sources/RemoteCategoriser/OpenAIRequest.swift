import Categorisation
import Toolbox

/// The `openai` protocol's request: a chat completion with structured output, so the model can only
/// answer known category ids. The categories are listed once, in the system message; the rows go
/// as a JSON object in the user message, each `index` being the row's place in this request.
enum OpenAIRequest {
    static let unknownCategory = "unknown"

    static func body(questions: [RemoteQuestion], categories: [Category], model: String) -> JSONValue {
        .object([
            ("model", .string(model)),
            ("temperature", .int(0)),
            // Small local models write rows until the server's token cap: the answer is bounded to
            // what the batch needs.
            ("max_tokens", .int(maxTokens(rows: questions.count))),
            (
                "messages",
                .array([
                    .object([("role", .string("system")), ("content", .string(systemMessage(categories: categories)))]),
                    .object([("role", .string("user")), ("content", .string(userMessage(questions: questions).compact))]),
                ])
            ),
            (
                "response_format",
                .object([
                    ("type", .string("json_schema")),
                    (
                        "json_schema",
                        .object([
                            ("name", .string("categorised_rows")),
                            ("strict", .bool(true)),
                            ("schema", schema(categories: categories, rows: questions.count)),
                        ])
                    ),
                ])
            ),
        ])
    }

    static func systemMessage(categories: [Category]) -> String {
        // A person's own category means only what its name and words say: the model gets both.
        let list = categories.map { category in
            "\(category.id): \(category.name())"
                + (category.userDefined && !category.aliases.isEmpty
                    ? " (also: \(category.aliases.joined(separator: ", ")))" : "")
        }.joined(separator: "\n")
        return """
            You categorise bank and card statement rows. Each row has an index, a description (personal \
            details are masked in brackets), a signed amount (negative is money out) and a currency. \
            Answer every row once with the id of one category below, or "\(unknownCategory)" when you are \
            not sure, and your confidence from 0 to 1.
            Categories (id: name):
            \(list)
            """
    }

    static func userMessage(questions: [RemoteQuestion]) -> JSONValue {
        .object([
            (
                "rows",
                .array(
                    questions.enumerated().map { index, question in
                        .object([
                            ("index", .int(index)),
                            ("description", .string(question.description)),
                            ("amount", .string(question.amount)),
                            ("currency", .string(question.currency)),
                        ])
                    })
            )
        ])
    }

    /// About 20 tokens answer a row (`{"index":12,"category":"restaurants","confidence":0.9}`): twice
    /// that, and some for the object around them.
    static func maxTokens(rows: Int) -> Int { 64 + 40 * max(1, rows) }

    /// The answer's `rows` holds exactly one entry per row asked (`minItems`, `maxItems`).
    static func schema(categories: [Category], rows: Int) -> JSONValue {
        let ids = categories.map { JSONValue.string($0.id) } + [.string(unknownCategory)]
        let row: JSONValue = .object([
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("index", .object([("type", .string("integer"))])),
                    ("category", .object([("type", .string("string")), ("enum", .array(ids))])),
                    ("confidence", .object([("type", .string("number"))])),
                ])
            ),
            ("required", .array([.string("index"), .string("category"), .string("confidence")])),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("type", .string("object")),
            (
                "properties",
                .object([
                    (
                        "rows",
                        .object([
                            ("type", .string("array")), ("items", row), ("minItems", .int(rows)), ("maxItems", .int(rows)),
                        ])
                    )
                ])
            ),
            ("required", .array([.string("rows")])),
            ("additionalProperties", .bool(false)),
        ])
    }
}
