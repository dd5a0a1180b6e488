import Foundation
import StaticSite

/// Two sources that would become the same file of the site are an error, never a silent choice.
///
/// Swift compares strings by Unicode canonical equivalence, so `café.md` written composed (NFC)
/// and decomposed (NFD) — two different files on Linux — are one dictionary key: without this
/// check, later stages trap on "Duplicate values for key". A page at a path the site generates
/// itself (`404.md`, `scenarios/index.md`, `scenarios/ID.md`, `evidence.md`, `coverage.md`,
/// `evidence/ID.md`) made stage 4 trap: the generated paths now come from the `SitePlan`, so a
/// new page kind is guarded by construction. Two pages whose names differ only in case are one
/// file on macOS's default disk; a name too long for the file system failed only when stage 5
/// wrote it.
enum PagePathCheck {
    /// The longest file name Linux and macOS file systems take, in bytes (NAME_MAX).
    static let maximumNameBytes = 255
    /// The longest path a system call takes, in bytes, without its terminating NUL (PATH_MAX).
    static let maximumPathBytes = 4_095
    /// What a build adds to the output folder's name for the folder it writes into first
    /// (`Output.staging-PID-RANDOM`, see OutputWriter): at most 30 bytes.
    static let stagingSuffixBytes = 30

    /// The Markdown file each page comes from, as `(display path, output path)` pairs; what the
    /// site generates, by path (`coverage.html`: "the coverage page", from the `SitePlan`); and
    /// the output folder, whose path the pages' paths are joined to.
    static func check(pages: [(path: String, outputPath: String)], generated generatedPaths: [String: String], output: URL) throws {
        // Case folded, for disks that ignore case (macOS's default): the generated paths first.
        var folded: [String: String] = [:]
        for path in generatedPaths.keys { folded[path.lowercased()] = path }
        var seen: [String: String] = [:]
        let staging = output.path.utf8.count + stagingSuffixBytes
        for page in pages {
            try checkLength(page, outputFolderBytes: staging)
            if let what = generatedPaths[page.outputPath] {
                throw SiteDiagnostic(
                    path: page.path,
                    message: "this page would be written to \(page.outputPath), which is \(what) the site generates; rename the file")
            }
            if let other = seen[page.outputPath] {
                throw SiteDiagnostic(path: page.path, message: twins(other, page.path) + "; both would be written to \(page.outputPath); rename one")
            }
            seen[page.outputPath] = page.path
            if let other = folded[page.outputPath.lowercased()] {
                let what = generatedPaths[other].map { "\($0) the site generates at \(other)" } ?? "'\(seen[other] ?? other)'"
                throw SiteDiagnostic(
                    path: page.path,
                    message: "this page would be written to \(page.outputPath), and \(what) to a name that differs only in case; "
                        + "a disk that ignores case (macOS's default) holds one file for both; rename one")
            }
            folded[page.outputPath.lowercased()] = page.outputPath
        }
    }

    /// A page whose output file name, or whole path in the folder a build writes, is longer than
    /// the system takes fails here, at the page, rather than when stage 5 writes it.
    private static func checkLength(_ page: (path: String, outputPath: String), outputFolderBytes: Int) throws {
        let name = page.outputPath.split(separator: "/").last.map(String.init) ?? page.outputPath
        if name.utf8.count > maximumNameBytes {
            throw SiteDiagnostic(
                path: page.path,
                message: "this page would be written to a file named \(name.utf8.count) bytes long ('.md' becomes '.html'), "
                    + "more than the \(maximumNameBytes) a file name may have; shorten the name")
        }
        let bytes = outputFolderBytes + 1 + page.outputPath.utf8.count
        if bytes > maximumPathBytes {
            throw SiteDiagnostic(
                path: page.path,
                message: "this page would be written to a path \(bytes) bytes long inside the output folder, "
                    + "more than the \(maximumPathBytes) a path may have; shorten its folders or name")
        }
    }

    /// Names two paths that are equal under Unicode canonical equivalence, saying which is which.
    static func twins(_ first: String, _ second: String) -> String {
        func form(_ path: String) -> String {
            path.unicodeScalars.elementsEqual(path.precomposedStringWithCanonicalMapping.unicodeScalars) ? "composed, NFC" : "decomposed, NFD"
        }
        return "'\(first)' (\(form(first))) and '\(second)' (\(form(second))) are the same name once Unicode is normalised"
    }
}
