/// An error that already reads as a full message (`path: error: …` or `error: …`).
public struct LifelineError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message.contains("error: ") ? message : "error: \(message)" }
}
