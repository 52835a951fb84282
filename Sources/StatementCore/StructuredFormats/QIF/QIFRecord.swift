/// One QIF record: its lines up to `^`, by their one-letter codes, with its splits in order.
struct QIFRecord {
    struct Split {
        var category: String?
        var memo: String?
        var amount: String?
    }

    var line: Int
    var fields: [Character: String] = [:]
    var address: [String] = []
    var splits: [Split] = []

    init(line: Int) { self.line = line }

    mutating func add(_ code: Character, _ value: String) {
        switch code {
        case "S":
            splits.append(Split(category: value))
        case "E":
            if splits.isEmpty { splits.append(Split()) }
            splits[splits.count - 1].memo = value
        case "$":
            if splits.isEmpty || splits[splits.count - 1].amount != nil { splits.append(Split()) }
            splits[splits.count - 1].amount = value
        case "A":
            address.append(value)
        default:
            fields[code] = value
        }
    }
}
