#!/usr/bin/env python3
"""Held-out statements: ten one-table statements in other languages and printed forms, written
by a second, table-driven generator and measured before the parser was tuned on them (issue 11's
closing note gives that figure). Usage: make-heldout-statements.py OUTDIR (needs reportlab)."""
import json, os, sys
from reportlab import rl_config
rl_config.invariant = 1
from decimal import Decimal as D
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

pdfmetrics.registerFont(TTFont("DV", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVB", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
OUT = sys.argv[1]


def fmt(v, dec, thou, places=2, sign="-", suffix=""):
    neg = v < 0; v = abs(v)
    q = f"{v:.{places}f}"; whole, _, frac = q.partition(".")
    g = []
    while len(whole) > 3:
        g.insert(0, whole[-3:]); whole = whole[:-3]
    g.insert(0, whole)
    s = thou.join(g) + ((dec + frac) if places else "")
    return ((sign if neg else "") + s + suffix)


def make(name, *, title, lines, header, rows, opening, open_label, close_label, currency, dec=",", thou=".",
         places=2, amount_style="signed", balance=True, font="DV", date_fmt=lambda y, m, d: f"{d:02d}.{m:02d}.{y}",
         year=2025, month=3, open_row=True, close_at_bottom=True, neg_suffix=None):
    os.makedirs(f"{OUT}/{name}", exist_ok=True)
    c = canvas.Canvas(f"{OUT}/{name}/statement.pdf", pagesize=A4)
    W, H = A4

    def t(x, y, s, size=9, bold=False, right=False):
        c.setFont((font + "B") if (bold and font == "DV") else font, size)
        (c.drawRightString if right else c.drawString)(x, H - y, s)
    t(40, 40, title, 14, True)
    y = 62
    for l in lines:
        t(40, y, l); y += 14
    y += 20
    for x, label, right in header:
        t(x, y, label, 8, True, right)
    y += 16
    money_cols = [x for x, _, r in header if r]
    bal = opening
    if open_row:
        t(header[1][0], y, open_label, 9, True); t(money_cols[-1], y, fmt(opening, dec, thou, places), 9, True, True); y += 15
    txs = []
    for day, desc, amt in rows:
        bal += amt
        t(40, y, date_fmt(year, month, day), 8)
        t(header[1][0], y, desc, 8)
        if amount_style == "signed":
            t(money_cols[0], y, fmt(amt, dec, thou, places), 8, right=True)
        elif amount_style == "suffix":
            t(money_cols[0], y, fmt(abs(amt), dec, thou, places) + (neg_suffix if amt < 0 else ""), 8, right=True)
        else:  # two columns: out, in
            t(money_cols[0] if amt < 0 else money_cols[1], y, fmt(abs(amt), dec, thou, places), 8, right=True)
        if balance:
            t(money_cols[-1], y, fmt(bal, dec, thou, places), 8, right=True)
        y += 14
        txs.append({"date": f"{year}-{month:02d}-{day:02d}", "description": desc, "amount": f"{amt:.{places}f}"})
    if close_at_bottom:
        y += 4; t(header[1][0], y, close_label, 9, True); t(money_cols[-1], y, fmt(bal, dec, thou, places), 9, True, True)
    c.save()
    with open(f"{OUT}/{name}/expected.json", "w") as f:
        json.dump({"currency": currency, "opening_balance": f"{opening:.{places}f}", "closing_balance": f"{bal:.{places}f}",
                   "transactions": txs}, f, indent=1, ensure_ascii=False)


iso = lambda y, m, d: f"{y}-{m:02d}-{d:02d}"
make("pl-kwota-saldo-heldout", title="Bank Wiślany S.A.", lines=["Wyciąg z rachunku  nr 12 1140 2004 0000 3502 7512 3456", "Okres: 01.03.2025 - 31.03.2025", "Waluta: PLN"],
     header=[(40, "Data operacji", False), (120, "Opis operacji", False), (460, "Kwota", True), (555, "Saldo po operacji", True)],
     rows=[(3, "ZAKUP PRZY UŻYCIU KARTY BIEDRONKA 1234 WARSZAWA", D("-87.45")), (10, "PRZELEW PRZYCHODZĄCY WYNAGRODZENIE", D("6450.00")),
           (14, "PŁATNOŚĆ BLIK ALLEGRO", D("-129.99")), (28, "OPŁATA ZA PROWADZENIE RACHUNKU", D("-9.00"))],
     opening=D("2310.12"), open_label="Saldo początkowe", close_label="Saldo końcowe", currency="PLN", dec=",", thou=" ")
make("tr-devreden-bakiye", title="Anadolu Katılım Bankası", lines=["Hesap Ekstresi  IBAN TR33 0006 1005 1978 6457 8413 26", "Dönem: 01.03.2025 - 31.03.2025"],
     header=[(40, "Tarih", False), (110, "Açıklama", False), (450, "Tutar", True), (555, "Bakiye", True)],
     rows=[(4, "MIGROS TICARET ISTANBUL", D("-1245.60")), (15, "MAAŞ ÖDEMESİ ACME AŞ", D("48500.00")), (20, "FATURA ÖDEMESİ İGDAŞ", D("-890.35"))],
     opening=D("12400.00"), open_label="Devreden Bakiye", close_label="Dönem Sonu Bakiye", currency="TRY")
make("se-ingaende-saldo", title="Norrlands Sparbank", lines=["Kontoutdrag Privatkonto 8327-9, 123 456 789-0", "Period 2025-03-01 – 2025-03-31"],
     header=[(40, "Bokföringsdag", False), (120, "Text", False), (450, "Belopp", True), (555, "Saldo", True)],
     rows=[(3, "ICA Kvantum Umeå", D("-612.40")), (25, "Lön Acme AB", D("31200.00")), (27, "Vattenfall AB autogiro", D("-1290.00"))],
     opening=D("8450.75"), open_label="Ingående saldo", close_label="Utgående saldo", currency="SEK", dec=",", thou=" ", date_fmt=iso)
make("id-saldo-awal", title="Bank Nusantara Tbk", lines=["Rekening Koran  No. Rekening 1234567890", "Periode 01/03/2025 s/d 31/03/2025", "Mata Uang IDR"],
     header=[(40, "Tanggal", False), (110, "Keterangan", False), (380, "Debet", True), (470, "Kredit", True), (555, "Saldo", True)],
     rows=[(2, "TRSF E-BANKING DB INDOMARET", D("-125000.00")), (5, "GAJI PT ACME INDONESIA", D("9500000.00")), (20, "TARIKAN ATM 20/03", D("-1000000.00"))],
     opening=D("2350000.00"), open_label="SALDO AWAL", close_label="SALDO AKHIR", currency="IDR", amount_style="two", dec=",", thou=".",
     date_fmt=lambda y, m, d: f"{d:02d}/{m:02d}")
make("gr-ypoloipo", title="Τράπεζα Αιγαίου", lines=["Κίνηση Λογαριασμού  IBAN GR16 0110 1250 0000 0001 2300 695", "Περίοδος 01/03/2025 - 31/03/2025"],
     header=[(40, "Ημερομηνία", False), (120, "Περιγραφή", False), (380, "Χρέωση", True), (470, "Πίστωση", True), (555, "Υπόλοιπο", True)],
     rows=[(3, "ΑΓΟΡΑ ΚΑΡΤΑΣ ΣΚΛΑΒΕΝΙΤΗΣ ΑΘΗΝΑ", D("-64.30")), (12, "ΜΙΣΘΟΔΟΣΙΑ ACME ΑΕ", D("1450.00")), (22, "ΔΕΗ ΠΑΓΙΑ ΕΝΤΟΛΗ", D("-88.10"))],
     opening=D("640.25"), open_label="Προηγούμενο υπόλοιπο", close_label="Νέο υπόλοιπο", currency="EUR", amount_style="two",
     date_fmt=lambda y, m, d: f"{d:02d}/{m:02d}/{y}")
make("no-inngaende", title="Fjordbanken ASA", lines=["Kontoutskrift Brukskonto 1234.56.78901", "Periode 01.03.2025 - 31.03.2025"],
     header=[(40, "Dato", False), (100, "Forklaring", False), (380, "Ut av konto", True), (470, "Inn på konto", True), (555, "Saldo", True)],
     rows=[(4, "Varekjøp REMA 1000 Bergen", D("-389.50")), (15, "Lønn Acme AS", D("38900.00")), (21, "eFaktura Hafslund", D("-1120.00"))],
     opening=D("5320.00"), open_label="Inngående saldo", close_label="Utgående saldo", currency="NOK", amount_style="two", dec=",", thou=" ",
     date_fmt=lambda y, m, d: f"{d:02d}.{m:02d}")
make("cz-zustatek", title="Moravská spořitelna, a.s.", lines=["Výpis z účtu č. 1234567890/0800", "Období: 1. 3. 2025 – 31. 3. 2025", "Měna: CZK"],
     header=[(40, "Datum", False), (110, "Popis transakce", False), (450, "Částka", True), (555, "Zůstatek", True)],
     rows=[(3, "Platba kartou ALBERT HYPERMARKET BRNO", D("-1245.50")), (14, "Příchozí platba MZDA ACME S.R.O.", D("42000.00")), (25, "Trvalý příkaz NÁJEM", D("-15500.00"))],
     opening=D("18420.30"), open_label="Počáteční zůstatek", close_label="Konečný zůstatek", currency="CZK", dec=",", thou=" ",
     date_fmt=lambda y, m, d: f"{d}. {m}. {y}")
make("us-beginning-balance-on", title="Lakeshore Community Credit Union", lines=["Member Number 0012345  Share Draft Account ending 6789", "Statement Period: 03/01/2025 - 03/31/2025", "Routing 271071321  Chicago, IL 60601"],
     header=[(40, "Date", False), (100, "Transaction Description", False), (450, "Amount", True), (555, "Balance", True)],
     rows=[(3, "POS WITHDRAWAL JEWEL OSCO #3421 CHICAGO IL", D("-76.21")), (7, "ACH DEPOSIT ACME CORP PAYROLL", D("2815.40")), (17, "SHARE DRAFT #1043", D("-450.00"))],
     opening=D("1215.66"), open_label="Beginning Balance", close_label="Ending Balance", currency="USD", dec=".", thou=",",
     date_fmt=lambda y, m, d: f"{m:02d}/{d:02d}")
make("ar-saldo-anterior-cl", title="Banco del Río de la Plata", lines=["Resumen de Cuenta Corriente en Pesos  CBU 0170099220000067797370", "Período 01/03/2025 al 31/03/2025"],
     header=[(40, "Fecha", False), (100, "Concepto", False), (380, "Débitos", True), (470, "Créditos", True), (555, "Saldo", True)],
     rows=[(3, "COMPRA DEBITO COTO SUC 45", D("-45230.50")), (5, "ACREDITACION HABERES ACME SA", D("1850000.00")), (10, "DEBITO AUTOMATICO EDENOR", D("-38400.00"))],
     opening=D("312450.25"), open_label="SALDO ANTERIOR", close_label="SALDO AL 31/03/2025", currency="ARS", amount_style="two",
     date_fmt=lambda y, m, d: f"{d:02d}/{m:02d}/{y % 100:02d}")
make("de-trailing-minus", title="Volksbank Oberland eG", lines=["Kontoauszug Nr. 3/2025  IBAN DE02 7016 9614 0000 1234 56", "Auszug vom 01.03.2025 bis 31.03.2025"],
     header=[(40, "Bu-Tag", False), (100, "Vorgang", False), (555, "Betrag EUR", True)],
     rows=[(3, "Lastschrift Telekom Deutschland GmbH", D("-39.95")), (10, "Lohn/Gehalt Acme GmbH", D("3210.00")), (18, "Kartenzahlung ALDI SUED", D("-58.22"))],
     opening=D("1024.50"), open_label="alter Kontostand", close_label="neuer Kontostand", currency="EUR", amount_style="suffix", neg_suffix="-",
     balance=False, date_fmt=lambda y, m, d: f"{d:02d}.{m:02d}.")
# A later probe, not part of the ten measured first: booking and value dates glued in one word
# ("03.02./03.02.") over a "Soll/Haben" column; it read no row until both were taught.
make("de-glued-dates", title="Postbank Ost", lines=["Kontoauszug: Girokonto  IBAN DE44 1001 0010 0123 4567 89", "Auszug 2/2025  vom 01.02.2025 bis 28.02.2025"],
     header=[(40, "Buchung/Wert", False), (130, "Vorgang/Buchungsinformation", False), (555, "Soll/Haben", True)],
     rows=[(3, "Kartenzahlung REWE Markt", D("-42.10")), (14, "Gutschrift Lohn Acme GmbH", D("2480.00")), (20, "Lastschrift Vodafone GmbH", D("-39.99"))],
     opening=D("512.30"), open_label="alter Kontostand", close_label="neuer Kontostand", currency="EUR",
     balance=False, month=2, date_fmt=lambda y, m, d: f"{d:02d}.{m:02d}./{d:02d}.{m:02d}.")
print("written", OUT)
