import Foundation

/// Reads a source file as UTF-8 text; failing, says where and why: the system's reason (no
/// permission, a folder), or the line and column of the first byte that is not UTF-8, or of a NUL.
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
        return try decode(data, path: path, what: what)
    }

    /// `data`, a source file's bytes, as UTF-8 text; failing, says where and why, as `read` does.
    public static func decode(_ data: Data, path: String, what: String) throws -> String {
        if let text = String(data: data, encoding: .utf8) {
            // A NUL is valid UTF-8 but no text file's: C libraries (cmark-gfm, libyaml) read up to
            // it and silently drop the rest, so it is refused where it is.
            guard let nul = firstNUL(in: data) else { return text }
            let (line, column) = position(of: nul, in: data)
            throw SiteDiagnostic(
                path: path, line: line, column: column,
                message: "cannot read \(what): it holds a NUL byte (0x00), which no text file does; remove it")
        }
        let (line, column, byte) = firstInvalidByte(data)
        throw SiteDiagnostic(
            path: path, line: line, column: column,
            message: "cannot read \(what): byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; save the file as UTF-8 text")
    }

    /// The offset of `data`'s first NUL byte, found with `memchr` (`firstIndex(of:)` went a
    /// byte at a time, with an exclusivity check each: a fortieth of a one-scenario edit, perf).
    static func firstNUL(in data: Data) -> Int? {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// The line and column (in Unicode scalars) of the byte at `offset` of valid UTF-8 `data`.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // A scalar's first byte (continuation bytes are 10xxxxxx).
                column += 1
            }
        }
        return (line, column)
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
