/// Day-month or month-day, where every numeric date reads both ways. Read by `statementFacts`.
struct DateOrderDecision: ReadingDecision {
    var name: String { "date-order" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        guard best.open.bothDateOrders else { return [] }
        var hypothesis = best.hypothesis
        hypothesis.dateOrder = best.open.dateOrder == .dayMonth ? .monthDay : .dayMonth
        return [hypothesis]
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        let order = reading.hypothesis.dateOrder ?? best.open.dateOrder
        return "dates read " + (order == .dayMonth ? "day-month" : "month-day")
    }
}
