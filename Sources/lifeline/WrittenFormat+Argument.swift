import ArgumentParser
import LifelineDocs

extension WrittenFormat {
    /// The format to write, as the command's own enum: `--format`, else `-o FILE`'s extension,
    /// else `fallback`. A name whose extension names no format is a usage error (status 64).
    func format<Format: RawRepresentable>(_ given: Format?, output: String?, fallback: Format) throws -> Format
    where Format.RawValue == String {
        switch choose(given: given?.rawValue, output: output, fallback: fallback.rawValue) {
        case .success(let raw):
            guard let format = Format(rawValue: raw) else { throw ValidationError("no format '\(raw)'") }
            return format
        case .failure(let problem):
            throw ValidationError(problem.message)
        }
    }
}
