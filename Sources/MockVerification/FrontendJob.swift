import FileAccess
import Foundation
import MockModel

/// One `swift-frontend -typecheck` job as the driver would start it. The driver typechecks a
/// module as one job per file, each parsing every file again, so a module of a few hundred files
/// costs minutes; a job whose primary files are the mocks (and the files holding `@Mockable`
/// expansions) typechecks only those, looking into the module's other files for what they use.
struct FrontendJob {
    /// `swift-frontend`, as the driver named it.
    let executable: String
    /// The driver's arguments for the job, its input files left out.
    let settings: [String]
    /// False when the module's flags make the driver typecheck the module as one whole
    /// (`-wmo`): such a job has no primary files.
    let hasPrimaries: Bool

    /// Asks the driver (`swiftc -###`, which prints the jobs without running them) for the job of
    /// `probe`, so every flag is translated as a build translates it.
    static func make(
        swiftc: String, module: ModuleContext, probe: String, timeout: Double, isCancelled: (@Sendable () -> Bool)?
    ) throws(VerificationError) -> FrontendJob {
        let output = try ProcessRunner.run(
            swiftc, ["-###"] + module.typecheckArguments(files: [probe]), timeout: timeout, isCancelled: isCancelled)
        let jobs = output.output.lines(.nonEmpty).map { ShellWords.split(String($0)) }
        guard output.status == 0, let job = jobs.first(where: { $0.contains("-frontend") && $0.contains(probe) })
        else {
            let said = (output.error + output.output).lines(.nonEmpty).first.map(String.init) ?? "no output"
            throw VerificationError("swiftc failed to plan the typecheck (status \(output.status)): \(said)")
        }
        var settings: [String] = []
        var index = 1
        while index < job.count {
            switch job[index] {
            case "-primary-file", "-filelist", "-primary-filelist": index += 1
            case probe: break
            default: settings.append(job[index])
            }
            index += 1
        }
        return FrontendJob(executable: job[0], settings: settings, hasPrimaries: job.contains("-primary-file"))
    }

    /// The arguments that typecheck `primaries` among `inputs` (every file of the job, primaries
    /// included). The files are listed in files in `folder`: a module's paths can outgrow a
    /// command line.
    func arguments(primaries: [String], inputs: [String], listsIn folder: String, fileSystem: any FileSystem)
        throws(VerificationError) -> [String]
    {
        let inputList = folder + "/inputs.txt"
        let primaryList = folder + "/primaries.txt"
        do {
            try fileSystem.writeAtomically(inputs.joined(separator: "\n") + "\n", to: inputList)
            try fileSystem.writeAtomically(primaries.joined(separator: "\n") + "\n", to: primaryList)
        } catch {
            throw VerificationError("cannot write the compiler's file lists: \(error.localizedDescription)")
        }
        // Under whole-module flags every file is checked: the module alone decides the cost then.
        let primary = hasPrimaries ? ["-primary-filelist", primaryList] : []
        return settings + ["-filelist", inputList] + primary
    }
}

/// Splits a command line as a POSIX shell would, which is how the driver quotes the jobs it
/// prints (`'a path'`, `"…"`, `\ `).
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while let next = characters.next(), next != "'" { word.append(next) }
            case "\"":
                inWord = true
                while let next = characters.next(), next != "\"" {
                    if next == "\\", let escaped = characters.next() {
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
