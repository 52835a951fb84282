/// Statement files the tests draw themselves, with made-up content, shared by the reader's tests
/// and the command-line tests so both read the same shape.
public enum DrawnStatementFiles {
    /// A German-style CSV download: lines before the table, `;`, decimal comma, one signed amount
    /// and a balance column told apart only by arithmetic, a closing line after it.
    public static let germanCSV = """
        Kontoauszug;;;;
        Konto;DE00123456780000001234;;;
        Alter Kontostand;;;;1.000,00
        Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo
        01.03.2024;01.03.2024;Example Employer;Salary March;1.500,00;2.500,00
        04.03.2024;03.03.2024;Corner Grocer;Card 1234;-45,90;2.454,10
        10.03.2024;10.03.2024;Landlord Example;Rent share;-120,00;2.334,10
        Neuer Kontostand;;;;2.334,10
        """
}
