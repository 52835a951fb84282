/// The portable `?` placeholders as PostgreSQL's numbered `$1, $2, …`. A `?` inside a string
/// literal, a quoted identifier or a comment is text, not a parameter, and stays as it is.
enum PostgreSQLPlaceholders {
    static func numbered(_ sql: String) -> (sql: String, count: Int) {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 16)
        var count = 0
        var quote: Character?
        var inLineComment = false
        var previous: Character?
        for character in sql {
            defer { previous = character }
            if inLineComment {
                if character == "\n" { inLineComment = false }
                output.append(character)
                continue
            }
            if let open = quote {
                if character == open { quote = nil }
                output.append(character)
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "-" where previous == "-": inLineComment = true
            case "?":
                count += 1
                output += "$\(count)"
                continue
            default: break
            }
            output.append(character)
        }
        return (output, count)
    }
}
