import StatementCore
import Toolbox
/// The parse contract for a rendered statement: the JSON a correct
/// `statement-import parse --format json` must agree with. Written by hand rather than
/// with JSONEncoder so the key order and layout match the documented format exactly.
public enum ExpectedParse {
    public static func json(for statement: StatementDescription, verdict: String = "verified") -> String {
        var lines = [
            "{",
            "  \"institution\": \(quoted(statement.institution)),",
            "  \"account\": \(quoted(statement.maskedAccount)),",
            "  \"currency\": \(quoted(statement.currency)),",
            "  \"opening_balance\": \(quoted(AmountFormat.decimalString(statement.openingBalance))),",
            "  \"closing_balance\": \(quoted(AmountFormat.decimalString(statement.closingBalance))),",
            "  \"period\": {\"start\": \(quoted(statement.periodStart.iso)), \"end\": \(quoted(statement.periodEnd.iso))},",
            "  \"verdict\": \(quoted(verdict)),",
            "  \"transactions\": [",
        ]
        let rows = statement.entries.map { entry in
            "    {\"date\": \(quoted(entry.date.iso)), \"description\": \(quoted(entry.description)), "
                + "\"amount\": \(quoted(AmountFormat.decimalString(entry.amount)))}"
        }
        if !rows.isEmpty { lines.append(rows.joined(separator: ",\n")) }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A combined statement's parse: `{"statements": [...]}`, one object as above per account.
    public static func json(forAccounts accounts: [StatementDescription], verdict: String = "verified") -> String {
        let objects = accounts.map { account in
            json(for: account, verdict: verdict).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        }
        return "{\n  \"statements\": [\n" + objects.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    static func quoted(_ text: String) -> String { JSONValue.quote(text) }
}
