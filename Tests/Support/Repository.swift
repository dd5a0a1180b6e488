import Foundation

/// Where the tests find the repository and the `lifeline` that `swift test` built.
public enum Repository {
    /// The package's root folder: Content/, Templates/, Tests/.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds the executable beside the test bundle.
    public static let lifeline = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline")
}
