/// Whether a text read as the bank's name can be one: a greeting ("Olá, João", "Dear customer")
/// or a sentence ("Thank you for banking with us") printed large at the top of a page never is.
/// Labels and export account names fall back to the account's number for such a name. (The
/// stored institution stays as read: it is part of the account's identity, and a ledger holding
/// statements under it must keep finding that account.)
public enum InstitutionName {
    /// Words of a sentence or a greeting, never of a bank's name: the finder's own
    /// (`InstitutionFinder.sentenceWords`) and greetings.
    static let sentenceWords: Set<String> = InstitutionFinder.sentenceWords.union([
        "hello", "hi", "hey", "ola", "hola", "bonjour", "bonsoir", "salut", "hallo", "ciao", "buongiorno", "welcome",
        "bienvenido", "bienvenida", "bienvenue", "willkommen", "prezado", "prezada", "estimado", "estimada",
        "querido", "querida", "caro", "cara", "geehrte", "geehrter", "cher", "chere",
    ])

    /// False for nothing at all, the placeholder of a bank not found, and a greeting or sentence.
    public static func isPlausible(_ name: String) -> Bool {
        let words = TextFolding.normalised(name).split(separator: " ").map(String.init)
        guard !words.isEmpty, words != ["unknown"] else { return false }
        return !words.contains(where: sentenceWords.contains)
    }
}
