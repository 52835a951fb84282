import Foundation
import LedgerStore
import RemoteCategoriser
import StatementCore
import StatementImport
import Toolbox

/// `statement-import doctor`: what an unattended run needs, checked one line each, with what to
/// fix. Exit 0 only when every check passes.
enum DoctorCommand {
    static let spec = CommandSpec(
        name: "doctor",
        summary: "Check what an unattended run needs (poppler, rules, configuration, ledger, folders, remote key).",
        options: [
            .value("--config", "FILE", "The configuration file (default $XDG_CONFIG_HOME/statement-import/config)."),
            CommonOptions.ledger,
        ],
        discussion: "Changes nothing. Exit status: 0 when every check passes, 1 otherwise.",
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let home = BatchCommand.home(environment)
        let xdg = XDGDirectories(environment: environment)
        // `--config FILE` is the session's file (`CommandLineTool`), read once for every section.
        let settings = context.state.settings
        var findings = [Doctor.poppler(), rules(context.session(arguments)), Doctor.configuration(settings, home: home)]
        findings += remote(environment: environment, settings: settings)
        findings.append(Doctor.ledger(context.ledger(arguments)))
        let batch =
            (try? context.state.section { file throws(ConfigurationFileError) in try BatchSettings.load(file, home: home) }) ?? BatchSettings()
        findings += Doctor.folders(
            BatchFolders.resolve(
                inbox: batch.inbox, processed: batch.processed, failed: batch.failed, dataHome: xdg.dataHome))
        findings += Doctor.runReports(stateDirectory: xdg.applicationState)
        let width = findings.map(\.subject.count).max() ?? 0
        for finding in findings {
            let subject = finding.subject + String(repeating: " ", count: width - finding.subject.count)
            context.console.print("\(finding.passed ? "ok  " : "FAIL") \(subject)  \(finding.detail)")
        }
        return findings.allSatisfy(\.passed) ? .success : .failure
    }

    private static func rules(_ session: LedgerSession) -> DoctorFinding {
        let folders = session.folders
        let reading: RuleCatalog.Reading
        do {
            reading = try session.readRules()
        } catch {
            return .problem("rules", error.message)
        }
        if let problem = reading.unreadable.first ?? reading.syntaxErrors.first.map(RuleCatalog.oneLine) {
            return .problem("rules", problem + (reading.problemCount > 1 ? " (and \(reading.problemCount - 1) more)" : ""))
        }
        guard folders.shipped != nil else { return .problem("rules", folders.missingShippedRulesWarning) }
        let found = reading.folders.filter(\.exists).map {
            "\(DisplayName.of($0.path)) (\(Counted($0.rules, "rule")) in \(Counted($0.files, "file")))"
        }
        do {
            let layouts = try LayoutCatalog.load(folders)
            // A rule for a category this ledger lacks is skipped, not a fault: said, still ok.
            let skipped = reading.skippedRules.count
            let skippedText =
                skipped == 0
                ? "" : "; \(skipped) skipped for a category this ledger lacks (first: \(RuleCatalog.skippedWarning(reading.skippedRules[0])))"
            return .ok("rules", found.joined(separator: ", ") + "; \(layouts.count) layout profiles" + skippedText)
        } catch {
            return .problem("rules", error.message)
        }
    }

    /// The [remote] settings, and the key file's permissions when the remote categoriser is on.
    private static func remote(environment: [String: String], settings: SettingsFile) -> [DoctorFinding] {
        do {
            let configuration = try RemoteConfiguration.load(
                environment: environment, settings: settings)
            guard configuration.enabled else { return [.ok("remote", "off (nothing leaves this machine)")] }
            let key = try RemoteKeySource.resolve(keyFileOption: nil, environment: environment, configuration: configuration)
            if key == nil && !configuration.isLoopback {
                return [.problem("remote", InstalledDocs.pointed("on, but no API key was found: see docs/configuration.md"))]
            }
            let keyFinding = DoctorFinding.ok("remote key", key.map { "from \($0.source), permissions fine" } ?? "not needed (loopback)")
            // One tiny request with a made-up row: nothing of the user's leaves the machine.
            let check = RemoteCheck.run(configuration: configuration, key: key)
            if let error = check.error { return [keyFinding, .problem("remote", error.message)] }
            return [
                keyFinding,
                .ok("remote", "\(check.url) answered in \(Int(((check.latency ?? 0) * 1000).rounded())) ms (\(check.answer ?? "no answer"))"),
            ]
        } catch {
            return [.problem("remote", "\(error)")]
        }
    }
}
