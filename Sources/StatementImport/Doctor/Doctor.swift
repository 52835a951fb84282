import Foundation
import StatementCore
import LedgerStore
import PDFText
import RemoteCategoriser
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks an unattended run depends on, each answering in one line what it found or what to
/// fix. Nothing here changes anything: a missing ledger or folder is reported, not created.
public enum Doctor {
    public static func poppler() -> DoctorFinding {
        .ok("poppler-glib", "version \(PopplerVersion.current)")
    }

    public static func ledger(_ ledgerAccess: LedgerAccess) -> DoctorFinding {
        let path = ledgerAccess.path
        guard LedgerLocation.mayExist(ledgerAccess.location) else {
            let directory = nearestExistingFolder(of: path)
            return access(directory, W_OK) == 0
                ? .ok("ledger", "\(path) does not exist yet; it will be created on the first import")
                : .problem("ledger", "\(path) does not exist and \(directory) is not writable: fix its permissions or pass --ledger PATH")
        }
        do {
            // A database on a server may be there without a ledger in it; doctor creates nothing.
            if !LedgerLocation.isFile(ledgerAccess.location), try ledgerAccess.openForReadingIfPresent() == nil {
                return .ok("ledger", "\(path) holds no ledger yet; the first import creates it")
            }
            let ledger = try Ledger(path: ledgerAccess.location)
            let version = try ledger.storedSchemaVersion()
            // Writes a run record and rolls it back: an empty transaction passed on a read-only
            // file and for a server role that may only SELECT, where `batch` then failed with 73.
            try ledger.database.rolledBackTransaction { _ = try ledger.beginImportRun() }
            return .ok("ledger", "\(ledger.path): writable, schema version \(version)")
        } catch let error as AppError {
            return .problem("ledger", error.message)
        } catch {
            let reason =
                LedgerError.classifying(error, path: path).map(String.init(describing:))
                ?? "\(path): cannot be opened for writing (\(error))"
            return .problem("ledger", "\(reason): check its permissions, or run `statement-import check`")
        }
    }

    public static func folders(_ folders: BatchFolders) -> [DoctorFinding] {
        if let problem = folders.problem { return [.problem("folders", problem)] }
        return [("inbox", folders.inbox), ("processed", folders.processed), ("failed", folders.failed)].map(folder)
    }

    /// Where `batch` writes its run reports (`runs/` and `last-run.json`): a run that cannot write
    /// them exits 73, so an unwritable folder here fails the check too.
    public static func runReports(stateDirectory: String) -> [DoctorFinding] {
        [("run reports", stateDirectory), ("run reports", stateDirectory + "/runs")].map(folder)
    }

    private static func folder(_ name: String, _ path: String) -> DoctorFinding {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return .problem(name, "\(path) is a file, not a folder: move it away or set another \(name) folder in [batch]")
            }
            return access(path, W_OK | X_OK) == 0
                ? .ok(name, "\(path): \(name == "inbox" ? "\(pdfCount(path)) PDFs waiting" : "writable")")
                : .problem(name, "\(path) is not writable: fix its permissions")
        }
        let parent = nearestExistingFolder(of: path)
        var parentIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder), parentIsFolder.boolValue else {
            return .problem(name, "\(path) cannot be created: \(parent) is a file, not a folder")
        }
        return access(parent, W_OK) == 0
            ? .ok(name, "\(path) does not exist yet; the first batch creates it")
            : .problem(name, "\(path) does not exist and \(parent) is not writable: create it or set another folder in [batch]")
    }

    public static func configuration(_ settings: SettingsFile, home: String) -> DoctorFinding {
        let path = settings.path
        guard LedgerLocation.mayExist(path) else { return .ok("configuration", "\(path) does not exist; every setting has its default") }
        do {
            try ConfigurationSections.check(settings)
            _ = try BatchSettings.load(settings, home: home)
            _ = try ImportSettings.load(settings)
            _ = try LimitsSettings.load(settings)
            _ = try ReportSettings.load(settings, home: home)
            // [remote] has a finding of its own, which also checks the key file.
            let present = try ConfigurationSections.present(in: settings)
            let checked = present.filter { $0 != RemoteConfiguration.section }.map { "[\($0)]" }
            guard let last = checked.last else {
                let only = present.isEmpty ? "sets nothing" : "has only [remote], checked below"
                return .ok("configuration", "\(path) \(only); every other setting has its default")
            }
            let list = checked.count == 1 ? last : checked.dropLast().joined(separator: ", ") + " and " + last
            return .ok("configuration", "\(path): \(list) \(checked.count == 1 ? "is" : "are") valid; every other setting has its default")
        } catch {
            return .problem("configuration", "\(error): fix the configuration file")
        }
    }

    private static func nearestExistingFolder(of path: String) -> String {
        var folder = ParentFolder.of(path)
        while !folder.isEmpty && folder != "/" && !FileManager.default.fileExists(atPath: folder) {
            folder = ParentFolder.of(folder)
        }
        return folder.isEmpty ? "." : folder
    }

    private static func pdfCount(_ inbox: String) -> Int {
        InboxScanner(settle: 0).scan(inbox).ready.count
    }
}
