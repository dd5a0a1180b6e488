import Foundation
import Testing

/// Expected text kept in a file beside the tests (`Golden/NAME` next to the test source).
///
/// `check(_:)` compares; a mismatch is one issue holding a unified diff of the first differing lines
/// (never the two texts whole). `LIFELINE_RECORD=1 swift test` rewrites the files from what the code
/// produces now instead; review the diff before committing. Without it, a missing file is an error,
/// never a silent pass, and nothing is written.
public struct GoldenFile {
    public let url: URL

    /// - Parameters:
    ///   - name: the file name inside the `Golden` folder beside the calling test file.
    ///   - testFile: leave as is: the calling test's path.
    public init(_ name: String, testFile: StaticString = #filePath) {
        url = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
    }

    /// A golden file elsewhere, such as a generated source file that is committed.
    public init(at url: URL) {
        self.url = url
    }

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIFELINE_RECORD"] == "1"
    }

    /// Records `actual` when recording; else records an issue at the caller with the unified diff
    /// from the golden file to `actual` when they differ.
    /// - Throws: `GoldenFileMissing` when the file was never recorded.
    public func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isRecording {
            try record(actual)
            return
        }
        let expected = try recorded()
        guard expected != actual else { return }
        let diff = UnifiedDiff(from: expected, to: actual, fromName: url.path, toName: "what the test made")
        Issue.record(
            Comment(rawValue: "\(diff)\nIf the change is intended, record it with LIFELINE_RECORD=1 swift test and review the diff."),
            sourceLocation: sourceLocation)
    }

    /// The recorded text to compare `actual` with; when recording, writes `actual` first.
    @available(*, deprecated, message: "use check(_:), which reports a mismatch as a diff")
    public func expected(for actual: String) throws -> String {
        if Self.isRecording { try record(actual) }
        return try recorded()
    }

    private func record(_ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func recorded() throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GoldenFileMissing(path: url.path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A golden file that was never recorded.
public struct GoldenFileMissing: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "no golden file at \(path); record it with LIFELINE_RECORD=1 swift test" }
}
