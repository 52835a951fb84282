import Foundation

/// What a correct parse of a statement must say (an `expected.json` in the conformance format),
/// and the differences between it and `parse --format json`'s answer, compared as the shared
/// conformance runner does: money as decimals, rows as a multiset keyed by (date, amount), and
/// descriptions one containing the other, ignoring case and white space.
struct ExpectedParse {
    let json: [String: Any]

    init(contentsOf url: URL) throws {
        json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    /// What `answer` gets wrong; empty when it matches exactly.
    func problems(in answer: [String: Any]) -> [String] {
        let got = answer["statements"] as? [[String: Any]] ?? [answer]
        guard let wanted = json["statements"] as? [[String: Any]] else { return Self.problems(json, got) }
        var problems = got.count == wanted.count ? [] : ["statements: expected \(wanted.count), got \(got.count)"]
        for (index, want) in wanted.enumerated() {
            let one = index < got.count ? [got[index]] : [[:]]
            problems += Self.problems(want, one).map { "statement \(index + 1): \($0)" }
        }
        return problems
    }

    private static func problems(_ want: [String: Any], _ got: [[String: Any]]) -> [String] {
        let first = got.first ?? [:]
        var problems: [String] = []
        for key in ["opening_balance", "closing_balance"] where want[key] != nil && money(want[key]) != money(first[key]) {
            problems.append("\(key): expected \(want[key] ?? "nil"), got \(first[key] ?? "nil")")
        }
        if let verdict = want["verdict"] as? String, ((first["verification"] as? [String: Any])?["verdict"] as? String) != verdict {
            problems.append("verification.verdict: expected \(verdict), got \((first["verification"] as? [String: Any])?["verdict"] ?? "nil")")
        }
        if let currency = want["currency"] as? String, (first["currency"] as? String)?.uppercased() != currency {
            problems.append("currency: expected \(currency), got \(first["currency"] ?? "nil")")
        }
        if let period = want["period"] as? [String: String] {
            let printed = first["period"] as? [String: Any] ?? [:]
            for side in ["start", "end"] where printed[side] as? String != period[side] {
                problems.append("period.\(side): expected \(period[side] ?? "nil"), got \(printed[side] ?? "nil")")
            }
        }
        guard let wantedRows = want["transactions"] as? [[String: Any]] else { return problems }
        var unmatched = got.flatMap { $0["transactions"] as? [[String: Any]] ?? [] }
        if unmatched.count != wantedRows.count {
            problems.append("transactions: expected \(wantedRows.count), got \(unmatched.count)")
        }
        for row in wantedRows {
            let sameKey = unmatched.indices.filter { sameDateAndAmount(row, unmatched[$0]) }
            guard let hit = sameKey.first(where: { describesAlike(row, unmatched[$0]) }) ?? sameKey.first else {
                problems.append("missing row: \(row["date"] ?? "") \(row["amount"] ?? "") \(row["description"] ?? "")")
                continue
            }
            let match = unmatched.remove(at: hit)
            if !describesAlike(row, match) {
                problems.append(
                    "description on \(row["date"] ?? "") \(row["amount"] ?? ""): expected '\(row["description"] ?? "")', got '\(match["description"] ?? "")'"
                )
            }
        }
        problems += unmatched.prefix(10).map { "extra row: \($0["date"] ?? "") \($0["amount"] ?? "") \($0["description"] ?? "")" }
        return problems
    }

    private static func money(_ value: Any?) -> Decimal? {
        (value as? String).flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
    }

    private static func sameDateAndAmount(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        a["date"] as? String == b["date"] as? String && money(a["amount"]) != nil && money(a["amount"]) == money(b["amount"])
    }

    private static func describesAlike(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        let squash = { (value: Any?) in String((value as? String ?? "").filter { !$0.isWhitespace }).uppercased() }
        let (x, y) = (squash(a["description"]), squash(b["description"]))
        return !x.isEmpty && !y.isEmpty && (x.contains(y) || y.contains(x))
    }
}
