import Categorisation
import Foundation
import StatementCore

/// Asks a remote model about rows the local categorisers left below the threshold. One instance
/// serves one run (an import or a recategorise): it remembers answers, failures and its deadline
/// across calls, so the chain can ask statement by statement. It never throws once made: a failing
/// service leaves rows without a suggestion and says so in one warning line.
public final class RemoteCategoriser: Categoriser, @unchecked Sendable {
    public let configuration: RemoteConfiguration
    public let categories: [Category]
    private let service: RemoteService
    private let cache: RemoteAnswerCache?
    private let masker: DescriptionMasker
    private let clock: RemoteClock
    /// What earlier runs measured for this service and model (`RemoteAgreementMemory`), used until
    /// this run has measured enough of its own: a model that did badly starts cautious.
    public let priorAgreement: RemoteAgreement?
    /// Rows per request this run: `batch_size`, or fewer when an earlier run's agreement was low
    /// (`RemoteAgreement.nextBatchSize`, remembered in `RemoteAgreementMemory`).
    public let batchSize: Int
    private let agreementMemory: (any RemoteAgreementMemory)?
    private let lock = NSLock()
    private var run = RunState()

    private struct RunState {
        var startedAt: Date?
        var answers: [String: (answer: RemoteAnswer, fromCache: Bool)] = [:]
        var consecutiveFailures = 0
        var outOfTime = false
        var summary = RemoteSummary()
        var warnings: [String] = []
        /// True once the run said that the next run asks in smaller batches.
        var smallerBatchesSaid = false
    }

    /// Throws (a configuration error, exit 78) when the service is not on this machine and no key
    /// was found: see `RemoteKeySource.resolve`.
    public init(
        configuration: RemoteConfiguration, key: RemoteKey?, categories: [Category],
        cache: RemoteAnswerCache? = nil, transport: any RemoteTransport = URLSessionTransport(),
        clock: RemoteClock = .system, priorAgreement: RemoteAgreement? = nil,
        agreementMemory: (any RemoteAgreementMemory)? = nil
    ) throws(RemoteError) {
        if key == nil && !configuration.isLoopback {
            throw RemoteError(
                .configuration,
                "no key for the remote service at \(configuration.url.absoluteString): "
                    + "put it in a file readable only by you and pass --remote-key-file FILE or set "
                    + "\(RemoteKeySource.keyFileVariable) (see docs/configuration.md), or use a local model")
        }
        self.configuration = configuration
        self.categories = categories
        self.service = RemoteService(
            configuration: configuration, key: key, categories: categories,
            transport: transport, clock: clock)
        self.cache = cache
        self.masker = DescriptionMasker(maskWords: configuration.maskWords)
        self.clock = clock
        self.agreementMemory = agreementMemory
        let remembered = agreementMemory?.lastRun(for: configuration)
        self.priorAgreement = priorAgreement ?? remembered?.agreement
        self.batchSize = remembered?.batchSize(under: configuration) ?? configuration.batchSize
        if batchSize < configuration.batchSize { run.summary.batchSize = batchSize }
    }

    public var name: String { "remote \(configuration.model)" }

    /// The run so far: counts for the summary line, and whether remote was switched off.
    public var summary: RemoteSummary {
        lock.lock()
        defer { lock.unlock() }
        return run.summary
    }

    /// Every warning of the run so far, in order.
    public var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return run.warnings
    }

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        let rows = inputs.map { RemoteRow(description: $0.description, amount: $0.amount, date: $0.date) }
        return categorise(rows).suggestionList(count: rows.count)
    }

    /// `settled`: rows whose category is known, a few of which go with each batch, unmarked, to
    /// measure the model's agreement (`RemoteAgreement`); their answers are never used otherwise.
    public func categorise(_ rows: [RemoteRow], settled: [SettledRow] = []) -> RemoteOutcome {
        lock.lock()
        defer { lock.unlock() }
        let plan = QuestionPlan(rows: rows, masker: masker)
        var call = CallState(requestsBefore: run.summary.requests)
        call.settled = SettledRowMix.questions(settled, masker: masker, asked: Set(plan.questions.map(\.identity)))
        var toAsk: [Int] = []
        for (place, question) in plan.questions.enumerated() {
            if let known = run.answers[question.identity] {
                call.answers[place] = known.answer
                if known.fromCache { call.fromCache.insert(place) } else { call.sent.insert(place) }
            } else if let answer = cache?.answer(for: cacheKey(question)) {
                call.answers[place] = answer
                call.fromCache.insert(place)
                run.answers[question.identity] = (answer, true)
            } else {
                toAsk.append(place)
            }
        }
        if !toAsk.isEmpty && !run.summary.switchedOff && !run.outOfTime {
            let startedAt = run.startedAt ?? clock.now()
            run.startedAt = startedAt
            let deadline = startedAt.addingTimeInterval(configuration.deadline)
            for (number, batch) in QuestionPlan.batches(toAsk, size: batchSize).enumerated() {
                if run.summary.switchedOff { break }
                if clock.now() >= deadline {
                    run.outOfTime = true
                    call.warn(
                        "remote: the remote phase reached its deadline of \(Int(configuration.deadline)) s: "
                            + "the remaining rows wait for review")
                    break
                }
                ask(
                    call.slots(batch, number: number), questions: plan.questions, deadline: deadline, splitAllowed: true,
                    call: &call)
            }
        }
        return finish(plan: plan, call: call)
    }

    /// One call's progress, by question place.
    private struct CallState {
        var answers: [Int: RemoteAnswer] = [:]
        var sent: Set<Int> = []
        var fromCache: Set<Int> = []
        var warnings: [String] = []
        var toCache: [(key: String, answer: RemoteAnswer)] = []
        var requestsBefore: Int
        /// True once a settled row of this call was answered.
        var measured = false
        /// Settled rows to send beside the open ones, with their known category.
        var settled: [(question: RemoteQuestion, categoryID: String)] = []

        mutating func warn(_ line: String) { warnings.append(line) }

        /// The batch's open rows with a few settled rows among them (`SettledRowMix`).
        func slots(_ places: [Int], number: Int) -> [Slot] {
            SettledRowMix.mix(places, settledCount: settled.count, batch: number)
        }
    }

    /// A row of one request: an open row's question place, or a settled row's place in `CallState.settled`.
    private typealias Slot = SettledRowMix.Either<Int>

    private func ask(
        _ slots: [Slot], questions: [RemoteQuestion], deadline: Date, splitAllowed: Bool,
        call: inout CallState
    ) {
        let settled = call.settled
        let batch = slots.map { slot in
            switch slot {
            case .open(let place): questions[place]
            case .settled(let index): settled[index].question
            }
        }
        let places = slots.compactMap { slot -> Int? in if case .open(let place) = slot { place } else { nil } }
        call.sent.formUnion(places)
        switch service.ask(batch, deadline: deadline, requests: &run.summary.requests) {
        case .answered(let reading):
            switch reading.outcome {
            case .read:
                run.consecutiveFailures = 0
                for (index, answer) in reading.answers {
                    guard case .open(let place) = slots[index] else {
                        if case .settled(let known) = slots[index] {
                            run.summary.agreement.record(answered: answer.categoryID, expected: settled[known].categoryID)
                            call.measured = true
                        }
                        continue
                    }
                    call.answers[place] = answer
                    run.answers[questions[place].identity] = (answer, false)
                    call.toCache.append((cacheKey(questions[place]), answer))
                }
                if !reading.problems.isEmpty {
                    // One line, however many rows a careless answer got wrong.
                    let shown = reading.problems.prefix(3).joined(separator: "; ")
                    let more = reading.problems.count > 3 ? "; and \(reading.problems.count - 3) more" : ""
                    call.warn("remote: " + shown + more + ": those rows wait for review")
                }
            case .cutOff where splitAllowed && slots.count > 1:
                let half = slots.count / 2
                ask(Array(slots[..<half]), questions: questions, deadline: deadline, splitAllowed: false, call: &call)
                ask(Array(slots[half...]), questions: questions, deadline: deadline, splitAllowed: false, call: &call)
            case .cutOff:
                batchFailed(rows: places.count, reason: "the answer was cut off at the model's length limit", call: &call)
            case .failed(let reason):
                batchFailed(rows: places.count, reason: reason, call: &call)
            }
        case .failed(let reason):
            batchFailed(rows: places.count, reason: reason, call: &call)
        case .refused(let reason, let keyRefused):
            let advice =
                keyRefused
                ? ": check the key (from \(service.key?.source ?? "nowhere: none was given"))"
                : ": check url, model and protocol in the configuration"
            switchOff("remote: \(reason)\(advice); remote is off for the rest of this run", call: &call)
        }
    }

    private func batchFailed(rows: Int, reason: String, call: inout CallState) {
        call.warn("remote: a batch of \(rows) row\(rows == 1 ? "" : "s") got no answer: \(reason); those rows wait for review")
        run.consecutiveFailures += 1
        if run.consecutiveFailures >= 2 {
            switchOff("remote: two batches in a row got no answer: remote is off for the rest of this run", call: &call)
        }
    }

    private func switchOff(_ warning: String, call: inout CallState) {
        guard !run.summary.switchedOff else { return }
        run.summary.switchedOff = true
        call.warn(warning)
    }

    private func finish(plan: QuestionPlan, call: CallState) -> RemoteOutcome {
        var outcome = RemoteOutcome(suggestions: [:], warnings: call.warnings, summary: RemoteSummary())
        // This run's measure when it has one, else what earlier runs measured for this service and
        // model, else the least the cached answers used had earned when they were given (a cache is
        // shared by every ledger; the agreement each remembers is its own).
        let cachedAgreements = call.fromCache.compactMap { call.answers[$0]?.agreement }.filter { $0.share != nil }
        let fromCache = cachedAgreements.min { ($0.share ?? 1) < ($1.share ?? 1) }
        let agreement =
            run.summary.agreement.share != nil ? run.summary.agreement : (priorAgreement ?? fromCache ?? run.summary.agreement)
        outcome.trusted = agreement.trusted(floor: configuration.agreementFloor)
        for (row, place) in plan.questionForRow.enumerated() {
            if call.fromCache.contains(place) { outcome.summary.cached += 1 }
            if call.sent.contains(place) { outcome.summary.asked += 1 }
            guard let answer = call.answers[place] else {
                outcome.summary.failed += 1
                continue
            }
            if let category = answer.categoryID {
                outcome.suggestions[row] = suggestion(category, agreement.capped(answer.confidence))
            }
        }
        let earned = agreement.share != nil ? agreement : nil
        let toCache = call.toCache.map { key, answer in
            var kept = answer
            kept.agreement = earned
            return (key: key, answer: kept)
        }
        if let cache, let warning = cache.store(toCache) { outcome.warnings.append("remote: " + warning) }
        if call.measured, run.summary.agreement.share != nil, let agreementMemory {
            // From this run's own batch size, so the files of one batch run lower it once at most.
            let next = run.summary.agreement.nextBatchSize(after: batchSize, floor: configuration.agreementFloor)
            let remembered = RememberedAgreement(
                agreement: run.summary.agreement, configuredBatchSize: configuration.batchSize,
                batchSize: next)
            if let warning = agreementMemory.remember(remembered, for: configuration) {
                outcome.warnings.append("remote: " + warning)
            } else if next < batchSize && !run.smallerBatchesSaid {
                run.smallerBatchesSaid = true
                outcome.warnings.append(
                    "remote: \(run.summary.agreement.text ?? "agreement") is under agreement_floor "
                        + "\(configuration.agreementFloor): the next run asks in batches of \(next) rows, not \(batchSize)")
            }
        }
        run.summary.asked += outcome.summary.asked
        run.summary.cached += outcome.summary.cached
        run.summary.failed += outcome.summary.failed
        outcome.summary.requests = run.summary.requests - call.requestsBefore
        outcome.summary.switchedOff = run.summary.switchedOff
        outcome.summary.agreement = run.summary.agreement
        outcome.summary.batchSize = run.summary.batchSize
        run.warnings += outcome.warnings
        return outcome
    }

    private func suggestion(_ category: String, _ confidence: Double) -> Suggestion {
        let capped = min(confidence, configuration.maxConfidence)
        return Suggestion(
            categoryID: category, confidence: capped, source: .remote,
            explanation: "remote \(configuration.model) \(String(format: "%.2f", capped))")
    }

    private func cacheKey(_ question: RemoteQuestion) -> String {
        RemoteAnswerCache.key(configuration: configuration, categories: categories, question: question)
    }
}
