/// Colours of the charts. A category keeps its colour from one month, one report and one ledger
/// to the next: the shipped categories have their own, a person's own categories one made from
/// their id. Accounts and merchants use colours no category has, so a chart never reads one as
/// the other. Each works on a light and a dark page.
enum ChartColours {
    static let categories: [String: String] = [
        "food": "#4e79a7", "restaurants": "#f28e2b", "transport": "#e15759", "entertainment": "#76b7b2",
        "health": "#59a14f", "shopping": "#edc948", "bills": "#b07aa1", "housing": "#ff9da7", "fees": "#9c755f",
        "cash": "#6a9f9a", "taxes": "#86bcb6", "other": "#d37295", "salary": "#8cd17d", "investments": "#499894",
        "gifts": "#f1ce63", "business": "#a0cbe8", "freelance": "#ffbe7d", "refunds": "#d4a6c8", "transfers": "#79706e",
    ]
    static let uncategorised = "#9d9d9d"
    static let merchant = "#5b6f8f"
    static let accounts = ["#1f5fbf", "#c0392b", "#1e8449", "#8e44ad", "#b9770e", "#117a8b"]

    static func category(_ id: String?) -> String {
        guard let id else { return uncategorised }
        if let colour = categories[id] { return colour }
        // FNV-1a of the id: the same id gives the same hue in every report.
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hsl(hue: Int(hash % 360), saturation: 0.55, lightness: 0.55)
    }

    static func account(_ index: Int) -> String { accounts[index % accounts.count] }

    static func hsl(hue: Int, saturation: Double, lightness: Double) -> String {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let section = Double(hue) / 60
        let second = chroma * (1 - abs(section.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) =
            switch hue / 60 {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let base = lightness - chroma / 2
        let hex = [red, green, blue].map { value -> String in
            let byte = max(0, min(255, Int(((value + base) * 255).rounded())))
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex.joined()
    }
}
