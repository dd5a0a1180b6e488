import Foundation

/// A folder of derived bytes keyed by the text they were made from (for example a diagram's DOT
/// text plus its format), so that a rebuild with nothing changed reuses them.
///
/// Each entry is one file named by a 64-bit FNV-1a hash of the key, `HASH.entry`: the data's
/// length and hash on its first line, the key's length in bytes on the second, then the key, then
/// the data. A lookup compares the whole key, so a hash collision is a miss, never a wrong answer;
/// and it checks the data's length and hash, so a truncated or garbled entry (a full disk, a
/// killed build, a stray edit) is a miss that is drawn again, never published. Entries are written
/// atomically. (One file, not a key file and a data file: creating files was a tenth of a
/// 1,000-scenario build, perf.)
public struct ContentCache: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The bytes stored for `key`, or nil when there are none or they are damaged.
    public func value(for key: String) -> Data? {
        value(for: key, at: url(for: key))
    }

    /// The bytes last stored in `slot`, if they were stored for `key`: a slot holds one entry
    /// (a page's, by its path), which each store replaces, so that the folder does not grow
    /// with every edit as it does with one entry per key.
    public func value(for key: String, slot: String) -> Data? {
        value(for: key, at: url(for: "slot " + slot))
    }

    /// Stores `data` for `key` in `slot`, in place of what the slot held.
    public func store(_ data: Data, for key: String, slot: String) {
        store(data, for: key, at: url(for: "slot " + slot))
    }

    private func value(for key: String, at url: URL) -> Data? {
        guard let stored = FileManager.default.contents(atPath: url.path),
            let sealEnd = stored.firstIndex(of: UInt8(ascii: "\n")),
            let lengthEnd = stored[(sealEnd + 1)...].firstIndex(of: UInt8(ascii: "\n")),
            let keyLength = Int(String(decoding: stored[(sealEnd + 1)..<lengthEnd], as: UTF8.self)),
            keyLength >= 0, stored.endIndex - (lengthEnd + 1) >= keyLength
        else { return nil }
        let keyEnd = lengthEnd + 1 + keyLength
        guard stored[(lengthEnd + 1)..<keyEnd].elementsEqual(key.utf8) else { return nil }
        let data = Data(stored[keyEnd...])
        guard stored[..<sealEnd].elementsEqual(Self.seal(data).utf8) else { return nil }
        return data
    }

    /// Stores `data` for `key`; failures are ignored (the cache is an optimisation).
    public func store(_ data: Data, for key: String) {
        store(data, for: key, at: url(for: key))
    }

    private func store(_ data: Data, for key: String, at url: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let keyBytes = Data(key.utf8)
        _ = Self.replace(url, with: Data("\(Self.seal(data))\n\(keyBytes.count)\n".utf8) + keyBytes + data)
    }

    /// The data's length and hash, as an entry's first line records them.
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

    private func url(for key: String) -> URL {
        folder.appendingPathComponent(String(Self.fnv1a(key), radix: 16) + ".entry")
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
