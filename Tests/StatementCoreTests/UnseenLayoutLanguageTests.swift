import Testing
@testable import StatementCore

/// Statements in the languages (and regional wordings) banks print beyond the first seven: each
/// the same four movements, worded, dated and figured as that language's banks do, must come
/// out verified with exactly those rows.
@Suite struct UnseenLayoutLanguageTests {

    @Test func danish() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Eksempel Bank A/S", "Kontoudtog", "IBAN DK50 0040 0440 1162 43", "Periode 01.03.2025 til 31.03.2025"],
                header: ["Dato", "Tekst", "Hævet", "Indsat", "Saldo"], opening: "Primosaldo", closing: "Ultimosaldo", total: "I alt",
                dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"], amount: LanguageStatement.european, footer: "Side 1 af 1"),
            currency: "DKK", pages: 1)
    }

    @Test func finnishWithDayMonthDatesEndingInADot() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Esimerkki Pankki Oyj", "Tiliote", "IBAN FI21 1234 5600 0007 85", "Ajanjakso 1.3.2025 - 31.3.2025"],
                header: ["Kirjauspäivä", "Selite", "Otot", "Panot", "Saldo"], opening: "Alkusaldo", closing: "Loppusaldo", total: "Yhteensä",
                dates: ["3.3.", "5.3.", "12.3.", "20.3."], amount: LanguageStatement.spaced, footer: "Sivu 1 (1)"),
            currency: "EUR", pages: 1)
    }

    @Test func czechWithGenitiveMonthsAndKorunaSigns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Příkladová banka, a.s.", "Výpis z účtu", "IBAN CZ65 0800 0000 1920 0014 5399", "Období: 01.03.2025 - 31.03.2025"],
                header: ["Datum", "Popis", "Výdaje", "Příjmy", "Zůstatek"], opening: "Počáteční zůstatek", closing: "Konečný zůstatek",
                total: "Celkem", dates: ["3. března 2025", "5. března 2025", "12. března 2025", "20. března 2025"],
                amount: { LanguageStatement.spaced($0) + " Kč" }, footer: "Strana 1 z 1"),
            currency: "CZK", pages: 1)
    }

    @Test func slovak() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Príkladová banka, a.s.", "Výpis z účtu", "IBAN SK31 1200 0000 1987 4263 7541", "Obdobie 01.03.2025 - 31.03.2025"],
                header: ["Dátum", "Popis", "Debet", "Kredit", "Zostatok"], opening: "Počiatočný zostatok", closing: "Konečný zostatok",
                total: "Spolu", dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"], amount: { LanguageStatement.spaced($0) + " EUR" },
                footer: "Strana 1 z 1"),
            currency: "EUR", pages: 1)
    }

    @Test func hungarianWithYearFirstDatesAndForintSigns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Példa Bank Zrt.", "Számlakivonat", "Számlaszám: 11773016-11111018", "Időszak: 2025.03.01. - 2025.03.31."],
                header: ["Dátum", "Közlemény", "Terhelés", "Jóváírás", "Egyenleg"], opening: "Nyitó egyenleg", closing: "Záró egyenleg",
                total: "Összesen", dates: ["2025.03.03.", "2025.03.05.", "2025.03.12.", "2025.03.20."],
                amount: { LanguageStatement.spaced($0) + " Ft" },
                footer: "1. oldal"),
            currency: "HUF")
    }

    @Test func hungarianInWholeForints() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Példa Bank Zrt.", "Számlakivonat", "Számlaszám: 11773016-11111018", "Időszak: 2025.03.01. - 2025.03.31."],
                header: ["Dátum", "Közlemény", "Terhelés", "Jóváírás", "Egyenleg"], opening: "Nyitó egyenleg", closing: "Záró egyenleg",
                dates: ["2025.03.03.", "2025.03.05.", "2025.03.12.", "2025.03.20."],
                amount: { LanguageStatement.grouped($0 / 100, group: " ", decimal: "", minorDigits: 0) + " Ft" }, scale: 100),
            currency: "HUF")
    }

    @Test func romanian() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Banca Exemplu S.A.", "Extras de cont", "IBAN RO49 AAAA 1B31 0075 9384 0000", "Perioada 01.03.2025 - 31.03.2025"],
                header: ["Data", "Descriere", "Debit", "Credit", "Sold"], opening: "Sold inițial", closing: "Sold final", total: "Rulaj total",
                dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"], amount: { LanguageStatement.european($0) + " lei" },
                footer: "Pagina 1 din 1"),
            currency: "RON", pages: 1)
    }

    @Test func greekWithAccentedAndCapitalLabels() {
        expectVerified(
            LanguageStatement(
                letterhead: [
                    "Τράπεζα Παράδειγμα Α.Ε.", "Αντίγραφο κίνησης λογαριασμού", "IBAN GR16 0110 1250 0000 0001 2300 695",
                    "Περίοδος 01/03/2025 έως 31/03/2025",
                ],
                header: ["Ημερομηνία", "Αιτιολογία", "ΧΡΕΩΣΗ", "ΠΙΣΤΩΣΗ", "Υπόλοιπο"], opening: "Προηγούμενο υπόλοιπο",
                closing: "ΝΕΟ ΥΠΟΛΟΙΠΟ", total: "Σύνολο", descriptions: ["ΔΕΗ λογαριασμός", "Μισθοδοσία", "Σούπερ μάρκετ", "Ανάληψη ATM"],
                dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"], amount: LanguageStatement.european, footer: "Σελίδα 1 από 1"),
            currency: "EUR", pages: 1)
    }

    @Test func russianWithRoubleSigns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Пример Банк", "Выписка по счету", "Счет № 40817810099910004312", "Период: 01.03.2025 по 31.03.2025"],
                header: ["Дата", "Описание", "Расход", "Приход", "Остаток"], opening: "Входящий остаток", closing: "Исходящий остаток",
                total: "Итого обороты", descriptions: ["Оплата электроэнергии", "Зарплата", "Покупка Магазин", "Снятие наличных"],
                dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"], amount: { LanguageStatement.spaced($0) + " ₽" },
                footer: "Страница 1 из 1"),
            currency: "RUB", pages: 1)
    }

    @Test func ukrainianWithHryvniaSigns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Приклад Банк", "Виписка з рахунку", "Рахунок 26007233566001", "Період: 01.03.2025 - 31.03.2025"],
                header: ["Дата", "Призначення", "Списання", "Надходження", "Залишок"], opening: "Вхідний залишок",
                closing: "Вихідний залишок", total: "Разом",
                descriptions: ["Оплата комунальних", "Заробітна плата", "Покупка Магазин", "Зняття готівки"],
                dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"], amount: { LanguageStatement.spaced($0) + " грн" },
                footer: "Сторінка 1 з 1"),
            currency: "UAH", pages: 1)
    }

    @Test func koreanInWholeWon() {
        expectVerified(
            LanguageStatement(
                letterhead: ["예시은행", "거래내역조회", "계좌번호 123-456-789012", "조회기간 2025.03.01 ~ 2025.03.31", "통화 KRW"],
                header: ["거래일자", "적요", "출금액", "입금액", "잔액"], opening: "전일잔액", closing: "기말잔액", total: "합계",
                descriptions: ["전기요금", "급여", "편의점", "ATM 출금"],
                dates: ["2025.03.03", "2025.03.05", "2025.03.12", "2025.03.20"],
                amount: { LanguageStatement.grouped($0, group: ",", decimal: "", minorDigits: 0) }, footer: "1/1 페이지"),
            currency: "KRW", minorDigits: 0, pages: 1)
    }

    @Test func koreanWithSpacedDottedDates() {
        expectVerified(
            LanguageStatement(
                letterhead: ["예시은행", "거래내역조회", "계좌번호 123-456-789012", "조회기간 2025. 3. 1. ~ 2025. 3. 31.", "통화 KRW"],
                header: ["거래일자", "적요", "찾으신금액", "맡기신금액", "거래후잔액"], opening: "이월잔액", closing: "최종잔액",
                descriptions: ["전기요금", "급여", "편의점", "ATM 출금"], dates: ["2025. 3. 3.", "2025. 3. 5.", "2025. 3. 12.", "2025. 3. 20."],
                amount: { LanguageStatement.grouped($0, group: ",", decimal: "", minorDigits: 0) }),
            currency: "KRW", minorDigits: 0)
    }

    @Test func chineseWithYearMonthDayUnits() {
        expectVerified(
            LanguageStatement(
                letterhead: ["示例银行", "账户对账单", "账号 6222 0000 1234 5678", "币种 CNY"],
                header: ["日期", "摘要", "支出", "存入", "余额"], opening: "期初余额", closing: "期末余额",
                descriptions: ["电费", "工资", "超市购物", "ATM取款"], dates: ["2025年3月3日", "2025年3月5日", "2025年3月12日", "2025年3月20日"],
                amount: LanguageStatement.english),
            currency: "CNY", period: nil)
    }

    @Test func indonesian() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Bank Contoh", "Rekening Koran", "No. Rekening 1234567890", "Periode 01/03/2025 s/d 31/03/2025", "Mata Uang IDR"],
                header: ["Tanggal", "Keterangan", "Debet", "Kredit", "Saldo"], opening: "Saldo Awal", closing: "Saldo Akhir",
                total: "Total Mutasi", dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"], amount: LanguageStatement.european,
                footer: "Halaman 1 dari 1"),
            currency: "IDR", pages: 1)
    }

    @Test func malayWithMalayMonthNamesAndRinggitSigns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Bank Contoh Berhad", "Penyata Akaun", "No. Akaun 1234567890", "Tempoh 01 Mac 2025 hingga 31 Mac 2025"],
                header: ["Tarikh", "Butiran", "Pengeluaran", "Simpanan", "Baki"], opening: "Baki Awal", closing: "Baki Akhir", total: "Jumlah",
                dates: ["03 Mac", "05 Mac", "12 Mac", "20 Mac"], amount: { "RM" + LanguageStatement.english($0) }),
            currency: "MYR")
    }

    @Test func vietnameseInWholeDongGroupedByPoints() {
        expectVerified(
            LanguageStatement(
                letterhead: [
                    "Ngân hàng Ví dụ", "Sao kê tài khoản", "Số tài khoản: 0123456789", "Từ ngày 01/03/2025 đến ngày 31/03/2025",
                    "Loại tiền: VND",
                ],
                header: ["Ngày", "Mô tả", "Ghi nợ", "Ghi có", "Số dư"], opening: "Số dư đầu kỳ", closing: "Số dư cuối kỳ", total: "Tổng cộng",
                descriptions: ["Thanh toán tiền điện", "Lương tháng 3", "Mua hàng siêu thị", "Rút tiền ATM"],
                dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"],
                amount: { LanguageStatement.grouped($0, group: ".", decimal: "", minorDigits: 0) }, footer: "Trang 1/1", scale: 100),
            currency: "VND", minorDigits: 0, pages: 1)
    }

    @Test func thaiWithBuddhistEraYears() {
        expectVerified(
            LanguageStatement(
                letterhead: ["ธนาคารตัวอย่าง", "รายการเดินบัญชี", "เลขที่บัญชี 123-4-56789-0", "สกุลเงิน THB"],
                header: ["วันที่", "รายการ", "ถอนเงิน", "ฝากเงิน", "ยอดคงเหลือ"], opening: "ยอดยกมา", closing: "ยอดคงเหลือยกไป", total: "รวม",
                descriptions: ["ค่าไฟฟ้า", "เงินเดือน", "ซื้อสินค้า", "ถอนเงินสด ATM"],
                dates: ["03/03/2568", "05/03/2568", "12/03/2568", "20/03/2568"], amount: LanguageStatement.english, footer: "หน้า 1/1"),
            currency: "THB", period: nil, pages: 1)
    }
}

/// Sections and institution names in the further languages.
@Suite struct UnseenLayoutLanguageSectionTests {
    @Test func czechSectionsGiveBareAmountsTheirSign() {
        var page = HandBuiltPage()
        page.line(.left("Příkladová banka, a.s.", 40))
        page.line(.left("Výpis z účtu", 40))
        page.line(.left("IBAN CZ65 0800 0000 1920 0014 5399", 40))
        page.line(.left("Období: 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Počáteční zůstatek", 40), .right("24 500,00", 450))
        page.line(.left("Datum", 40), .left("Popis", 130), .right("Částka", 450))
        page.line(.left("Příchozí platby", 40))
        page.line(.left("05.03.2025", 40), .left("Mzda Contoso", 130), .right("21 500,00", 450))
        page.line(.left("Odchozí platby", 40))
        page.line(.left("03.03.2025", 40), .left("Energie", 130), .right("842,00", 450))
        page.line(.left("12.03.2025", 40), .left("Obchod Fabrikam", 130), .right("1 234,56", 450))
        page.line(.left("Konečný zůstatek", 40), .right("43 923,44", 450))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Příkladová banka")
        #expect(statement.currency.code == "CZK")
        #expect(statement.balancesText == ["24500.00", "43923.44"])
        #expect(
            statement.rows.sorted() == [
                "2025-03-03 -842.00 Energie", "2025-03-05 21500.00 Mzda Contoso", "2025-03-12 -1234.56 Obchod Fabrikam",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test(arguments: [
        ("Příkladová banka, a.s.", "Příkladová banka"), ("Esimerkki Pankki Oyj", "Esimerkki Pankki Oyj"),
        ("Τράπεζα Παράδειγμα Α.Ε.", "Τράπεζα Παράδειγμα Α.Ε."), ("Пример Банк", "Пример Банк"), ("예시은행", "예시은행"),
        ("ธนาคารตัวอย่าง", "ธนาคารตัวอย่าง"), ("Ngân hàng Ví dụ", "Ngân hàng Ví dụ"),
    ])
    func bankNamesInTheirOwnWords(_ letterhead: String, _ name: String) {
        var page = HandBuiltPage()
        page.line(.left(letterhead, 40))
        page.line(.left("01.03.2025", 40), .left("Energy", 130), .right("-12,00", 450), .right("100,00", 530))
        #expect(UnseenLayout.parse(page).institution == name)
    }
}

/// Card bills in the further languages: purchases printed bare are money out, the payment
/// printed with a minus is money in, the balances are owed.
@Suite struct UnseenLayoutLanguageCardTests {
    private func cardBill(
        _ letterhead: [String], header: [String], opening: String, closing: String,
        amount: (Int64) -> String
    ) -> HandBuiltPage {
        var page = HandBuiltPage()
        for line in letterhead { page.line(.left(line, 40)) }
        page.line(.left(opening, 40), .right(amount(245_000), 450))
        page.line(.left(header[0], 40), .left(header[1], 130), .right(header[2], 450))
        page.line(.left("03.03.2025", 40), .left("Energy Company", 130), .right(amount(8_420), 450))
        page.line(.left("05.03.2025", 40), .left("Payment thank you", 130), .right("-" + amount(215_000), 450))
        page.line(.left("12.03.2025", 40), .left("Store Fabrikam", 130), .right(amount(123_456), 450))
        page.line(.left("20.03.2025", 40), .left("Restaurant Centrum", 130), .right(amount(6_000), 450))
        page.line(.left(closing, 40), .right(amount(167_876), 450))
        return page
    }

    @Test(arguments: [
        (
            ["Příkladová banka", "Výpis z kreditní karty", "Kreditní karta 4000 1234 5678 9010", "Minimální splátka 500,00 Kč"],
            ["Datum", "Popis", "Částka"], "Předchozí zůstatek", "Konečný zůstatek"
        ),
        (
            ["Пример Банк", "Выписка по кредитной карте", "Кредитная карта 4000 1234 5678 9010", "Минимальный платёж 500,00 ₽"],
            ["Дата", "Описание", "Сумма"], "Входящий остаток", "Исходящий остаток"
        ),
        (
            ["Példa Bank", "Hitelkártya kivonat", "Hitelkártya 4000 1234 5678 9010", "Minimum fizetendő 500,00 Ft", "Hitelkeret 500 000,00 Ft"],
            ["Dátum", "Közlemény", "Összeg"], "Nyitó egyenleg", "Záró egyenleg"
        ),
    ])
    func purchasesAreMoneyOutAndThePaymentMoneyIn(_ letterhead: [String], _ header: [String], _ opening: String, _ closing: String) {
        let statement = UnseenLayout.parse(
            cardBill(
                letterhead, header: header, opening: opening, closing: closing,
                amount: LanguageStatement.spaced))
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-2450.00", "-1678.76"])
        #expect(
            statement.rows == [
                "2025-03-03 -84.20 Energy Company", "2025-03-05 2150.00 Payment thank you", "2025-03-12 -1234.56 Store Fabrikam",
                "2025-03-20 -60.00 Restaurant Centrum",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
