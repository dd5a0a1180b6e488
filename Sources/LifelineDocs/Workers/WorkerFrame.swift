import Foundation
import LifecycleDiagrams

/// The bytes between the build and its Graphviz worker processes: each message is a frame, a
/// 4-byte little-endian length and that many bytes. A request is a header line
/// (`engine format dpi`) and the DOT text; a reply is a status byte (0: the drawn bytes follow;
/// 1: `stage`, a newline and Graphviz's message follow).
enum WorkerFrame {
    static func request(_ job: GraphvizJob) -> Data {
        var payload = Data("\(job.engine.rawValue) \(job.format.rawValue) \(job.dpi ?? 0)\n".utf8)
        payload.append(contentsOf: job.dot.utf8)
        return frame(payload)
    }

    static func job(from payload: Data) throws -> GraphvizJob {
        guard let newline = payload.firstIndex(of: UInt8(ascii: "\n")) else { throw WorkerError("a request without a header") }
        let header = String(decoding: payload[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 3, let engine = LayoutEngine(rawValue: String(header[0])),
            let format = OutputFormat(rawValue: String(header[1])), let dpi = Int(header[2])
        else { throw WorkerError("a malformed request header") }
        let dot = String(decoding: payload[(newline + 1)...], as: UTF8.self)
        return GraphvizJob(dot: dot, engine: engine, format: format, dpi: dpi == 0 ? nil : dpi)
    }

    static func reply(_ result: Result<[UInt8], GraphvizError>) -> Data {
        switch result {
        case .success(let bytes):
            var payload = Data([0])
            payload.append(contentsOf: bytes)
            return frame(payload)
        case .failure(let error):
            var payload = Data([1])
            payload.append(contentsOf: "\(error.stage.rawValue)\n\(error.message)".utf8)
            return frame(payload)
        }
    }

    static func result(from payload: Data) throws -> Result<[UInt8], GraphvizError> {
        guard let status = payload.first else { throw WorkerError("an empty reply") }
        let body = payload.dropFirst()
        if status == 0 { return .success(Array(body)) }
        let text = String(decoding: body, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let stage = GraphvizError.Stage(rawValue: String(parts[0])) ?? .render
        return .failure(GraphvizError(stage: stage, message: parts.count > 1 ? String(parts[1]) : ""))
    }

    static func frame(_ payload: Data) -> Data {
        var length = UInt32(payload.count).littleEndian
        var data = Data(bytes: &length, count: 4)
        data.append(payload)
        return data
    }

    /// The next frame's payload from `handle`, or nil at the end of the stream.
    static func read(from handle: FileHandle) throws -> Data? {
        guard let head = try readExactly(4, from: handle) else { return nil }
        let length = head.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
        guard let payload = try readExactly(Int(length), from: handle) else { throw WorkerError("a frame cut short") }
        return payload
    }

    private static func readExactly(_ count: Int, from handle: FileHandle) throws -> Data? {
        var data = Data()
        data.reserveCapacity(count)
        while data.count < count {
            guard let chunk = try handle.read(upToCount: count - data.count), !chunk.isEmpty else {
                if data.isEmpty { return nil }
                throw WorkerError("a frame cut short")
            }
            data.append(chunk)
        }
        return data
    }
}

/// The worker protocol broke: a worker died or wrote something else.
struct WorkerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
