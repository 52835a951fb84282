import Categorisation
import StatementCore
import StatementImport

/// The parse closures of the options that take typed values.
enum OptionValues {
    static let threshold: OptionSpec.Parse = { text throws(AppError) in
        guard let value = Double(text), (0...1).contains(value) else {
            throw .usage("--threshold takes a confidence between 0 and 1, like 0.7, not '\(text)'")
        }
        return value
    }

    static func date(_ name: String) -> OptionSpec.Parse {
        { text throws(AppError) in
            guard let date = LocalDate(iso: text) else { throw .usage("\(name) takes a date as YYYY-MM-DD, not '\(text)'") }
            return date
        }
    }

    static let pages: OptionSpec.Parse = { text throws(AppError) in try PageRange.parse(text) }

    static let amount: OptionSpec.Parse = { text throws(AppError) in
        guard let amount = Money(decimalString: text, currency: .eur) else {
            throw .usage("--amount takes a signed decimal like -12.30, not '\(text)'")
        }
        return amount
    }

    static let currency: OptionSpec.Parse = { text throws(AppError) in
        guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .usage("--currency takes an ISO 4217 code of three letters, like MXN, not '\(text)'")
        }
        return Currency(code: text.uppercased())
    }

    static let twoIDs: OptionSpec.Parse = { text throws(AppError) in
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw .usage("--pair takes ID=ID, not '\(text)'") }
        return text
    }

    static let idAndCategory: OptionSpec.Parse = { text throws(AppError) in
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw .usage("--set takes ID=CATEGORY, not '\(text)'") }
        return text
    }
}

extension OptionValues {
    /// A number of seconds, 0 or more ("--settle 0").
    static func seconds(_ name: String) -> OptionSpec.Parse {
        { text throws(AppError) in
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw .usage("\(name) takes a number of seconds, 0 or more, not '\(text)'")
            }
            return value
        }
    }

    /// A whole number, 1 or more ("--jobs 2").
    static func count(_ name: String) -> OptionSpec.Parse {
        { text throws(AppError) in
            guard let value = Int(text), value >= 1 else { throw .usage("\(name) takes a whole number, 1 or more, not '\(text)'") }
            return value
        }
    }
}
