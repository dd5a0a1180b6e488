import Foundation

/// Reads a source file as UTF-8 text; failing, says where and why: the system's reason (no
/// permission, a folder), or the line and column of the first byte that is not UTF-8.
public enum TextFile {
    /// - Parameters:
    ///   - path: the file as messages show it.
    ///   - what: what the file is, for the message ("page", "scenario file").
    public static func read(_ url: URL, path: String, what: String) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SiteDiagnostic(path: path, message: "cannot read \(what): \(FileError.reason(error))")
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        let (line, column, byte) = firstInvalidByte(data)
        throw SiteDiagnostic(
            path: path, line: line, column: column,
            message: "cannot read \(what): byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; save the file as UTF-8 text")
    }

    /// The line and column (in characters) where UTF-8 decoding first fails, and that byte.
    static func firstInvalidByte(_ data: Data) -> (line: Int, column: Int, byte: UInt8) {
        var line = 1, column = 1, offset = 0
        var decoder = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        while true {
            switch decoder.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            case .error:
                return (line, column, data[data.startIndex + offset])
            case .emptyInput:
                return (line, column, 0)
            }
        }
    }
}
