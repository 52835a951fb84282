import Foundation
import LedgerStore
import RemoteCategoriser
import StatementImport

/// `statement-import doctor`: what an unattended run needs, checked one line each, with what to
/// fix. Exit 0 only when every check passes.
enum DoctorCommand {
    static let spec = CommandSpec(
        name: "doctor",
        summary: "Check what an unattended run needs (poppler, rules, configuration, ledger, folders, remote key).",
        options: [
            .value("--config", "FILE", "The configuration file (default $XDG_CONFIG_HOME/statement-import/config)."),
            LedgerOpener.option,
        ],
        discussion: "Changes nothing. Exit status: 0 when every check passes, 1 otherwise.",
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let configPath = arguments.value("--config") ?? BatchCommand.configurationFile(environment: environment, home: home)
        var findings = [Doctor.poppler(), rules(environment: environment), Doctor.configuration(path: configPath, home: home)]
        findings += remote(environment: environment, configPath: configPath)
        findings.append(Doctor.ledger(path: LedgerLocation.resolve(explicit: arguments.value("--ledger"), environment: environment)))
        let settings = (try? BatchSettings.load(path: configPath, home: home)) ?? BatchSettings()
        let defaults = BatchFolders.defaults(dataHome: BatchCommand.xdg("XDG_DATA_HOME", ".local/share", environment: environment, home: home))
        findings += Doctor.folders(BatchFolders(inbox: settings.inbox ?? defaults.inbox, processed: settings.processed ?? defaults.processed,
                                                failed: settings.failed ?? defaults.failed))
        let width = findings.map(\.subject.count).max() ?? 0
        for finding in findings {
            let subject = finding.subject + String(repeating: " ", count: width - finding.subject.count)
            context.console.print("\(finding.passed ? "ok  " : "FAIL") \(subject)  \(finding.detail)")
        }
        return findings.allSatisfy(\.passed) ? .success : .failure
    }

    private static func rules(environment: [String: String]) -> DoctorFinding {
        let folders = RuleCatalog.directories(environment: environment)
        let found = folders.filter { FileManager.default.fileExists(atPath: $0) }
        do {
            let rules = try RuleCatalog.load(environment: environment)
            let layouts = try LayoutCatalog.load(environment: environment)
            guard !found.isEmpty else {
                return .problem("rules", "no rule folder found (looked in \(folders.joined(separator: ", "))): reinstall, or set STATEMENT_IMPORT_RULES")
            }
            return .ok("rules", "\(rules.rules.count) rules and \(layouts.count) layout profiles from \(found.joined(separator: ", "))")
        } catch {
            return .problem("rules", error.message)
        }
    }

    /// The [remote] settings, and the key file's permissions when the remote categoriser is on.
    private static func remote(environment: [String: String], configPath: String) -> [DoctorFinding] {
        do {
            let configuration = try RemoteConfiguration.load(environment: environment, configFile: FileManager.default.fileExists(atPath: configPath) ? configPath : nil)
            guard configuration.enabled else { return [.ok("remote", "off (nothing leaves this machine)")] }
            let key = try RemoteKeySource.resolve(keyFileOption: nil, environment: environment, configuration: configuration)
            if key == nil && !configuration.isLoopback {
                return [.problem("remote", "on, but no API key was found: see docs/configuration.md")]
            }
            return [.ok("remote", "on, \(configuration.url.absoluteString), key \(key.map { "from \($0.source)" } ?? "not needed (loopback)")")]
        } catch {
            return [.problem("remote", "\(error)")]
        }
    }
}
