import Foundation

/// The host names a preview answers to. A web page on any site can make the reader's browser
/// send requests to 127.0.0.1 under a name it controls that resolves there (DNS rebinding) and
/// read the answers; so a request must name the server by an address, or `localhost`, or the host
/// it was told to listen on. Requests without a Host header (HTTP/1.0 tools) are answered.
struct HostCheck: Sendable {
    let listening: String

    init(listening: String) {
        self.listening = listening.lowercased()
    }

    /// A 403 response for a request naming another host; nil when it may be answered.
    func refusal(_ request: PreviewListener.Request) -> PreviewListener.Response? {
        guard let header = request.headers["host"] else { return nil }
        guard !allows(header) else { return nil }
        return PreviewListener.plain(
            403, "Forbidden", "This preview answers only to its own address (as in http://127.0.0.1:PORT/), not to '\(header)'.\n")
    }

    func allows(_ header: String) -> Bool {
        let host = Self.hostPart(header.lowercased())
        if host == "localhost" || host == listening || host == "[\(listening)]" { return true }
        // An address literal cannot be rebound: IPv4 digits and dots, or an IPv6 address in brackets.
        if host.hasPrefix("[") && host.hasSuffix("]") { return true }
        return !host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// `example.org:8000` → `example.org`; `[::1]:8000` → `[::1]`.
    static func hostPart(_ header: String) -> String {
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") { return String(header[...close]) }
        return String(header.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
