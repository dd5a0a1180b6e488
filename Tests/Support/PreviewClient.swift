import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET requests to a preview server on this machine, as a browser makes them.
public enum PreviewClient {
    /// What the server answered.
    public struct Answer: Sendable {
        public var status: Int
        public var type: String
        public var body: String
    }

    /// A session that waits as long as a loaded 2-core machine may need: the whole suite shares
    /// two cooperative threads, and its long synchronous tests can hold both for a minute or more,
    /// during which the server (whose socket tasks run there too) cannot answer. The tests wait
    /// for answers, never for a time.
    public static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 600
        configuration.timeoutIntervalForResource = 600
        return URLSession(configuration: configuration)
    }()

    public static func get(_ port: UInt16, _ path: String) async throws -> Answer {
        let url = URL(string: "http://127.0.0.1:\(port)\(path)")!
        let (data, response) = try await session.data(from: url)
        let http = response as! HTTPURLResponse
        return Answer(status: http.statusCode, type: http.value(forHTTPHeaderField: "Content-Type") ?? "", body: String(decoding: data, as: UTF8.self))
    }
}
