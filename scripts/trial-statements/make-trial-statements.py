#!/usr/bin/env python3
"""Trial statements in shapes real banks print, written with reportlab (not the project's own PDF
writer), so the parser meets text laid out by a program it has never seen.

Usage: make-trial-statements.py OUTDIR
Writes OUTDIR/CASE/statement.pdf and OUTDIR/CASE/expected.json for every shape below, in the
format of the shared conformance cases (see scripts/trial-statements/README.md)."""
import json, os, sys
from decimal import Decimal as D
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase import _cidfontdata
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

if len(sys.argv) != 2:
    sys.exit("usage: make-trial-statements.py OUTDIR")
OUT = sys.argv[1]

# Latin text uses the PDF standard fonts (nothing embedded, so the files stay small); Japanese
# and Chinese use standard CID fonts (their text layer needs poppler-data to be read back); anything else
# (Polish, Turkish, Greek...) needs DejaVu Sans, looked up only when such text is drawn.
pdfmetrics.registerFont(UnicodeCIDFont("HeiseiKakuGo-W5"))
# reportlab names the Simplified Chinese CMap for its Traditional Chinese font; poppler then
# cannot read the text back. The font's own collection is Adobe-CNS1.
_cidfontdata.defaultUnicodeEncodings["MSung-Light"] = ("cht", "UniCNS-UCS2-H")
pdfmetrics.registerFont(UnicodeCIDFont("MSung-Light"))
DEJAVU_PLACES = [os.environ.get("DEJAVU_SANS_DIR", ""), "/usr/share/fonts/truetype/dejavu",
                 "/usr/share/fonts/dejavu", "/usr/local/share/fonts", os.path.expanduser("~/Library/Fonts")]


# TRIAL_FONT=Courier or Times-Roman writes every shape in another standard font: monospaced
# statements space their words and thousands groups wider. The fixtures use Helvetica.
LATIN = {"Courier": ("Courier", "Courier-Bold"), "Times-Roman": ("Times-Roman", "Times-Bold")}.get(
    os.environ.get("TRIAL_FONT", ""), ("Helvetica", "Helvetica-Bold"))


def dejavu(bold):
    name = "DejaVuSans-Bold" if bold else "DejaVuSans"
    if name not in pdfmetrics.getRegisteredFontNames():
        path = next((os.path.join(p, name + ".ttf") for p in DEJAVU_PLACES if p and os.path.exists(os.path.join(p, name + ".ttf"))), None)
        if path is None:
            sys.exit("DejaVu Sans is needed for non-Latin-1 text: set DEJAVU_SANS_DIR to the folder holding DejaVuSans.ttf")
        pdfmetrics.registerFont(TTFont(name, path))
    return name


def font_for(text, bold, cjk):
    if any("\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" for ch in text):
        return cjk
    try:
        text.encode("cp1252")
        return LATIN[1] if bold else LATIN[0]
    except UnicodeEncodeError:
        return dejavu(bold)


def money(v, dec=",", thou=".", sign="-", places=2):
    neg = v < 0
    v = abs(v)
    q = f"{v:.{places}f}"
    whole, _, frac = q.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:]); whole = whole[:-3]
    groups.insert(0, whole)
    s = thou.join(groups) + ((dec + frac) if places else "")
    return (sign + s) if neg and sign else s


class Doc:
    def __init__(self, name, size=A4, cjk="HeiseiKakuGo-W5"):
        """cjk: the CID font for Chinese or Japanese text (HeiseiKakuGo-W5 Japanese, MSung-Light Traditional Chinese)."""
        self.cjk = cjk
        os.makedirs(f"{OUT}/{name}", exist_ok=True)
        self.name = name
        self.c = canvas.Canvas(f"{OUT}/{name}/statement.pdf", pagesize=size, invariant=True)
        self.w, self.h = size

    def t(self, x, y, s, size=9, bold=False, right=False):
        self.c.setFont(font_for(s, bold, self.cjk), size)
        (self.c.drawRightString if right else self.c.drawString)(x, self.h - y, s)

    def headers(self, y, columns):
        """Column headers: (x, text, right-aligned) each, in small bold type."""
        for x, text, right in columns:
            self.t(x, y, text, 8, True, right=bool(right))

    def page(self):
        self.c.showPage()

    def save(self, expected):
        self.c.save()
        with open(f"{OUT}/{self.name}/expected.json", "w") as f:
            json.dump(expected, f, indent=1, ensure_ascii=False)


def tx(date, desc, amount):
    return {"date": date, "description": desc, "amount": f"{amount:.2f}"}


# 1. US checking, Chase-like: summary table, sections with own totals, MM/DD dates, no year.
def us_checking():
    d = Doc("us-checking-sections", letter)
    d.t(40, 40, "FIRST PRAIRIE BANK, N.A.", 14, True)
    d.t(40, 58, "P O Box 659754  San Antonio, TX 78265-9754")
    d.t(400, 40, "January 13, 2025 through February 11, 2025")
    d.t(400, 54, "Account Number:  000000123456789")
    d.t(40, 100, "JANE Q DOE")
    d.t(40, 112, "1234 ELM ST")
    d.t(40, 124, "SPRINGFIELD IL 62704-0000")
    d.t(40, 170, "CHECKING SUMMARY", 11, True)
    d.t(300, 170, "INSTANCES", 8, True, right=True)
    d.t(420, 170, "AMOUNT", 8, True, right=True)
    opening = D("2310.45")
    deposits = [("01/15", "Payroll Deposit ACME CORP PPD ID: 1234567", D("2450.00")),
                ("01/31", "Payroll Deposit ACME CORP PPD ID: 1234567", D("2450.00")),
                ("02/03", "Zelle Payment From John Smith Jpm99b5x", D("75.00"))]
    card = [("01/14", "Card Purchase 01/12 Whole Foods Mkt #10234 Springfield IL Card 4321", D("-86.12")),
            ("01/20", "Card Purchase 01/18 Shell Oil 57444 Springfield IL Card 4321", D("-45.30")),
            ("01/27", "ATM Withdrawal 01/27 1200 W Main St Springfield IL Card 4321", D("-200.00")),
            ("02/05", "Card Purchase 02/04 Netflix.Com Netflix.Com CA Card 4321", D("-15.49"))]
    electronic = [("01/16", "Comed Payment PPD ID: 3360938600", D("-112.40")),
                  ("02/01", "Wells Fargo Home Mortgage Payment PPD ID: 9000000001", D("-1650.00")),
                  ("02/10", "Geico Auto Insurance Web ID: 9000000123", D("-132.85"))]
    fees = [("02/11", "Monthly Service Fee", D("-12.00"))]
    closing = opening + sum(a for *_, a in deposits + card + electronic + fees)
    rows = [("Beginning Balance", "", opening),
            ("Deposits and Additions", "3", sum(a for *_, a in deposits)),
            ("ATM & Debit Card Withdrawals", "4", sum(a for *_, a in card)),
            ("Electronic Withdrawals", "3", sum(a for *_, a in electronic)),
            ("Fees", "1", sum(a for *_, a in fees)),
            ("Ending Balance", "11", closing)]
    y = 186
    for label, n, v in rows:
        d.t(40, y, label, 9, label.startswith(("Beg", "End")))
        d.t(300, y, n, 9, right=True)
        d.t(420, y, "$" + money(v, ".", ","), 9, right=True)
        y += 13
    y += 20

    def section(title, items, total_label):
        nonlocal y
        d.t(40, y, title, 11, True); y += 16
        d.t(40, y, "DATE", 8, True); d.t(90, y, "DESCRIPTION", 8, True); d.t(560, y, "AMOUNT", 8, True, right=True); y += 13
        for date, desc, amt in items:
            d.t(40, y, date); d.t(90, y, desc); d.t(560, y, money(abs(amt), ".", ","), right=True); y += 13
        d.t(90, y, total_label, 9, True); d.t(560, y, "$" + money(abs(sum(a for *_, a in items)), ".", ","), 9, True, right=True)
        y += 26
    section("DEPOSITS AND ADDITIONS", deposits, "Total Deposits and Additions")
    section("ATM & DEBIT CARD WITHDRAWALS", card, "Total ATM & Debit Card Withdrawals")
    d.t(300, 760, "Page 1 of 2", 8)
    d.page()
    y = 60
    d.t(40, 40, "JANE Q DOE  |  Account Number: 000000123456789  |  January 13, 2025 through February 11, 2025", 8)
    section("ELECTRONIC WITHDRAWALS", electronic, "Total Electronic Withdrawals")
    section("FEES", fees, "Total Fees")
    d.t(40, y, "DAILY ENDING BALANCE", 11, True); y += 16
    bal = opening
    allrows = sorted(deposits + card + electronic + fees, key=lambda r: r[0])
    days = {}
    for date, _, a in allrows:
        bal += a; days[date] = bal
    x = 40
    for i, (date, b) in enumerate(days.items()):
        d.t(40 + (i % 3) * 180, y + (i // 3) * 13, date)
        d.t(170 + (i % 3) * 180, y + (i // 3) * 13, "$" + money(b, ".", ","), right=True)
    d.t(300, 760, "Page 2 of 2", 8)
    exp = {"currency": "USD", "opening_balance": str(opening), "closing_balance": str(closing),
           "period": {"start": "2025-01-13", "end": "2025-02-11"},
           "transactions": [tx(("2025-" if dt[:2] == "01" or dt[:2] == "02" else "") + dt.replace("/", "-"), ds, a) for dt, ds, a in allrows]}
    d.save(exp)


# 2. UK current account, Barclays/HSBC-like: Date | Payment type and details | Paid out | Paid in | Balance;
# dates printed once per day, sparse balances, no year on rows.
def uk_current():
    d = Doc("uk-current-sparse")
    d.t(40, 40, "Thames Valley Building Society", 15, True)
    d.t(40, 70, "Your Current Account statement")
    d.t(40, 84, "1 March to 31 March 2025")
    d.t(380, 70, "Sort code 20-45-77   Account number 41234567", 8)
    d.t(40, 120, "Account summary", 11, True)
    opening = D("1523.10")
    items = [("03 Mar", [("DD", "BRITISH GAS", D("-64.00")), ("VIS", "TESCO STORES 2931 READING", D("-32.18"))]),
             ("07 Mar", [("CR", "SALARY CONTOSO LTD", D("2750.00"))]),
             ("10 Mar", [("SO", "RENT J SMITH", D("-950.00")), ("VIS", "PRET A MANGER LONDON", D("-6.45")), ("))))", "TFL TRAVEL CH", D("-2.80"))]),
             ("24 Mar", [("DD", "COUNCIL TAX RBC", D("-152.00"))]),
             ("31 Mar", [("ATM", "CASH NOTEMAC MAR31 READING", D("-40.00"))])]
    total_out = -sum(a for _, its in items for _, _, a in its if a < 0)
    total_in = sum(a for _, its in items for _, _, a in its if a > 0)
    closing = opening - total_out + total_in
    d.t(40, 136, "Opening balance"); d.t(250, 136, "£" + money(opening, ".", ","), right=True)
    d.t(40, 149, "Money out"); d.t(250, 149, "£" + money(total_out, ".", ","), right=True)
    d.t(40, 162, "Money in"); d.t(250, 162, "£" + money(total_in, ".", ","), right=True)
    d.t(40, 175, "Closing balance"); d.t(250, 175, "£" + money(closing, ".", ","), right=True)
    y = 210
    d.t(40, y, "Date", 8, True); d.t(95, y, "Payment type and details", 8, True)
    d.t(390, y, "Paid out", 8, True, right=True); d.t(470, y, "Paid in", 8, True, right=True); d.t(555, y, "Balance", 8, True, right=True)
    y += 14
    d.t(40, y, "01 Mar"); d.t(95, y, "BALANCE BROUGHT FORWARD"); d.t(555, y, money(opening, ".", ","), right=True); y += 14
    bal = opening
    txs = []
    for date, its in items:
        for i, (code, desc, a) in enumerate(its):
            bal += a
            if i == 0: d.t(40, y, date)
            d.t(95, y, code); d.t(125, y, desc)
            d.t(390 if a < 0 else 470, y, money(abs(a), ".", ","), right=True)
            if i == len(its) - 1: d.t(555, y, money(bal, ".", ","), right=True)
            y += 14
            day, mon = date.split()
            txs.append(tx(f"2025-03-{day}", desc, a))
    d.t(40, y, "31 Mar"); d.t(95, y, "BALANCE CARRIED FORWARD"); d.t(555, y, money(bal, ".", ","), right=True)
    d.save({"currency": "GBP", "opening_balance": str(opening), "closing_balance": str(closing),
            "period": {"start": "2025-03-01", "end": "2025-03-31"}, "transactions": txs})


# 3. German Sparkasse-like: signed amounts, Buchungstag/Wert, dates without year "02.01.", multi-line text.
def de_sparkasse():
    d = Doc("de-sparkasse-signed")
    d.t(40, 40, "Sparkasse Mittelfranken-Süd", 13, True)
    d.t(40, 70, "Kontoauszug 1/2025")
    d.t(40, 84, "Girokonto  IBAN DE12 7645 0000 0231 4587 12")
    d.t(360, 84, "Erstellt am 31.01.2025")
    opening = D("3.40")
    rows = [("02.01.", "02.01.", ["Lastschrift", "Stadtwerke Roth GmbH", "Abschlag Strom 01/2025"], D("-89.00")),
            ("03.01.", "03.01.", ["Kartenzahlung", "EDEKA Schwabach", "2025-01-02T17:22 Debitk.1 2027-12"], D("-47.11")),
            ("15.01.", "15.01.", ["Gutschrift", "Bayerische Versorgungskammer", "Rente 01/2025"], D("1834.56")),
            ("20.01.", "20.01.", ["Dauerauftrag", "Wohnbau GmbH Miete"], D("-710.00")),
            ("31.01.", "31.01.", ["Entgelt", "Kontoführung 01/2025"], D("-6.95"))]
    closing = opening + sum(r[3] for r in rows)
    y = 130
    d.t(40, y, "Buchungstag", 8, True); d.t(110, y, "Wert", 8, True); d.t(160, y, "Erläuterung", 8, True); d.t(555, y, "Betrag EUR", 8, True, right=True)
    y += 16
    d.t(160, y, "Kontostand am 31.12.2024, Auszug Nr. 12", 9, True); d.t(555, y, money(opening), 9, True, right=True); y += 18
    txs = []
    for b, w, lines, a in rows:
        d.t(40, y, b); d.t(110, y, w)
        for i, l in enumerate(lines):
            d.t(160, y + 11 * i, l, 9, i == 0)
        d.t(555, y, money(a), right=True)
        y += 11 * len(lines) + 6
        txs.append(tx("2025-01-" + b[:2], " ".join(lines), a))
    d.t(160, y + 6, "Kontostand am 31.01.2025 um 20:15 Uhr", 9, True); d.t(555, y + 6, money(closing), 9, True, right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(closing), "transactions": txs})


# 4. French: Débit / Crédit columns, SOLDE CREDITEUR AU, TOTAL DES OPERATIONS, value date column.
def fr_banque():
    d = Doc("fr-debit-credit")
    d.t(40, 40, "BANQUE POPULAIRE DU LITTORAL", 13, True)
    d.t(40, 70, "RELEVÉ DE COMPTE CHÈQUES")
    d.t(40, 84, "du 01/04/2025 au 30/04/2025")
    d.t(330, 84, "N° de compte 08765432101  Devise EUR", 8)
    d.t(40, 98, "IBAN FR76 1070 7000 1108 7654 3210 132", 8)
    opening = D("812.33")
    rows = [("02/04", "PRLV SEPA EDF CLIENTS PARTICULIERS", "02/04", D("-72.40")),
            ("05/04", "CB CARREFOUR MARKET 04/04 NANTES", "04/04", D("-58.17")),
            ("08/04", "VIR SEPA MAIRIE DE NANTES SALAIRE AVRIL", "08/04", D("2105.12")),
            ("12/04", "CB SNCF INTERNET 11/04", "11/04", D("-89.00")),
            ("28/04", "COTISATION OFFRE ESSENTIEL", "28/04", D("-4.50"))]
    debit = -sum(r[3] for r in rows if r[3] < 0); credit = sum(r[3] for r in rows if r[3] > 0)
    closing = opening - debit + credit
    y = 130
    for x, s in [(40, "Date"), (90, "Libellé"), (350, "Valeur"), (470, "Débit"), (555, "Crédit")]:
        d.t(x, y, s, 8, True, right=x > 400)
    y += 16
    d.t(90, y, "SOLDE CREDITEUR AU 31/03/2025", 9, True); d.t(555, y, money(opening, ",", " "), 9, True, right=True); y += 16
    txs = []
    for dt, lib, val, a in rows:
        d.t(40, y, dt); d.t(90, y, lib); d.t(350, y, val)
        d.t(470 if a < 0 else 555, y, money(abs(a), ",", " "), right=True); y += 14
        txs.append(tx("2025-04-" + dt[:2], lib, a))
    y += 6
    d.t(90, y, "TOTAL DES OPERATIONS", 9, True); d.t(470, y, money(debit, ",", " "), 9, True, right=True); d.t(555, y, money(credit, ",", " "), 9, True, right=True); y += 16
    d.t(90, y, "SOLDE CREDITEUR AU 30/04/2025", 9, True); d.t(555, y, money(closing, ",", " "), 9, True, right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(closing),
            "period": {"start": "2025-04-01", "end": "2025-04-30"}, "transactions": txs})


# 5. Mexico BBVA-like: FECHA OPER/LIQ with month abbreviations, REFERENCIA column, CARGOS/ABONOS and two balance columns.
def mx_bbva():
    d = Doc("mx-cargos-abonos")
    d.t(40, 40, "BANCO DEL NORTE, S.A.", 13, True)
    d.t(40, 60, "Estado de Cuenta  Libretón Básico Cuenta Digital")
    d.t(40, 74, "Periodo DEL 01/05/2025 AL 31/05/2025")
    d.t(330, 74, "No. de Cuenta 1234567890   CLABE 012180012345678907", 8)
    d.t(40, 88, "MONEDA NACIONAL", 8)
    opening = D("15230.50")
    rows = [("02/MAY", "02/MAY", "SPEI RECIBIDO BANAMEX", "0091234", D("12500.00")),
            ("03/MAY", "04/MAY", "PAGO TARJETA DE CREDITO", "8876543", D("-4300.00")),
            ("10/MAY", "10/MAY", "OXXO GAS SUC 1234 MONTERREY", "RFC OGA930128ABC", D("-650.40")),
            ("15/MAY", "15/MAY", "RETIRO CAJERO AUTOMATICO", "4532", D("-2000.00")),
            ("28/MAY", "28/MAY", "COMISION MANEJO DE CUENTA", "0000000", D("-116.00"))]
    cargos = -sum(r[4] for r in rows if r[4] < 0); abonos = sum(r[4] for r in rows if r[4] > 0)
    closing = opening - cargos + abonos
    d.t(40, 120, "Saldo Anterior"); d.t(250, 120, money(opening, ".", ","), right=True)
    d.t(40, 133, "Depósitos / Abonos (+)"); d.t(250, 133, money(abonos, ".", ","), right=True)
    d.t(40, 146, "Retiros / Cargos (-)"); d.t(250, 146, money(cargos, ".", ","), right=True)
    d.t(40, 159, "Saldo Final"); d.t(250, 159, money(closing, ".", ","), right=True)
    y = 195
    d.headers(y, [(40, "OPER", 0), (85, "LIQ", 0), (130, "DESCRIPCIÓN", 0), (300, "REFERENCIA", 0), (420, "CARGOS", 1), (480, "ABONOS", 1), (555, "OPERACIÓN", 1)])
    d.t(40, y - 11, "FECHA", 8, True); d.t(555, y - 11, "SALDO", 8, True, right=True)
    y += 15
    bal = opening; txs = []
    for o, l, desc, ref, a in rows:
        bal += a
        d.t(40, y, o); d.t(85, y, l); d.t(130, y, desc, 8); d.t(300, y, ref, 8)
        d.t(420 if a < 0 else 480, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(bal, ".", ","), right=True)
        y += 14
        txs.append(tx("2025-05-" + o[:2], desc, a))
    d.save({"currency": "MXN", "opening_balance": str(opening), "closing_balance": str(closing),
            "period": {"start": "2025-05-01", "end": "2025-05-31"}, "transactions": txs})


# 6. Brazil Itaú-like: data | lançamentos | valor (R$) | saldo (R$); SALDO ANTERIOR as a row; "SALDO DO DIA" rows.
def br_itau():
    d = Doc("br-saldo-do-dia")
    d.t(40, 40, "Banco Paulista S.A.", 13, True)
    d.t(40, 60, "extrato conta corrente  agência 0912  conta 45123-6")
    d.t(40, 74, "período: 01/06/2025 a 30/06/2025")
    opening = D("1045.90")
    days = [("02/06", [("PIX TRANSF MARIA S 02/06", D("-150.00")), ("SUPERMERC EXTRA", D("-212.35"))]),
            ("05/06", [("TED 341.1234 EMPRESA XYZ LTDA", D("4200.00"))]),
            ("10/06", [("BOLETO CONDOMINIO ED SOL", D("-780.00")), ("IOF", D("-1.23"))])]
    y = 110
    d.t(40, y, "data", 8, True); d.t(100, y, "lançamentos", 8, True); d.t(420, y, "valor (R$)", 8, True, right=True); d.t(540, y, "saldo (R$)", 8, True, right=True)
    y += 15
    d.t(40, y, "31/05"); d.t(100, y, "SALDO ANTERIOR"); d.t(540, y, money(opening), right=True); y += 14
    bal = opening; txs = []
    for dt, its in days:
        for desc, a in its:
            bal += a
            d.t(40, y, dt); d.t(100, y, desc); d.t(420, y, money(a), right=True); y += 14
            txs.append(tx("2025-06-" + dt[:2], desc, a))
        d.t(40, y, dt); d.t(100, y, "SALDO DO DIA", 9, True); d.t(540, y, money(bal), 9, True, right=True); y += 14
    d.save({"currency": "BRL", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 7. Card bill, Amex-like: Previous Balance, Payments/Credits, New Charges, New Balance; purchases positive printed.
def us_card():
    d = Doc("us-card-summary", letter)
    d.t(40, 40, "Meridian Express Card", 14, True)
    d.t(40, 60, "Closing Date 03/21/25          Account Ending 7-31004")
    d.t(400, 40, "JOHN A SAMPLE", 8)
    d.t(400, 50, "77 HUDSON ST APT 4B", 8)
    d.t(400, 60, "NEW YORK NY 10013-2290", 8)
    prev = D("-842.17")
    pay = [("02/25/25", "ONLINE PAYMENT - THANK YOU", D("842.17"))]
    cred = [("03/02/25", "AMAZON MARKETPLACE NA REFUND", D("23.99"))]
    chg = [("02/22/25", "UBER TRIP HELP.UBER.COM CA", D("-18.42")),
           ("02/28/25", "DELTA AIR LINES ATLANTA GA", D("-412.60")),
           ("03/05/25", "STARBUCKS STORE 08765 NEW YORK NY", D("-6.75")),
           ("03/18/25", "COSTCO WHSE #1042 BROOKLYN NY", D("-187.33"))]
    new = prev + sum(a for *_, a in pay + cred + chg)
    y = 100
    for label, v in [("Previous Balance", -prev), ("Payments/Credits", -sum(a for *_, a in pay + cred)),
                     ("New Charges", -sum(a for *_, a in chg)), ("Fees", D(0)), ("Interest Charged", D(0)), ("New Balance", -new)]:
        d.t(40, y, label, 9, label.startswith("New B")); d.t(260, y, ("-" if v < 0 else "") + "$" + money(abs(v), ".", ","), 9, right=True); y += 13
    y += 10
    d.t(40, y, "Minimum Payment Due $35.00      Payment Due Date 04/15/25"); y += 30
    txs = []
    def block(title, items, neg_print):
        nonlocal y
        d.t(40, y, title, 11, True); y += 15
        for dt, desc, a in items:
            d.t(40, y, dt); d.t(110, y, desc); d.t(555, y, ("-" if neg_print else "") + "$" + money(abs(a), ".", ","), right=True); y += 13
            m, dd, yy = dt.split("/")
            txs.append(tx(f"20{yy}-{m}-{dd}", desc, a))
        y += 12
    block("Payments", pay, True)
    block("Credits", cred, True)
    block("New Charges", chg, False)
    d.save({"currency": "USD", "opening_balance": str(prev), "closing_balance": str(new), "transactions": txs})


# 8. Italian: Data contabile | Data valuta | Descrizione | Addebiti | Accrediti; Saldo iniziale / finale; newest first? no.
def it_conto():
    d = Doc("it-addebiti-accrediti")
    d.t(40, 40, "Banca Popolare dell'Adriatico", 13, True)
    d.t(40, 62, "Estratto conto corrente n. 000012345678 al 30.09.2025")
    d.t(40, 76, "IBAN IT60 X054 2811 1010 0000 0123 456")
    opening = D("2430.00")
    rows = [("01.09.2025", "01.09.2025", "ADDEBITO SDD ENEL ENERGIA SPA", D("-98.40")),
            ("04.09.2025", "03.09.2025", "PAGAMENTO POS ESSELUNGA MILANO", D("-64.27")),
            ("10.09.2025", "10.09.2025", "BONIFICO A VOSTRO FAVORE STIPENDIO SETTEMBRE", D("1980.00")),
            ("22.09.2025", "22.09.2025", "PRELIEVO BANCOMAT ATM 2245", D("-150.00")),
            ("30.09.2025", "30.09.2025", "COMPETENZE DI CHIUSURA", D("-3.10"))]
    closing = opening + sum(r[3] for r in rows)
    y = 115
    d.headers(y, [(40, "Data contabile", 0), (110, "Data valuta", 0), (180, "Descrizione operazioni", 0), (460, "Addebiti", 1), (550, "Accrediti", 1)])
    y += 15
    d.t(180, y, "SALDO INIZIALE"); d.t(550, y, money(opening), right=True); y += 14
    txs = []
    for c, v, desc, a in rows:
        d.t(40, y, c, 8); d.t(110, y, v, 8); d.t(180, y, desc, 8); d.t(460 if a < 0 else 550, y, money(abs(a)), right=True); y += 14
        txs.append(tx(f"2025-09-{c[:2]}", desc, a))
    d.t(180, y + 4, "SALDO FINALE"); d.t(550, y + 4, money(closing), right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(closing), "transactions": txs})


# 9. Australian CommBank-like: balances with CR suffix, $ signs, "OPENING BALANCE" row with date, year in dates.
def au_cba():
    d = Doc("au-cr-balances")
    d.t(40, 40, "Southern Cross Bank", 14, True)
    d.t(40, 60, "Smart Access statement  Period 1 Jul 2025 - 31 Jul 2025")
    d.t(40, 74, "BSB 062-000   Account Number 1234 5678")
    opening = D("2210.55")
    rows = [("02 Jul", "Direct Debit 123456 TELSTRA", D("-89.00")),
            ("03 Jul", "Transfer From J CITIZEN Netbank Rent share", D("600.00")),
            ("09 Jul", "WOOLWORTHS 1234 SYDNEY NS AUS Card xx9931 Value Date: 07/07/2025", D("-143.27")),
            ("21 Jul", "Salary ACME PTY LTD", D("3120.44"))]
    y = 110
    d.headers(y, [(40, "Date", 0), (110, "Transaction", 0), (400, "Debit", 1), (470, "Credit", 1), (555, "Balance", 1)])
    y += 15
    d.t(40, y, "01 Jul 2025"); d.t(110, y, "OPENING BALANCE"); d.t(555, y, "$" + money(opening, ".", ",") + " CR", right=True); y += 14
    bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt); d.t(110, y, desc, 8); d.t(400 if a < 0 else 470, y, money(abs(a), ".", ","), right=True)
        d.t(555, y, "$" + money(bal, ".", ",") + " CR", right=True); y += 14
        txs.append(tx(f"2025-07-{dt[:2]}", desc, a))
    d.t(40, y, "31 Jul 2025"); d.t(110, y, "CLOSING BALANCE"); d.t(555, y, "$" + money(bal, ".", ",") + " CR", right=True)
    d.save({"currency": "AUD", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 10. Dutch ING-like: Datum | Omschrijving | Af/Bij column with amount column.
def nl_ing():
    d = Doc("nl-af-bij")
    d.t(40, 40, "Noordzee Bank N.V.", 14, True)
    d.t(40, 60, "Afschrift betaalrekening  NL91 ABNA 0417 1643 00")
    d.t(40, 74, "Periode 01-02-2025 t/m 28-02-2025")
    opening = D("1502.88")
    rows = [("03-02-2025", "Albert Heijn 1234 AMSTERDAM", "Af", D("-45.60")),
            ("05-02-2025", "Werkgever BV salaris februari", "Bij", D("3120.00")),
            ("10-02-2025", "Vattenfall Klantenservice N.V.", "Af", D("-132.00")),
            ("25-02-2025", "NS Groep IZ Reizigers", "Af", D("-22.40"))]
    closing = opening + sum(r[3] for r in rows)
    d.t(40, 100, "Beginsaldo"); d.t(200, 100, money(opening), right=True)
    d.t(40, 113, "Eindsaldo"); d.t(200, 113, money(closing), right=True)
    y = 150
    d.headers(y, [(40, "Datum", 0), (110, "Naam / Omschrijving", 0), (420, "Af Bij", 0), (540, "Bedrag (EUR)", 1)])
    y += 15; txs = []
    for dt, desc, ab, a in rows:
        d.t(40, y, dt); d.t(110, y, desc); d.t(420, y, ab); d.t(540, y, money(abs(a)), right=True); y += 14
        txs.append(tx(f"{dt[6:]}-{dt[3:5]}-{dt[:2]}", desc, a))
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(closing), "transactions": txs})




# 11. App bank, newest first, Money out / Money in / Balance, dates "12 Mar 2025".
def app_newest_first():
    d = Doc("gb-app-newest-first")
    d.t(40, 40, "Quartz Bank Ltd", 14, True)
    d.t(40, 60, "GBP Statement  Generated on 1 April 2025")
    d.t(40, 74, "Account number 12345678   Sort code 04-00-04")
    opening = D("410.20")
    rows = [("3 Mar 2025", "Spotify", D("-11.99")), ("4 Mar 2025", "Card payment Sainsbury's", D("-23.10")),
            ("14 Mar 2025", "From ACME LTD Salary", D("1900.00")), ("15 Mar 2025", "To Savings Pot", D("-500.00")),
            ("28 Mar 2025", "Uber Eats", D("-35.66")), ("31 Mar 2025", "Interest", D("0.00"))]
    rows = [r for r in rows if r[2] != 0]
    bal = opening; withbal = []
    for r in rows:
        bal += r[2]; withbal.append((*r, bal))
    d.t(40, 88, "Balance on 1 March 2025: £" + money(opening, ".", ",") + "    Balance on 31 March 2025: £" + money(bal, ".", ","), 8)
    y = 130
    d.headers(y, [(40, "Date", 0), (130, "Description", 0), (400, "Money out", 1), (480, "Money in", 1), (555, "Balance", 1)])
    y += 15; txs = []
    for dt, desc, a, b in reversed(withbal):
        d.t(40, y, dt); d.t(130, y, desc); d.t(400 if a < 0 else 480, y, "£" + money(abs(a), ".", ","), right=True)
        d.t(555, y, "£" + money(b, ".", ","), right=True); y += 14
        dd, mm, yy = dt.split(); txs.append(tx(f"{yy}-03-{int(dd):02d}", desc, a))
    d.save({"currency": "GBP", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 12. Spanish Santander-like: F.Operación F.Valor Concepto Importe Saldo, signed amounts, "Saldo anterior".
def es_santander():
    d = Doc("es-importe-saldo")
    d.t(40, 40, "Banco Cantábrico", 14, True)
    d.t(40, 62, "Extracto de movimientos  Cuenta ES91 2100 0418 4502 0005 1332")
    d.t(40, 76, "Desde 01/10/2025 hasta 31/10/2025")
    opening = D("1270.15")
    rows = [("02/10/2025", "02/10/2025", "Recibo Iberdrola Clientes Sau", D("-61.30")),
            ("06/10/2025", "06/10/2025", "Compra Tarj. 5540xxxxxxxx1234 Mercadona Sevilla", D("-84.72")),
            ("10/10/2025", "10/10/2025", "Transferencia Recibida De Nomina Acme Sl", D("1645.00")),
            ("18/10/2025", "17/10/2025", "Bizum Enviado A Laura Concepto Cena", D("-25.00"))]
    y = 110
    d.headers(y, [(40, "F. Operación", 0), (110, "F. Valor", 0), (175, "Concepto", 0), (470, "Importe", 1), (555, "Saldo", 1)])
    y += 15
    d.t(175, y, "Saldo anterior"); d.t(555, y, money(opening), right=True); y += 14
    bal = opening; txs = []
    for o, v, c, a in rows:
        bal += a
        d.t(40, y, o, 8); d.t(110, y, v, 8); d.t(175, y, c, 8); d.t(470, y, money(a) + " EUR", 8, right=True); d.t(555, y, money(bal) + " EUR", 8, right=True); y += 14
        txs.append(tx(f"2025-10-{o[:2]}", c, a))
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 13. Swiss: CHF, apostrophe thousands, Belastung / Gutschrift / Saldo, dates dd.mm.yy.
def ch_konto():
    d = Doc("ch-apostrophe")
    d.t(40, 40, "Zürcher Landbank AG", 14, True)
    d.t(40, 62, "Kontoauszug Privatkonto CHF  IBAN CH93 0076 2011 6238 5295 7")
    d.t(40, 76, "01.11.2025 - 30.11.2025")
    opening = D("12450.35")
    rows = [("03.11.25", "Lohn November Muster AG", D("7850.00")),
            ("05.11.25", "Migros Zürich Limmatplatz", D("-132.45")),
            ("10.11.25", "eBill Swisscom (Schweiz) AG", D("-89.90")),
            ("25.11.25", "Dauerauftrag Miete Immobilien Verwaltung", D("-2350.00"))]
    y = 110
    d.headers(y, [(40, "Datum", 0), (100, "Text", 0), (400, "Belastung", 1), (480, "Gutschrift", 1), (555, "Saldo", 1)])
    y += 15
    d.t(100, y, "Saldovortrag"); d.t(555, y, money(opening, ".", "'"), right=True); y += 14
    bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt); d.t(100, y, desc); d.t(400 if a < 0 else 480, y, money(abs(a), ".", "'"), right=True); d.t(555, y, money(bal, ".", "'"), right=True); y += 14
        txs.append(tx(f"2025-11-{dt[:2]}", desc, a))
    d.t(100, y, "Schlusssaldo", 9, True); d.t(555, y, money(bal, ".", "'"), 9, True, right=True)
    d.save({"currency": "CHF", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 14. Indian HDFC-like: Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance; dd/mm/yy; lakh.
def in_hdfc():
    d = Doc("in-narration-lakh")
    d.t(40, 40, "Deccan Commercial Bank Ltd", 14, True)
    d.t(40, 60, "Statement of account  From : 01/08/25  To : 31/08/25")
    d.t(40, 74, "Account No : 50100123456789   IFSC : DCBL0001234   Currency : INR")
    opening = D("125430.50")
    rows = [("01/08/25", "UPI-SWIGGY-SWIGGY8@YBL-PAYTM", "0000521345678901", D("-432.00")),
            ("03/08/25", "NEFT CR-ACME TECHNOLOGIES PVT LTD-SALARY AUG", "N215250123456", D("185000.00")),
            ("07/08/25", "ACH D- ICICI PRU LIFE-123456", "0000000000001234", D("-12500.00")),
            ("20/08/25", "ATW-512345XXXXXX1234-S1CN1234-MUMBAI", "0000000000005678", D("-10000.00"))]
    y = 110
    cols = [(40, "Date", 0), (95, "Narration", 0), (300, "Chq./Ref.No.", 0), (390, "Value Dt", 0), (470, "Withdrawal Amt.", 1), (520, "Deposit Amt.", 1), (575, "Closing Balance", 1)]
    for x, s, rr in cols:
        d.t(x, y, s, 6, True, right=bool(rr))
    y += 15; bal = opening; txs = []
    for dt, nar, ref, a in rows:
        bal += a
        d.t(40, y, dt, 7); d.t(95, y, nar, 6); d.t(300, y, ref, 6); d.t(390, y, dt, 7)
        d.t(470 if a < 0 else 520, y, money(abs(a), ".", ","), 7, right=True); d.t(575, y, money(bal, ".", ","), 7, right=True); y += 13
        txs.append(tx(f"2025-08-{dt[:2]}", nar, a))
    y += 10
    d.t(40, y, "STATEMENT SUMMARY :-", 8, True); y += 12
    d.t(40, y, "Opening Balance", 7); d.t(130, y, "Dr Count", 7); d.t(190, y, "Cr Count", 7); d.t(250, y, "Debits", 7); d.t(330, y, "Credits", 7); d.t(420, y, "Closing Bal", 7); y += 11
    deb = -sum(r[3] for r in rows if r[3] < 0); cre = sum(r[3] for r in rows if r[3] > 0)
    d.t(40, y, money(opening, ".", ","), 7); d.t(130, y, "3", 7); d.t(190, y, "1", 7); d.t(250, y, money(deb, ".", ","), 7); d.t(330, y, money(cre, ".", ","), 7); d.t(420, y, money(bal, ".", ","), 7)
    d.save({"currency": "INR", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 15. Japanese passbook-style: 年月日 | 摘要 | お支払金額 | お預り金額 | 差引残高; dates 2025-09-05 as 7-09-05 (Reiwa) too hard; use 2025/09/05.
def jp_futsu():
    d = Doc("jp-futsu")
    d.t(40, 40, "さくら信用金庫", 14, True)
    d.t(40, 62, "普通預金 入出金明細  口座番号 1234567")
    d.t(40, 76, "期間 2025年9月1日～2025年9月30日")
    opening = D("352100")
    rows = [("2025/09/05", "カード ATM", D("-20000")), ("2025/09/10", "振込 カブシキガイシャ アクメ", D("285000")),
            ("2025/09/26", "口座振替 東京電力", D("-8432")), ("2025/09/27", "口座振替 NTTドコモ", D("-6120"))]
    y = 110
    d.headers(y, [(40, "年月日", 0), (120, "摘要", 0), (380, "お支払金額", 1), (470, "お預り金額", 1), (555, "差引残高", 1)])
    y += 15
    d.t(120, y, "前回繰越"); d.t(555, y, money(opening, ".", ",", places=0), right=True); y += 14
    bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt); d.t(120, y, desc); d.t(380 if a < 0 else 470, y, money(abs(a), ".", ",", places=0), right=True); d.t(555, y, money(bal, ".", ",", places=0), right=True); y += 14
        txs.append({"date": dt.replace("/", "-"), "description": desc, "amount": str(a)})
    d.save({"currency": "JPY", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 16. Canadian: "Opening balance on Oct 1, 2025", Withdrawals ($) Deposits ($) Balance ($), dates "Oct 3".
def ca_chequing():
    d = Doc("ca-chequing")
    d.t(40, 40, "Maple Trust Bank", 14, True)
    d.t(40, 60, "Your Chequing Account statement   Oct 1, 2025 to Oct 31, 2025")
    d.t(40, 74, "Transit 01234  Account 5012345   Toronto, ON M5V 3L9")
    opening = D("2845.10")
    rows = [("Oct 3", "Interac e-Transfer From: ALEX", D("150.00")), ("Oct 6", "Point of Sale - Visa Debit LOBLAWS #1234", D("-96.35")),
            ("Oct 15", "Payroll Deposit ACME INC", D("2210.75")), ("Oct 20", "Pre-authorized Debit HYDRO ONE", D("-120.40")),
            ("Oct 31", "Monthly fee", D("-16.95"))]
    y = 100
    d.t(40, y, "Opening balance on Oct 1, 2025"); d.t(555, y, "$" + money(opening, ".", ","), right=True); y += 30
    d.headers(y, [(40, "Date", 0), (100, "Description", 0), (400, "Withdrawals ($)", 1), (480, "Deposits ($)", 1), (555, "Balance ($)", 1)])
    y += 15; bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt); d.t(100, y, desc); d.t(400 if a < 0 else 480, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(bal, ".", ","), right=True); y += 14
        txs.append(tx(f"2025-10-{int(dt.split()[1]):02d}", desc, a))
    d.t(40, y + 6, "Closing balance on Oct 31, 2025"); d.t(555, y + 6, "$" + money(bal, ".", ","), right=True)
    d.save({"currency": "CAD", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 17. Portuguese (Portugal): Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo, dates 2025-06-03.
def pt_conta():
    d = Doc("pt-debito-credito")
    d.t(40, 40, "Caixa Atlântica", 14, True)
    d.t(40, 62, "Extrato Conta à Ordem  IBAN PT50 0035 0000 1234 5678 9015 4")
    d.t(40, 76, "Período de 2025-06-01 a 2025-06-30")
    opening = D("987.65")
    rows = [("2025-06-02", "COMPRA 1234 CONTINENTE LISBOA", D("-54.20")), ("2025-06-05", "TRF DE EMPRESA LDA VENCIMENTO", D("1350.00")),
            ("2025-06-09", "DD EDP COMERCIAL", D("-48.77")), ("2025-06-30", "IMPOSTO DO SELO", D("-0.21"))]
    y = 110
    d.headers(y, [(40, "Data Mov.", 0), (105, "Data Valor", 0), (170, "Descritivo", 0), (420, "Débito", 1), (490, "Crédito", 1), (560, "Saldo", 1)])
    y += 15
    d.t(170, y, "SALDO INICIAL"); d.t(560, y, money(opening, ",", " "), right=True); y += 14
    bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt, 8); d.t(105, y, dt, 8); d.t(170, y, desc, 8); d.t(420 if a < 0 else 490, y, money(abs(a), ",", " "), right=True); d.t(560, y, money(bal, ",", " "), right=True); y += 14
        txs.append(tx(dt, desc, a))
    d.t(170, y, "SALDO FINAL"); d.t(560, y, money(bal, ",", " "), right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})


# 18. South Africa FNB-like: Date | Description | Amount | Balance, amounts with Cr suffix for credits, balances Cr/Dr.
def za_fnb():
    d = Doc("za-cr-suffix")
    d.t(40, 40, "Highveld National Bank", 14, True)
    d.t(40, 60, "Cheque Account : 62123456789   Statement Period : 01 May 2025 to 31 May 2025")
    d.t(40, 74, "Branch Code 250655   Johannesburg 2001", 8)
    opening = D("8450.00")
    rows = [("02 May", "POS Purchase Checkers Sandton 412345*1234", D("-612.45")), ("05 May", "Magtape Credit Acme Salaries", D("23500.00")),
            ("07 May", "Debit Order Discovery Health", D("-4210.00")), ("15 May", "FNB App Prepaid Airtime 0821234567", D("-99.00"))]
    y = 110
    d.t(40, y, "Opening Balance"); d.t(250, y, money(opening, ".", " ") + "Cr", right=True); y += 30
    d.headers(y, [(40, "Date", 0), (100, "Description", 0), (460, "Amount", 1), (555, "Balance", 1)])
    y += 15; bal = opening; txs = []
    for dt, desc, a in rows:
        bal += a
        d.t(40, y, dt); d.t(100, y, desc); d.t(460, y, money(abs(a), ".", " ") + ("Cr" if a > 0 else ""), right=True); d.t(555, y, money(bal, ".", " ") + "Cr", right=True); y += 14
        txs.append(tx(f"2025-05-{dt[:2]}", desc, a))
    d.t(40, y + 10, "Closing Balance"); d.t(250, y + 10, money(bal, ".", " ") + "Cr", right=True)
    d.save({"currency": "ZAR", "opening_balance": str(opening), "closing_balance": str(bal), "transactions": txs})



# 19. UK card bill with two cardholders: each holder's purchases under a name line with its own
# "Total for ..." subtotal; the payment printed with a trailing CR; no year on the rows.
def uk_card_two_holders():
    d = Doc("gb-card-two-holders")
    d.t(40, 40, "Northgate Card Services", 14, True)
    d.t(40, 60, "Your Platinum Card statement     Statement date 14 April 2025")
    d.t(40, 74, "Card number ending 4417")
    d.t(380, 40, "MR J SMITH", 8); d.t(380, 50, "12 ACACIA AVENUE", 8); d.t(380, 60, "LEEDS LS6 2AB", 8)
    prev = D("-612.40")
    holders = [("MR J SMITH", "4417", [("16 Mar", "TESCO STORES 3041 LEEDS", D("-23.50")),
                                      ("22 Mar", "TRAINLINE.COM LONDON", D("-84.20")),
                                      ("04 Apr", "AMAZON.CO.UK MARKETPLACE", D("-19.99"))]),
               ("MRS A SMITH", "5520", [("19 Mar", "BOOTS 1142 HEADINGLEY", D("-12.35")),
                                       ("28 Mar", "JOHN LEWIS LEEDS", D("-149.00"))])]
    pay = [("02 Apr", "PAYMENT RECEIVED - THANK YOU", D("612.40"))]
    spent = sum(a for _, _, its in holders for *_, a in its)
    new = prev + spent + sum(a for *_, a in pay)
    y = 110
    d.t(40, y, "Account summary", 11, True); y += 16
    for label, v in [("Previous balance", -prev), ("Payments and credits", -sum(a for *_, a in pay)),
                     ("New transactions", -spent), ("New balance", -new)]:
        d.t(40, y, label, 9, label == "New balance"); d.t(300, y, ("-" if v < 0 else "") + "£" + money(abs(v), ".", ","), 9, label == "New balance", right=True); y += 13
    y += 8
    d.t(40, y, "Minimum payment £25.00      Payment due date 9 May 2025      Credit limit £5,000.00"); y += 28
    d.t(40, y, "Date", 8, True); d.t(110, y, "Transaction details", 8, True); d.t(555, y, "Amount £", 8, True, right=True); y += 16
    txs = []
    for dt, desc, a in pay:
        d.t(40, y, dt); d.t(110, y, desc); d.t(555, y, money(a, ".", ",") + " CR", right=True); y += 13
        txs.append(tx(f"2025-{'03' if 'Mar' in dt else '04'}-{dt[:2]}", desc, a))
    y += 8
    for name, card, items in holders:
        d.t(40, y, f"{name}   Card ending {card}", 9, True); y += 14
        for dt, desc, a in items:
            d.t(40, y, dt); d.t(110, y, desc); d.t(555, y, money(-a, ".", ","), right=True); y += 13
            txs.append(tx(f"2025-{'03' if 'Mar' in dt else '04'}-{dt[:2]}", desc, a))
        d.t(110, y, f"Total for {name}", 9, True); d.t(555, y, money(-sum(a for *_, a in items), ".", ","), 9, True, right=True); y += 20
    d.save({"currency": "GBP", "opening_balance": str(prev), "closing_balance": str(new), "transactions": txs})


# 20. Balances marked Cr/Dr going overdrawn and back (Co-operative/Indian style), Withdrawals | Deposits.
def dr_cr_balances():
    d = Doc("gb-dr-cr-balances")
    d.t(40, 40, "Pennine Co-operative Bank", 14, True)
    d.t(40, 60, "Current account statement  1 May 2025 to 31 May 2025")
    d.t(40, 74, "Sort code 08-92-99   Account number 65432187")
    opening = D("215.60")
    rows = [("02 May 2025", "DIRECT DEBIT YORKSHIRE WATER", D("-48.20")),
            ("06 May 2025", "STANDING ORDER RENT", D("-450.00")),
            ("09 May 2025", "OVERDRAFT ARRANGEMENT FEE", D("-6.00")),
            ("15 May 2025", "BANK GIRO CREDIT ACME LTD WAGES", D("1320.00")),
            ("27 May 2025", "CARD PURCHASE ASDA HALIFAX", D("-71.45"))]
    def bal(v):
        return money(abs(v), ".", ",") + (" Cr" if v >= 0 else " Dr")
    y = 110
    d.headers(y, [(40, "Date", 0), (120, "Details", 0), (390, "Withdrawals", 1), (470, "Deposits", 1), (555, "Balance", 1)])
    y += 15
    d.t(40, y, "01 May 2025"); d.t(120, y, "BALANCE BROUGHT FORWARD"); d.t(555, y, bal(opening), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(120, y, desc); d.t(390 if a < 0 else 470, y, money(abs(a), ".", ","), right=True); d.t(555, y, bal(b), right=True); y += 14
        txs.append(tx(f"2025-05-{dt[:2]}", desc, a))
    d.t(40, y, "31 May 2025"); d.t(120, y, "BALANCE CARRIED FORWARD"); d.t(555, y, bal(b), right=True)
    d.save({"currency": "GBP", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 21. Canadian bilingual statement: every label printed in French and English, the column
# headers on two lines (French over English).
def ca_bilingual():
    d = Doc("ca-bilingual")
    d.t(40, 40, "Banque Laurentide du Nord / Northern Laurentian Bank", 13, True)
    d.t(40, 60, "Relevé de compte / Account statement   Du 1 avril 2025 au 30 avril 2025 / From April 1, 2025 to April 30, 2025", 7)
    d.t(40, 74, "1000, rue De La Gauchetière Ouest, Montréal QC H3B 4W5", 8)
    opening = D("1840.25")
    rows = [("2025-04-02", "Paiement préautorisé / Pre-authorized payment HYDRO-QUEBEC", D("-142.18")),
            ("2025-04-10", "Dépôt de paie / Payroll deposit ACME INC", D("2315.40")),
            ("2025-04-17", "Achat Interac / Interac purchase METRO #231", D("-88.64")),
            ("2025-04-30", "Frais mensuels / Monthly fee", D("-10.95"))]
    y = 100
    d.headers(y, [(40, "Date", 0), (110, "Description", 0), (400, "Retraits", 1), (475, "Dépôts", 1), (555, "Solde", 1)])
    y += 10
    d.headers(y, [(40, "Date", 0), (110, "Description", 0), (400, "Withdrawals", 1), (475, "Deposits", 1), (555, "Balance", 1)])
    y += 15
    d.t(110, y, "Solde d'ouverture / Opening balance", 8); d.t(555, y, money(opening, ".", ","), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt, 8); d.t(110, y, desc, 7); d.t(400 if a < 0 else 475, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(b, ".", ","), right=True); y += 14
        txs.append(tx(dt, desc, a))
    d.t(110, y, "Solde de clôture / Closing balance", 8); d.t(555, y, money(b, ".", ","), right=True)
    d.save({"currency": "CAD", "opening_balance": str(opening), "closing_balance": str(b),
            "period": {"start": "2025-04-01", "end": "2025-04-30"}, "transactions": txs})


# 22. Chilean cartola: pesos without decimals, '.' thousands, "$" with a RUT, cargos/abonos columns.
def cl_cartola():
    d = Doc("cl-cartola-pesos")
    d.t(40, 40, "Banco del Pacífico Sur", 14, True)
    d.t(40, 60, "CARTOLA HISTÓRICA CUENTA CORRIENTE N° 00-123-45678-09")
    d.t(40, 74, "Cliente: MARÍA GONZÁLEZ   RUT 12.345.678-5   Desde 01/06/2025 Hasta 30/06/2025", 8)
    opening = D("1523400")
    rows = [("03/06", "TRASPASO DE: JUAN PEREZ", D("150000")), ("05/06", "PAGO AUTOMATICO ENEL DISTRIBUCION", D("-38750")),
            ("12/06", "COMPRA NACIONAL JUMBO LAS CONDES", D("-84320")), ("30/06", "REMUNERACION ACME SPA", D("1250000")),
            ("30/06", "COMISION MANTENCION", D("-5990"))]
    y = 100
    d.t(40, y, "SALDO INICIAL"); d.t(250, y, "$ " + money(opening, ",", ".", places=0), right=True); y += 30
    d.headers(y, [(40, "FECHA", 0), (100, "DESCRIPCIÓN", 0), (400, "CARGOS", 1), (480, "ABONOS", 1), (555, "SALDO", 1)])
    y += 15; b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(100, y, desc, 8); d.t(400 if a < 0 else 480, y, money(abs(a), ",", ".", places=0), right=True); d.t(555, y, money(b, ",", ".", places=0), right=True); y += 14
        txs.append({"date": f"2025-06-{dt[:2]}", "description": desc, "amount": str(a)})
    d.t(40, y + 10, "SALDO FINAL"); d.t(250, y + 10, "$ " + money(b, ",", ".", places=0), right=True)
    d.save({"currency": "CLP", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 23. US checking whose checks are listed in check-number order: CHECK NO. | DATE PAID | AMOUNT,
# the date not in the first column, beside other sections with dates first.
def us_checks_paid():
    d = Doc("us-checks-paid", letter)
    d.t(40, 40, "Lakeshore Community Bank", 14, True)
    d.t(40, 58, "Member FDIC   Statement Period 03/01/2025 - 03/31/2025")
    d.t(40, 72, "ROBERT K MILLER  88 LAKE AVE  DULUTH MN 55802")
    opening = D("3210.00")
    deposits = [("03/07", "DEPOSIT", D("1200.00")), ("03/21", "DEPOSIT", D("1200.00"))]
    checks = [("1041", "03/12", D("-125.00")), ("1042", "03/05", D("-60.00")), ("1044", "03/19", D("-842.50"))]
    other = [("03/15", "ONLINE TRANSFER TO SAVINGS", D("-300.00"))]
    closing = opening + sum(a for *_, a in deposits + checks + other)
    y = 110
    d.t(40, y, "Beginning Balance"); d.t(300, y, money(opening, ".", ","), right=True); y += 13
    d.t(40, y, "Ending Balance"); d.t(300, y, money(closing, ".", ","), right=True); y += 30
    d.t(40, y, "DEPOSITS", 10, True); y += 14
    d.t(40, y, "Date", 8, True); d.t(100, y, "Description", 8, True); d.t(555, y, "Amount", 8, True, right=True); y += 13
    for dt, desc, a in deposits:
        d.t(40, y, dt); d.t(100, y, desc); d.t(555, y, money(a, ".", ","), right=True); y += 13
    y += 14
    d.t(40, y, "CHECKS PAID", 10, True); y += 14
    d.t(40, y, "Check No.", 8, True); d.t(140, y, "Date Paid", 8, True); d.t(300, y, "Amount", 8, True, right=True); y += 13
    for no, dt, a in checks:
        d.t(40, y, no); d.t(140, y, dt); d.t(300, y, money(-a, ".", ","), right=True); y += 13
    y += 14
    d.t(40, y, "OTHER WITHDRAWALS", 10, True); y += 14
    d.t(40, y, "Date", 8, True); d.t(100, y, "Description", 8, True); d.t(555, y, "Amount", 8, True, right=True); y += 13
    for dt, desc, a in other:
        d.t(40, y, dt); d.t(100, y, desc); d.t(555, y, money(-a, ".", ","), right=True); y += 13
    txs = [tx(f"2025-{dt.replace('/', '-')}", desc, a) for dt, desc, a in deposits + other]
    txs += [tx(f"2025-{dt.replace('/', '-')}", f"Check {no}", a) for no, dt, a in checks]
    d.save({"currency": "USD", "opening_balance": str(opening), "closing_balance": str(closing),
            "period": {"start": "2025-03-01", "end": "2025-03-31"}, "transactions": txs})



# 24. German Volksbank-like: amounts marked S (Soll) / H (Haben), balances too, "alter/neuer Kontostand".
def de_soll_haben():
    d = Doc("de-soll-haben")
    d.t(40, 40, "Volksbank Nordheide eG", 14, True)
    d.t(40, 62, "Kontoauszug Nr. 4/2025   Blatt 1")
    d.t(40, 76, "Konto 123456700   IBAN DE44 2406 0300 0123 4567 00")
    opening = D("1234.56")
    rows = [("01.04.", "01.04.", "Lastschrift Telekom Deutschland GmbH", D("-39.95")),
            ("03.04.", "03.04.", "Gehalt Muster GmbH April", D("2480.00")),
            ("14.04.", "14.04.", "Kartenzahlung REWE Markt Buchholz", D("-67.32")),
            ("28.04.", "28.04.", "Dauerauftrag Miete Hausverwaltung", D("-890.00"))]
    sh = lambda v: money(abs(v)) + (" H" if v >= 0 else " S")
    y = 110
    d.headers(y, [(40, "Bu-Tag", 0), (90, "Wert", 0), (140, "Vorgang", 0), (555, "Betrag EUR", 1)])
    y += 15
    d.t(140, y, "alter Kontostand vom 31.03.2025", 9, True); d.t(555, y, sh(opening), 9, True, right=True); y += 16
    b = opening; txs = []
    for bt, w, desc, a in rows:
        b += a
        d.t(40, y, bt); d.t(90, y, w); d.t(140, y, desc); d.t(555, y, sh(a), right=True); y += 14
        txs.append(tx(f"2025-04-{bt[:2]}", desc, a))
    y += 4
    d.t(140, y, "neuer Kontostand vom 30.04.2025", 9, True); d.t(555, y, sh(b), 9, True, right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 25. US card bill with posted transactions, a "Pending transactions" section that is not booked,
# interest and a fee, and a payment printed with a minus.
def us_card_pending():
    d = Doc("us-card-pending", letter)
    d.t(40, 40, "Harborview Bank Visa Signature", 14, True)
    d.t(40, 58, "Statement Closing Date 05/20/2025    Account number ending in 9012")
    d.t(400, 40, "ALEX P RIVERA", 8); d.t(400, 50, "410 PINE ST", 8); d.t(400, 60, "SEATTLE WA 98101", 8)
    prev = D("-1250.00")
    posted = [("04/22", "PAYMENT THANK YOU", D("1250.00")), ("04/25", "SAFEWAY #1442 SEATTLE WA", D("-92.17")),
              ("05/02", "ALASKA AIR 0272345 SEATTLE WA", D("-318.40")), ("05/11", "REI #11 SEATTLE WA", D("-145.99")),
              ("05/20", "INTEREST CHARGE ON PURCHASES", D("-4.12")), ("05/20", "LATE FEE", D("-29.00"))]
    pending = [("05/19", "UBER *TRIP HELP.UBER.COM", D("-23.40")), ("05/20", "STARBUCKS 4411 SEATTLE WA", D("-6.85"))]
    new = prev + sum(a for *_, a in posted)
    y = 100
    for label, v in [("Previous Balance", -prev), ("Payments", -D("1250.00")), ("Purchases", D("556.56")),
                     ("Fees Charged", D("29.00")), ("Interest Charged", D("4.12")), ("New Balance", -new)]:
        d.t(40, y, label); d.t(260, y, ("-" if v < 0 else "") + "$" + money(abs(v), ".", ","), right=True); y += 13
    d.t(320, 100, "Minimum Payment Due: $40.00"); d.t(320, 113, "Payment Due Date: 06/15/2025"); d.t(320, 126, "Credit Limit: $8,000.00")
    y += 20
    d.t(40, y, "TRANSACTIONS", 11, True); y += 15
    d.t(40, y, "Trans Date", 8, True); d.t(110, y, "Description", 8, True); d.t(555, y, "Amount", 8, True, right=True); y += 14
    txs = []
    for dt, desc, a in posted:
        d.t(40, y, dt); d.t(110, y, desc); d.t(555, y, ("-" if a > 0 else "") + "$" + money(abs(a), ".", ","), right=True); y += 13
        txs.append(tx(f"2025-{dt.replace('/', '-')}", desc, a))
    y += 16
    d.t(40, y, "PENDING TRANSACTIONS", 11, True); y += 15
    for dt, desc, a in pending:
        d.t(40, y, dt); d.t(110, y, desc); d.t(555, y, "$" + money(abs(a), ".", ","), right=True); y += 13
    d.t(40, y + 6, "Pending transactions are not included in your balance and may change.", 7)
    d.save({"currency": "USD", "opening_balance": str(prev), "closing_balance": str(new), "transactions": txs})


# 26. Letter-spaced text layer: every glyph placed apart (as some statement engines do), Spanish.
def es_letter_spaced():
    d = Doc("es-letter-spaced")
    def spaced(x, y, text, size=9, right=False):
        d.c.setFont("Helvetica", size)
        width = sum(pdfmetrics.stringWidth(ch, "Helvetica", size) + 1.2 for ch in text)
        x = x - width if right else x
        for ch in text:
            d.c.drawString(x, d.h - y, ch)
            x += pdfmetrics.stringWidth(ch, "Helvetica", size) + 1.2
    spaced(40, 40, "Caja Rural del Duero", 13)
    spaced(40, 62, "Extracto de cuenta ES67 3058 0000 1234 5678 9012")
    spaced(40, 76, "Periodo 01/03/2025 - 31/03/2025")
    opening = D("842.10")
    rows = [("04/03/2025", "RECIBO ENDESA ENERGIA", D("-54.80")), ("10/03/2025", "NOMINA AGRO DUERO SL", D("1425.00")),
            ("21/03/2025", "COMPRA GADIS VALLADOLID", D("-63.27"))]
    y = 110
    spaced(40, y, "Fecha", 8); spaced(120, y, "Concepto", 8); spaced(470, y, "Importe", 8, True); spaced(555, y, "Saldo", 8, True); y += 15
    spaced(120, y, "Saldo anterior"); spaced(555, y, money(opening), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        spaced(40, y, dt); spaced(120, y, desc); spaced(470, y, money(a), right=True); spaced(555, y, money(b), right=True); y += 14
        txs.append(tx(f"2025-03-{dt[:2]}", desc, a))
    spaced(120, y, "Saldo final"); spaced(555, y, money(b), right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 27. Two accounts in one file (current and savings), each with its own header and balances.
def fr_two_accounts():
    d = Doc("fr-two-accounts")
    d.t(40, 40, "CRÉDIT DU BOCAGE", 14, True)
    d.t(40, 62, "Relevé de vos comptes du 01/05/2025 au 31/05/2025")
    accounts = [("COMPTE CHÈQUES N° 00012345601", "FR76 1470 7000 0100 0123 4560 133", D("1204.50"),
                 [("05/05", "PRLV SEPA ORANGE", D("-39.99")), ("12/05", "VIR SALAIRE MAI", D("2210.00")),
                  ("20/05", "CB LECLERC CAEN", D("-112.46"))]),
                ("LIVRET A N° 00012345699", "FR76 1470 7000 0100 0123 4569 933", D("5300.00"),
                 [("15/05", "VIREMENT DEPUIS COMPTE CHEQUES", D("300.00"))])]
    y = 100; exps = []
    for title, iban, opening, rows in accounts:
        d.t(40, y, title, 11, True); y += 14
        d.t(40, y, "IBAN " + iban, 8); y += 18
        d.headers(y, [(40, "Date", 0), (100, "Libellé", 0), (470, "Débit", 1), (555, "Crédit", 1)])
        y += 14
        d.t(100, y, "SOLDE CREDITEUR AU 30/04/2025", 9, True); d.t(555, y, money(opening, ",", " "), 9, True, right=True); y += 14
        b = opening; txs = []
        for dt, lib, a in rows:
            b += a
            d.t(40, y, dt); d.t(100, y, lib); d.t(470 if a < 0 else 555, y, money(abs(a), ",", " "), right=True); y += 14
            txs.append(tx(f"2025-05-{dt[:2]}", lib, a))
        d.t(100, y, "SOLDE CREDITEUR AU 31/05/2025", 9, True); d.t(555, y, money(b, ",", " "), 9, True, right=True); y += 40
        exps.append({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})
    d.save({"statements": exps})


# 28. Polish: Data operacji | Opis operacji | Kwota | Saldo po operacji, space thousands, PLN.
def pl_konto():
    d = Doc("pl-saldo-po-operacji")
    d.t(40, 40, "Bank Spółdzielczy w Łodzi", 14, True)
    d.t(40, 62, "Wyciąg z rachunku  PL61 1090 1014 0000 0712 1981 2874")
    d.t(40, 76, "Okres: 01.07.2025 - 31.07.2025")
    opening = D("3412.08")
    rows = [("02.07.2025", "Przelew przychodzący WYNAGRODZENIE LIPIEC", D("6850.00")),
            ("05.07.2025", "Płatność kartą BIEDRONKA ŁÓDŹ", D("-142.37")),
            ("11.07.2025", "Zlecenie stałe CZYNSZ SPÓŁDZIELNIA", D("-1120.50")),
            ("25.07.2025", "Opłata za prowadzenie rachunku", D("-9.00"))]
    y = 110
    d.t(40, y, "Saldo początkowe"); d.t(300, y, money(opening, ",", " ") + " PLN", right=True); y += 30
    d.headers(y, [(40, "Data operacji", 0), (120, "Opis operacji", 0), (450, "Kwota", 1), (555, "Saldo po operacji", 1)])
    y += 15; b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt, 8); d.t(120, y, desc, 8); d.t(450, y, money(a, ",", " "), right=True); d.t(555, y, money(b, ",", " "), right=True); y += 14
        txs.append(tx(f"2025-07-{dt[:2]}", desc, a))
    d.t(40, y + 10, "Saldo końcowe"); d.t(300, y + 10, money(b, ",", " ") + " PLN", right=True)
    d.save({"currency": "PLN", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})



# 29. Description right of the money columns: Date | Deposit | Withdrawal | Balance | Particulars.
def sg_description_right():
    d = Doc("sg-description-right")
    d.t(40, 40, "Straits Harbour Bank Limited", 14, True)
    d.t(40, 60, "Statement of Account   01 Aug 2025 to 31 Aug 2025   Currency: SGD")
    d.t(40, 74, "Account No. 123-456789-001")
    opening = D("5230.40")
    rows = [("04 Aug 2025", "GIRO - SP SERVICES", D("-96.15")), ("08 Aug 2025", "SALARY ACME PTE LTD", D("4800.00")),
            ("15 Aug 2025", "NETS FAIRPRICE TAMPINES", D("-57.80")), ("29 Aug 2025", "FAST TRANSFER TO TAN AH KOW", D("-300.00"))]
    y = 110
    d.headers(y, [(40, "Date", 0), (190, "Deposit", 1), (270, "Withdrawal", 1), (350, "Balance", 1), (370, "Particulars", 0)])
    y += 15
    d.t(40, y, "01 Aug 2025"); d.t(350, y, money(opening, ".", ","), right=True); d.t(370, y, "BALANCE B/F"); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(190 if a > 0 else 270, y, money(abs(a), ".", ","), right=True); d.t(350, y, money(b, ".", ","), right=True); d.t(370, y, desc, 8); y += 14
        txs.append(tx(f"2025-08-{dt[:2]}", desc, a))
    d.t(40, y, "31 Aug 2025"); d.t(350, y, money(b, ".", ","), right=True); d.t(370, y, "BALANCE C/F")
    d.save({"currency": "SGD", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 30. Three pages: a letterhead and footer on every page, the table going on with a balance
# carried forward at each page end and brought forward at the next page's top.
def gb_three_pages():
    d = Doc("gb-three-pages")
    opening = D("3120.00")
    shops = ["TESCO STORES", "SHELL FORECOURT", "AMAZON.CO.UK", "PRET A MANGER", "BOOTS", "TFL TRAVEL", "COSTA COFFEE",
             "WAITROSE", "ARGOS", "SAINSBURYS"]
    rows = []
    for i in range(54):
        day = 1 + i * 30 // 54
        if i % 9 == 4:
            rows.append((day, f"FASTER PAYMENT FROM CLIENT {i:02d}", D(400 + i * 7)))
        else:
            rows.append((day, f"CARD {shops[i % len(shops)]} {1000 + i}", -D(f"{(i * 37) % 90 + 3}.{(i * 13) % 100:02d}")))
    b = opening; txs = []; per_page = 20
    for page in range(3):
        d.t(40, 40, "Wessex & Mercia Bank plc", 14, True)
        d.t(40, 58, "Current account   Sort code 30-94-12   Account 11223344   1 June 2025 to 30 June 2025", 8)
        y = 90
        d.headers(y, [(40, "Date", 0), (100, "Description", 0), (400, "Paid out", 1), (470, "Paid in", 1), (555, "Balance", 1)])
        y += 15
        d.t(100, y, "BALANCE BROUGHT FORWARD" if page else "OPENING BALANCE"); d.t(555, y, money(b, ".", ","), right=True); y += 14
        for day, desc, a in rows[page * per_page:(page + 1) * per_page]:
            b += a
            d.t(40, y, f"{day:02d} Jun"); d.t(100, y, desc); d.t(400 if a < 0 else 470, y, money(abs(a), ".", ","), right=True)
            d.t(555, y, money(b, ".", ","), right=True); y += 14
            txs.append(tx(f"2025-06-{day:02d}", desc, a))
        last = page == 2
        d.t(100, y, "CLOSING BALANCE" if last else "BALANCE CARRIED FORWARD"); d.t(555, y, money(b, ".", ","), right=True)
        d.t(40, 800, "Wessex & Mercia Bank plc is authorised by the Prudential Regulation Authority. Registered in England 01234567.", 6)
        d.t(520, 812, f"Page {page + 1} of 3", 7)
        if not last:
            d.page()
    d.save({"currency": "GBP", "opening_balance": str(opening), "closing_balance": str(b),
            "period": {"start": "2025-06-01", "end": "2025-06-30"}, "transactions": txs})


# 31. Entries on two or three lines: the payee above the amount line, a reference below it.
def ie_two_line_entries():
    d = Doc("ie-two-line-entries")
    d.t(40, 40, "Liffey Savings Bank DAC", 14, True)
    d.t(40, 60, "Statement of account   IBAN IE29 AIBK 9311 5212 3456 78   01/09/2025 - 30/09/2025", 8)
    opening = D("1510.33")
    entries = [("02/09/2025", ["SEPA DIRECT DEBIT", "ELECTRIC IRELAND"], "REF EI-0099812", D("-88.40")),
               ("09/09/2025", ["CREDIT TRANSFER", "ACME IRELAND LTD SALARY"], "REF SAL SEP", D("2950.00")),
               ("16/09/2025", ["CARD PAYMENT", "DUNNES STORES CORK"], "CARD 4410 15/09", D("-103.77"))]
    y = 110
    d.headers(y, [(40, "Date", 0), (120, "Details", 0), (410, "Debit", 1), (480, "Credit", 1), (555, "Balance", 1)])
    y += 16
    d.t(40, y, "01/09/2025"); d.t(120, y, "BALANCE FORWARD"); d.t(555, y, money(opening, ".", ","), right=True); y += 18
    b = opening; txs = []
    for dt, above, below, a in entries:
        b += a
        d.t(40, y, dt); d.t(120, y, above[0]); y += 11
        d.t(120, y, above[1]); d.t(410 if a < 0 else 480, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(b, ".", ","), right=True); y += 11
        d.t(120, y, below, 7); y += 18
        txs.append(tx(f"2025-09-{dt[:2]}", " ".join(above), a))
    d.t(120, y, "CLOSING BALANCE"); d.t(555, y, money(b, ".", ","), right=True)
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 32. UAE statement in dirhams that prints no decimals at all, debit/credit columns.
def ae_whole_dirhams():
    d = Doc("ae-whole-dirhams")
    d.t(40, 40, "Gulf Crescent Bank PJSC", 14, True)
    d.t(40, 60, "Account Statement   Currency AED   From 01/10/2025 To 31/10/2025")
    opening = D("24500")
    rows = [("01/10/2025", "SALARY TRANSFER ACME LLC", D("18000")), ("03/10/2025", "DEWA BILL PAYMENT", D("-1250")),
            ("07/10/2025", "RENT CHEQUE 000451", D("-12500")), ("19/10/2025", "ATM WITHDRAWAL DUBAI MALL", D("-2000"))]
    y = 100
    d.headers(y, [(40, "Date", 0), (110, "Description", 0), (400, "Debit", 1), (470, "Credit", 1), (555, "Balance", 1)])
    y += 15
    d.t(110, y, "Opening Balance"); d.t(555, y, money(opening, ".", ",", places=0), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(110, y, desc); d.t(400 if a < 0 else 470, y, money(abs(a), ".", ",", places=0), right=True)
        d.t(555, y, money(b, ".", ",", places=0), right=True); y += 14
        txs.append(tx(f"2025-10-{dt[:2]}", desc, a))
    d.t(110, y, "Closing Balance"); d.t(555, y, money(b, ".", ",", places=0), right=True)
    d.save({"currency": "AED", "opening_balance": f"{opening:.2f}", "closing_balance": f"{b:.2f}", "transactions": txs})



# 33. Hong Kong bilingual: every header and label in Traditional Chinese and English.
def hk_bilingual():
    d = Doc("hk-bilingual", cjk="MSung-Light")
    d.t(40, 40, "東方港灣銀行 Eastern Harbour Bank Limited", 13, True)
    d.t(40, 60, "綜合月結單 Integrated Account Statement   結單日期 Statement Date 31 MAR 2025")
    d.t(40, 74, "港元儲蓄 HKD Savings   戶口號碼 Account No. 012-345678-001")
    opening = D("18240.50")
    rows = [("03 MAR", "轉賬 TRANSFER FROM CHAN TAI MAN", D("5000.00")), ("10 MAR", "八達通自動增值 OCTOPUS AAVS", D("-500.00")),
            ("18 MAR", "繳費 PAYMENT TO CLP POWER", D("-642.30")), ("31 MAR", "利息 INTEREST", D("1.25"))]
    y = 110
    d.headers(y, [(40, "日期", 0), (100, "摘要", 0), (400, "存入", 1), (470, "提取", 1), (555, "結餘", 1)])
    y += 10
    d.headers(y, [(40, "Date", 0), (100, "Description", 0), (400, "Deposit", 1), (470, "Withdrawal", 1), (555, "Balance", 1)])
    y += 15
    d.t(40, y, "01 MAR"); d.t(100, y, "承前轉結 B/F BALANCE"); d.t(555, y, money(opening, ".", ","), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(100, y, desc); d.t(400 if a > 0 else 470, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(b, ".", ","), right=True); y += 14
        txs.append(tx(f"2025-03-{dt[:2]}", desc, a))
    d.t(100, y, "截至結單日結餘 C/F BALANCE"); d.t(555, y, money(b, ".", ","), right=True)
    d.save({"currency": "HKD", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 34. Argentine card bill whose items run in two columns side by side on the page.
def ar_card_two_columns():
    d = Doc("ar-card-two-columns")
    d.t(40, 40, "Banco del Plata - Tarjeta de Crédito Visa", 13, True)
    d.t(40, 58, "Cierre actual 24/04/2025   Vencimiento 06/05/2025   CUIT 30-12345678-9", 8)
    d.t(40, 70, "Titular: LUCIA FERNANDEZ   Límite de crédito $ 2.500.000,00   Pago mínimo $ 45.000,00", 8)
    prev = D("-180250.00")
    left = [("27/03/25", "MERCADOLIBRE", D("-23499.00")), ("29/03/25", "CARREFOUR 123", D("-48210.55")),
            ("02/04/25", "YPF 4421", D("-31000.00")), ("05/04/25", "FARMACITY 88", D("-9870.40"))]
    right = [("08/04/25", "SU PAGO EN PESOS", D("180250.00")), ("12/04/25", "NETFLIX.COM", D("-8999.00")),
             ("18/04/25", "COTO 045", D("-27654.10")), ("22/04/25", "UBER TRIP", D("-5120.00"))]
    items = left + right
    new = prev + sum(a for *_, a in items)
    y = 100
    d.t(40, y, "SALDO ANTERIOR"); d.t(250, y, money(-prev, ",", "."), right=True); y += 13
    d.t(40, y, "SALDO ACTUAL"); d.t(250, y, money(-new, ",", "."), right=True); y += 30
    for x0 in (40, 310):
        d.headers(y, [(x0, "FECHA", 0), (x0 + 55, "DESCRIPCIÓN", 0), (x0 + 250, "PESOS", 1)])
    y += 15
    for i in range(4):
        for x0, (dt, desc, a) in ((40, left[i]), (310, right[i])):
            d.t(x0, y, dt, 8); d.t(x0 + 55, y, desc, 8); d.t(x0 + 250, y, money(-a, ",", "."), 8, right=True)
        y += 13
    txs = [tx(f"20{dt[6:]}-{dt[3:5]}-{dt[:2]}", desc, a) for dt, desc, a in items]
    d.save({"currency": "ARS", "opening_balance": str(prev), "closing_balance": str(new), "transactions": txs})


# 35. App statement newest first without a running balance: the order is told by the dates alone.
def de_app_newest_first():
    d = Doc("de-app-newest-first")
    d.t(40, 40, "Nordlicht Bank", 14, True)
    d.t(40, 60, "Kontoauszug Oktober 2025   01.10.2025 - 31.10.2025")
    d.t(40, 74, "IBAN DE89 3704 0044 0532 0130 00")
    opening = D("642.19")
    rows = [("01.10.2025", "Miete Oktober Hausverwaltung Meyer", D("-780.00")), ("02.10.2025", "Gehalt ACME GmbH", D("2310.55")),
            ("09.10.2025", "Lidl sagt Danke", D("-38.64")), ("17.10.2025", "Spotify AB", D("-10.99")),
            ("24.10.2025", "Rückerstattung Zalando SE", D("59.95"))]
    closing = opening + sum(a for *_, a in rows)
    d.t(40, 100, "Alter Kontostand"); d.t(250, 100, money(opening) + " €", right=True)
    d.t(40, 113, "Neuer Kontostand"); d.t(250, 113, money(closing) + " €", right=True)
    y = 150
    d.headers(y, [(40, "Datum", 0), (120, "Beschreibung", 0), (555, "Betrag", 1)])
    y += 15; txs = []
    for dt, desc, a in reversed(rows):
        d.t(40, y, dt); d.t(120, y, desc); d.t(555, y, ("+" if a > 0 else "") + money(a) + " €", right=True); y += 14
    txs = [tx(f"2025-10-{dt[:2]}", desc, a) for dt, desc, a in rows]
    d.save({"currency": "EUR", "opening_balance": str(opening), "closing_balance": str(closing), "transactions": txs})



# 36. Trap: the bank misprinted one amount (the running balance moves by 45.00, the row says
# 54.00). A parser must read what is printed and say it does not add up.
def trap_misprinted_amount():
    d = Doc("trap-misprinted-amount")
    d.t(40, 40, "Thames Valley Building Society", 14, True)
    d.t(40, 60, "Current account statement 1 August to 31 August 2025   Sort code 20-45-77")
    opening = D("800.00")
    rows = [("04 Aug", "TESCO STORES 2931", D("-45.00"), D("-54.00")), ("12 Aug", "SALARY CONTOSO LTD", D("1500.00"), D("1500.00")),
            ("20 Aug", "COUNCIL TAX", D("-120.00"), D("-120.00"))]
    y = 100
    d.headers(y, [(40, "Date", 0), (100, "Description", 0), (400, "Paid out", 1), (470, "Paid in", 1), (555, "Balance", 1)])
    y += 15
    d.t(100, y, "Balance brought forward"); d.t(555, y, money(opening, ".", ","), right=True); y += 14
    b = opening; txs = []
    for dt, desc, true, printed in rows:
        b += true
        d.t(40, y, dt); d.t(100, y, desc); d.t(400 if printed < 0 else 470, y, money(abs(printed), ".", ","), right=True); d.t(555, y, money(b, ".", ","), right=True); y += 14
        txs.append(tx(f"2025-08-{dt[:2]}", desc, printed))
    d.t(100, y, "Balance carried forward"); d.t(555, y, money(b, ".", ","), right=True)
    d.save({"currency": "GBP", "opening_balance": str(opening), "closing_balance": str(b), "verdict": "failed", "transactions": txs})


# 37. Trap: "Page 1 of 2" but the file holds one page; the closing balance and the rows of
# page 2 are not there. Nothing may say the statement is complete.
def trap_missing_page():
    d = Doc("trap-missing-page")
    d.t(40, 40, "Banco Cantábrico", 14, True)
    d.t(40, 62, "Extracto de movimientos  IBAN ES67 3058 0000 1234 5678 9012")
    d.t(40, 76, "Desde 01/10/2025 hasta 31/10/2025")
    opening = D("500.00")
    rows = [("02/10/2025", "Recibo Iberdrola", D("-61.30")), ("10/10/2025", "Nomina Acme SL", D("1645.00"))]
    y = 110
    d.headers(y, [(40, "Fecha", 0), (120, "Concepto", 0), (470, "Importe", 1), (555, "Saldo", 1)])
    y += 15
    d.t(120, y, "Saldo anterior"); d.t(555, y, money(opening), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(120, y, desc); d.t(470, y, money(a), right=True); d.t(555, y, money(b), right=True); y += 14
        txs.append(tx(f"2025-10-{dt[:2]}", desc, a))
    d.t(480, 810, "Página 1 de 2", 8)
    d.save({"currency": "EUR", "opening_balance": str(opening), "verdict": "failed", "transactions": txs})



# 38. Indian SBI-like: Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance,
# dates "5 Mar 2025" printed as "05-Mar-2025".
def in_sbi():
    d = Doc("in-ref-column-dates")
    d.t(40, 40, "Konkan State Bank", 14, True)
    d.t(40, 60, "Account Statement from 1 Mar 2025 to 31 Mar 2025", 9)
    d.t(40, 74, "Account Number 00000032145698712   IFSC KSBN0004567   Branch: Pune Camp", 8)
    opening = D("48210.75")
    rows = [("05-Mar-2025", "BY TRANSFER-NEFT*HDFC0000001*N064251234*ACME", "TRANSFER FROM 4897691162095", D("65000.00")),
            ("07-Mar-2025", "TO TRANSFER-UPI/DR/506612345678/ZOMATO", "TRANSFER TO 4897736162094", D("-640.00")),
            ("15-Mar-2025", "ATM WDL-ATM CASH 4521 PUNE", "ATM 4521", D("-10000.00")),
            ("31-Mar-2025", "CREDIT INTEREST", "", D("312.00"))]
    y = 110
    d.headers(y, [(40, "Txn Date", 0), (95, "Value Date", 0), (150, "Description", 0), (330, "Ref No./Cheque No.", 0),
                  (470, "Debit", 1), (520, "Credit", 1), (570, "Balance", 1)])
    y += 15
    d.t(150, y, "Balance as on 1 Mar 2025", 7); d.t(570, y, money(opening, ".", ","), 7, right=True); y += 13
    b = opening; txs = []
    for dt, desc, ref, a in rows:
        b += a
        d.t(40, y, dt, 7); d.t(95, y, dt, 7); d.t(150, y, desc, 6); d.t(330, y, ref, 6)
        d.t(470 if a < 0 else 520, y, money(abs(a), ".", ","), 7, right=True); d.t(570, y, money(b, ".", ","), 7, right=True); y += 13
        txs.append(tx(f"2025-03-{dt[:2]}", desc, a))
    d.save({"currency": "INR", "opening_balance": str(opening), "closing_balance": str(b), "transactions": txs})


# 39. UK credit card whose credits carry "CR" glued to the amount ("500.00CR"), purchases bare.
def gb_card_cr_glued():
    d = Doc("gb-card-cr-glued")
    d.t(40, 40, "Albion Card Services", 14, True)
    d.t(40, 60, "Statement date 3 June 2025     Card number ending 8812")
    prev = D("-500.00")
    rows = [("06 May", "PAYMENT RECEIVED - THANK YOU", D("500.00")), ("09 May", "SAINSBURYS S/MKT LONDON", D("-42.18")),
            ("17 May", "RYANAIR DUBLIN", D("-89.99")), ("21 May", "REFUND ASOS.COM", D("25.00")), ("30 May", "NETFLIX.COM", D("-10.99"))]
    new = prev + sum(a for *_, a in rows)
    y = 100
    d.t(40, y, "Previous balance"); d.t(300, y, "£" + money(-prev, ".", ","), right=True); y += 13
    d.t(40, y, "New balance"); d.t(300, y, "£" + money(-new, ".", ","), right=True); y += 13
    d.t(40, y, "Minimum payment £5.00    Payment due date 28 June 2025    Credit limit £3,000.00"); y += 30
    d.headers(y, [(40, "Date", 0), (100, "Description", 0), (555, "Amount", 1)])
    y += 15; txs = []
    for dt, desc, a in rows:
        d.t(40, y, dt); d.t(100, y, desc); d.t(555, y, money(abs(a), ".", ",") + ("CR" if a > 0 else ""), right=True); y += 13
        txs.append(tx(f"2025-05-{dt[:2]}", desc, a))
    d.save({"currency": "GBP", "opening_balance": str(prev), "closing_balance": str(new), "transactions": txs})



# 40. Month-first numeric dates on a Canadian statement whose days are all 12 or less: only the
# period printed in words ("April 1, 2025 to April 30, 2025") says how to read them.
def ca_month_first():
    d = Doc("ca-month-first")
    d.t(40, 40, "Maple Trust Bank", 14, True)
    d.t(40, 60, "Chequing statement   April 1, 2025 to April 30, 2025")
    d.t(40, 74, "Transit 01234  Account 5012345   Toronto, ON M5V 3L9")
    opening = D("1000.00")
    rows = [("04/02/2025", "Payroll ACME", D("500.00")), ("04/07/2025", "Hydro One", D("-80.00")), ("04/11/2025", "Loblaws", D("-20.00"))]
    y = 110
    d.headers(y, [(40, "Date", 0), (110, "Description", 0), (400, "Withdrawals", 1), (480, "Deposits", 1), (555, "Balance", 1)])
    y += 15
    d.t(110, y, "Opening balance"); d.t(555, y, money(opening, ".", ","), right=True); y += 14
    b = opening; txs = []
    for dt, desc, a in rows:
        b += a
        d.t(40, y, dt); d.t(110, y, desc); d.t(400 if a < 0 else 480, y, money(abs(a), ".", ","), right=True); d.t(555, y, money(b, ".", ","), right=True); y += 14
        txs.append(tx(f"2025-04-{dt[3:5]}", desc, a))
    d.t(110, y, "Closing balance"); d.t(555, y, money(b, ".", ","), right=True)
    d.save({"currency": "CAD", "opening_balance": str(opening), "closing_balance": str(b),
            "period": {"start": "2025-04-01", "end": "2025-04-30"}, "transactions": txs})


SHAPES = [us_checking, uk_current, de_sparkasse, fr_banque, mx_bbva, br_itau, us_card, it_conto, au_cba, nl_ing,
          app_newest_first, es_santander, ch_konto, in_hdfc, jp_futsu, ca_chequing, pt_conta, za_fnb,
          uk_card_two_holders, dr_cr_balances, ca_bilingual, cl_cartola, us_checks_paid,
          de_soll_haben, us_card_pending, es_letter_spaced, fr_two_accounts, pl_konto,
          sg_description_right, gb_three_pages, ie_two_line_entries, ae_whole_dirhams,
          hk_bilingual, ar_card_two_columns, de_app_newest_first, trap_misprinted_amount, trap_missing_page,
          in_sbi, gb_card_cr_glued, ca_month_first]

if __name__ == "__main__":
    for shape in SHAPES:
        shape()
    print("written", len(SHAPES), "statements to", OUT)
