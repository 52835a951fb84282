/// The visual styles a statement can be rendered in, each modelled on a common real layout.
public enum StatementLayoutStyle: Sendable, CaseIterable {
    /// UK current account: Date | Description | Paid out | Paid in | Balance, forward balances per page.
    case ukCurrentAccount
    /// Spanish account: Fecha | Fecha valor | Concepto | Importe | Saldo, "1.234,56", signed importe.
    case spanishAccount
    /// Credit card: dates without a year, "CR" credits, a summary box, no running balance.
    case creditCard
    /// German account: Datum | Buchungstext | Soll | Haben, Alter/Neuer Kontostand.
    case debitCreditColumns
    /// US checking: mm/dd/yyyy, "$" amounts signed in one column, a balance column.
    case usChecking
    /// A "$" card with month-first row dates ("03/14"), as US issuers print them.
    case dollarCardMonthFirst
    /// A "$" card with day-first row dates ("14/03"), as Mexican or Argentine issuers print them.
    case dollarCardDayFirst
}
