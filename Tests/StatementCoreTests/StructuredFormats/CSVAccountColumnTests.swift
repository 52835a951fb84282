import Testing

@testable import StatementCore

/// The holder's own account printed in a column of every row (Sparkasse's `Auftragskonto`, ING's
/// `Rekening`, an English export's `Account`), told from the other party's account column by its
/// header and by holding one and the same IBAN throughout. Read, the file printed no account and
/// the person had to give `--account`. All IBANs are the standards' own examples.
@Suite struct CSVAccountColumnTests {
    static let own = "DE89370400440532013000"

    /// A Sparkasse-style export: the holder's IBAN first, the other party's further on.
    static func sparkasse(
        own: [String], other: [String] = ["DE44500105175407324931", "DE02120300000000202051", "DE12500105170648489890"],
        parties: [String] = ["Zqxw Cafe", "Zqxw Employer", "Zqxw Landlord"]
    ) -> String {
        let header =
            "\"Auftragskonto\";\"Buchungstag\";\"Valutadatum\";\"Buchungstext\";\"Verwendungszweck\";"
            + "\"Beguenstigter/Zahlungspflichtiger\";\"Kontonummer/IBAN\";\"BIC (SWIFT-Code)\";\"Betrag\";\"Waehrung\";\"Info\""
        let rows = [
            ("03.01.25", "KARTENZAHLUNG", "Cafe", "-3,50"),
            ("02.01.25", "GUTSCHR. UEBERWEISUNG", "Lohn", "1.500,00"),
            ("30.12.24", "LASTSCHRIFT", "Miete Jan", "-800,00"),
        ]
        let lines = rows.enumerated().map { index, row in
            "\"\(own[index % own.count])\";\"\(row.0)\";\"\(row.0)\";\"\(row.1)\";\"\(row.2)\";\"\(parties[index % parties.count])\";"
                + "\"\(other[index % other.count])\";\"XXXXDEXX\";\"\(row.3)\";\"EUR\";\"Umsatz gebucht\""
        }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    @Test func theOwnAccountColumnHoldingOneIBANThroughoutIsTheAccount() throws {
        let statement = try oneStatement(Self.sparkasse(own: [Self.own]))
        #expect(statement.accountNumber == Self.own)
        #expect(statement.account == Statement.mask(account: Self.own))
        #expect(statement.transactions.count == 3)
    }

    /// The other party's column ("Kontonummer/IBAN") is not the account: it changes from row to
    /// row, and where one party is in every row (a month of PayPal payments) one IBAN throughout
    /// says nothing of whose it is.
    @Test(arguments: [false, true])
    func theOtherPartysColumnIsNotTheAccount(onePartyThroughout: Bool) throws {
        let other = onePartyThroughout ? ["DE44500105175407324931"] : ["DE44500105175407324931", "DE02120300000000202051"]
        let parties = onePartyThroughout ? ["Zqxw Pay"] : ["Zqxw Cafe", "Zqxw Employer", "Zqxw Landlord"]
        let text = Self.sparkasse(own: [Self.own], other: other, parties: parties)
        #expect(try oneStatement(text).accountNumber == Self.own)
        let noOwnColumn = text.split(separator: "\n").map { line in line.split(separator: ";").dropFirst().joined(separator: ";") }
        #expect(try oneStatement(noOwnColumn.joined(separator: "\n") + "\n").accountNumber == nil)
    }

    @Test func rowsOfSeveralAccountsNameNoneAndSaySo() throws {
        let statement = try oneStatement(Self.sparkasse(own: [Self.own, "DE44500105175407324931"]))
        #expect(statement.accountNumber == nil)
        let notes = statement.verification.notes.map(\.message)
        #expect(notes.contains { $0.contains("'Auftragskonto'") && $0.contains("2 accounts") && $0.contains("--account") }, "\(notes)")
    }

    @Test func aValueFailingTheIBANCheckIsNoAccount() throws {
        // One digit changed: the shape of an IBAN, not one.
        let statement = try oneStatement(Self.sparkasse(own: ["DE89370400440532013001"]))
        #expect(statement.accountNumber == nil)
    }

    @Test(arguments: [
        // ING Netherlands: "Rekening" the holder's, "Tegenrekening" the other party's.
        """
        "Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)"
        "20250102","Zqxw Grocer","NL91ABNA0417164300","NL20INGB0001234567","BA","Af","12,50"
        "20250103","Zqxw Employer","NL91ABNA0417164300","","OV","Bij","1500,00"
        """,
        // An English export with the holder's account in a column beside the counterparty's.
        """
        Date,Account,Counterparty,Counterparty account,Description,Amount (EUR)
        2025-01-02,NL91 ABNA 0417 1643 00,Zqxw Grocer,NL20INGB0001234567,Card,-12.50
        2025-01-03,NL91 ABNA 0417 1643 00,Zqxw Employer,NL20INGB0001234567,Salary,1500.00
        """,
    ])
    func otherBanksOwnAccountColumns(_ text: String) throws {
        #expect(try oneStatement(text + "\n").accountNumber == "NL91ABNA0417164300")
    }

    /// An account column of no telling word ("IBAN") is the holder's only where the rows are of
    /// several parties: one party throughout may be the other side's account on every row.
    @Test func aPlainAccountColumnNeedsRowsOfSeveralParties() throws {
        let several = "Date,Payee,IBAN,Amount (EUR)\n2025-01-02,Zqxw Grocer,\(Self.own),-12.50\n2025-01-03,Zqxw Employer,\(Self.own),1500.00\n"
        #expect(try oneStatement(several).accountNumber == Self.own)
        let oneParty = "Date,Payee,IBAN,Amount (EUR)\n2025-01-02,Zqxw Landlord,\(Self.own),-800.00\n2025-02-02,Zqxw Landlord,\(Self.own),-800.00\n"
        #expect(try oneStatement(oneParty).accountNumber == nil)
    }

    /// A line above the table still names the account; one naming another than the rows is said.
    @Test func aLineAboveTheTableWinsAndAnotherAccountThereIsSaid() throws {
        let rows = Self.sparkasse(own: [Self.own])
        for line in ["Konto;\(Self.own)", "Kontonummer;0532013000"] {
            let statement = try oneStatement(line + "\n" + rows)
            #expect(statement.accountNumber == line.split(separator: ";").last.map(String.init))
            #expect(statement.verification.notes.allSatisfy { !$0.message.contains("line above") }, "\(statement.verification.notes)")
        }
        let other = try oneStatement("Konto;GB29NWBK60161331926819\n" + rows)
        #expect(other.accountNumber == "GB29NWBK60161331926819")
        #expect(other.verification.notes.contains { $0.message.contains("the line above is taken") }, "\(other.verification.notes)")
    }

    @Test func twoColumnsNamingTwoAccountsThroughoutNameNone() throws {
        let text = """
            Date,Account,Own account,Payee,Amount (EUR)
            2025-01-02,\(Self.own),GB29NWBK60161331926819,Zqxw Grocer,-12.50
            2025-01-03,\(Self.own),GB29NWBK60161331926819,Zqxw Employer,1500.00

            """
        let statement = try oneStatement(text)
        #expect(statement.accountNumber == nil)
        #expect(statement.verification.notes.contains { $0.message.contains("2 accounts") }, "\(statement.verification.notes)")
    }

    /// The IBAN's country says the currency of a file naming none, as a line above the table's does.
    @Test func theColumnsIBANSaysTheCurrencyOfAFileNamingNone() throws {
        let text = "Auftragskonto;Buchungstag;Verwendungszweck;Betrag\n\(Self.own);02.01.25;Lohn;1.500,00\n\(Self.own);03.01.25;Cafe;-3,50\n"
        let statement = try oneStatement(text)
        #expect(statement.accountNumber == Self.own)
        #expect(statement.currency.code == "EUR")
    }
}
