import Foundation

/// A folder of derived bytes keyed by the text they were made from (for example a diagram's DOT
/// text plus its format), so that a rebuild with nothing changed reuses them.
///
/// Each entry is two files named by a 64-bit FNV-1a hash of the key: `HASH.key` holds the data's
/// length and hash on its first line, then the whole key; `HASH.data` holds the bytes. A lookup
/// compares the whole key, so a hash collision is a miss, never a wrong answer; and it checks the
/// data's length and hash, so a truncated or garbled entry (a full disk, a killed build, a stray
/// edit) is a miss that is drawn again, never published. Entries are written atomically.
public struct ContentCache: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The bytes stored for `key`, or nil when there are none or they are damaged.
    public func value(for key: String) -> Data? {
        let (keyURL, dataURL) = urls(for: key)
        guard let stored = FileManager.default.contents(atPath: keyURL.path),
            let newline = stored.firstIndex(of: UInt8(ascii: "\n")),
            stored[(newline + 1)...].elementsEqual(key.utf8),
            let data = FileManager.default.contents(atPath: dataURL.path),
            stored[..<newline].elementsEqual(Self.seal(data).utf8)
        else { return nil }
        return data
    }

    /// Stores `data` for `key`; failures are ignored (the cache is an optimisation).
    public func store(_ data: Data, for key: String) {
        let (keyURL, dataURL) = urls(for: key)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Data first: a reader that finds the key finds its data.
        guard Self.replace(dataURL, with: data) else { return }
        _ = Self.replace(keyURL, with: Data((Self.seal(data) + "\n" + key).utf8))
    }

    /// The data's length and hash, as the key file's first line records them.
    static func seal(_ data: Data) -> String {
        "\(data.count) \(String(fnv1a(data), radix: 16))"
    }

    /// Writes a temporary file and renames it over `url`: a reader sees the old file or the new
    /// one, never half of one. Not `.atomic` nor `createFile`, which also sync every file to disk: for a cache
    /// that only costs time (perf: 8 % of a 228-scenario build in fsync), and a crash costs a
    /// rebuild at most.
    private static func replace(_ url: URL, with data: Data) -> Bool {
        let temporary = url.path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard (try? FileBytes.write(data, to: temporary)) != nil else {
            unlink(temporary)
            return false
        }
        guard rename(temporary, url.path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The stored bytes for `key`, or `make()`'s result, stored for next time.
    public func value(for key: String, orMake make: () throws -> Data) rethrows -> Data {
        if let cached = value(for: key) { return cached }
        let made = try make()
        store(made, for: key)
        return made
    }

    private func urls(for key: String) -> (key: URL, data: URL) {
        let name = String(Self.fnv1a(key), radix: 16)
        return (folder.appendingPathComponent(name + ".key"), folder.appendingPathComponent(name + ".data"))
    }

    static func fnv1a(_ text: String) -> UInt64 { fnv1a(Data(text.utf8)) }

    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { fnv1a($0) }
    }

    private static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
