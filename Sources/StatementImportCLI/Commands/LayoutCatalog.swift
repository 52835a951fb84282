import Foundation
import StatementCore

/// The layout profiles: the user's (`~/.config/statement-import/layouts/`) before the shipped ones
/// (`Rules/layouts/`), files ending in `.layout`.
enum LayoutCatalog {
    static let option = OptionSpec.value("--layout", "NAME", "Use this layout profile instead of matching one (see `statement-import layouts`).")

    static func load(environment: [String: String]) throws(CLIError) -> [LayoutProfile] {
        let directories = [RulesLocation.userConfig(environment: environment) + "/layouts",
                           RulesLocation.shipped(environment: environment) + "/layouts"]
        var profiles: [LayoutProfile] = []
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".layout") {
                let path = directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                do {
                    let profile = try LayoutProfile.parse(String(decoding: data, as: UTF8.self), file: path)
                    if !profiles.contains(where: { $0.name == profile.name }) { profiles.append(profile) }
                } catch {
                    throw CLIError("\(error): fix the layout file or move it away", exitCode: .dataError)
                }
            }
        }
        return profiles
    }

    static func named(_ name: String, in profiles: [LayoutProfile]) throws(CLIError) -> LayoutProfile {
        guard let profile = profiles.first(where: { $0.name == name }) else {
            let known = profiles.map(\.name).joined(separator: ", ")
            throw CLIError.usage("no layout named '\(name)': see `statement-import layouts` (known: \(known.isEmpty ? "none" : known))")
        }
        return profile
    }
}
