import Foundation

/// Expected text kept in a file beside the tests (`Golden/NAME` next to the test source).
///
/// `LIFELINE_RECORD=1 swift test` rewrites the files from what the code produces now; review the
/// diff before committing. Without it, a missing file is an error, never a silent pass.
public struct GoldenFile {
    public let url: URL

    /// - Parameters:
    ///   - name: the file name inside the `Golden` folder beside the calling test file.
    ///   - testFile: leave as is: the calling test's path.
    public init(_ name: String, testFile: StaticString = #filePath) {
        url = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
    }

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIFELINE_RECORD"] == "1"
    }

    /// The recorded text to compare `actual` with; when recording, writes `actual` first.
    public func expected(for actual: String) throws -> String {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
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
