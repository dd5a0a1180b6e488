import Foundation

/// A folder of derived bytes keyed by the text they were made from (for example a diagram's DOT
/// text plus its format), so that a rebuild with nothing changed reuses them.
///
/// The entries live in a few pack files (`CachePacks`: a record each, found by the XXH64 hash
/// of its key). A lookup compares the whole key, so a hash collision is a miss, never a
/// wrong answer; and it checks the data's length and hash, so a truncated or garbled entry (a full
/// disk, a killed build, a stray edit) is a miss that is drawn again, never published.
public struct ContentCache: Sendable {
    public let folder: URL
    private let packs: CachePacks

    /// - Parameter heldLimit: packs up to this size are read whole when first looked at
    ///   (`CachePacks.defaultHeldLimit`); tests read them through the window with 0.
    public init(folder: URL, heldLimit: Int) {
        self.folder = folder
        packs = CachePacks(folder: folder, heldLimit: heldLimit)
    }

    public init(folder: URL) {
        self.init(folder: folder, heldLimit: CachePacks.defaultHeldLimit)
    }

    /// The bytes stored for `key`, or nil when there are none or they are damaged.
    public func value(for key: String) -> Data? {
        packs.value(for: key, at: XXHash64.hash(key))
    }

    /// The same, with the bytes' XXH64 hash (`XXHash64.hash(_:)`), checked by the lookup.
    public func valueAndHash(for key: String) -> (data: Data, hash: UInt64)? {
        packs.valueAndHash(for: key, at: XXHash64.hash(key))
    }

    /// An entry found by its key, its bytes not read yet: for a caller that may never need them
    /// (a drawing the output folder already holds, linked there unread).
    public struct Entry: Sendable {
        /// The XXH64 hash of the bytes as they were stored, which `data()` checks them against.
        public let hash: UInt64
        /// How many bytes there are.
        public let count: Int
        fileprivate let key: String
        fileprivate let address: UInt64
        fileprivate let packs: CachePacks

        /// The bytes, whole and with `hash`; nil when they can no longer be read so (the cache
        /// changed under the build).
        public func data() -> Data? {
            guard let found = packs.valueAndHash(for: key, at: address), found.hash == hash else { return nil }
            return found.data
        }
    }

    /// The entry stored for `key`, its key checked and its bytes left unread (`Entry.data()`).
    public func entry(for key: String) -> Entry? {
        let address = XXHash64.hash(key)
        guard let found = packs.located(for: key, at: address) else { return nil }
        return Entry(hash: found.hash, count: found.count, key: key, address: address, packs: packs)
    }

    /// The bytes last stored in `slot`, if they were stored for `key`: a slot holds one entry
    /// (a page's, by its path), which each store replaces, so that the cache does not grow
    /// with every edit as it does with one entry per key.
    public func value(for key: String, slot: String) -> Data? {
        packs.value(for: key, at: XXHash64.hash("slot " + slot))
    }

    /// Stores `data` for `key` in `slot`, in place of what the slot held.
    public func store(_ data: Data, for key: String, slot: String) {
        packs.store(data, for: key, at: XXHash64.hash("slot " + slot))
    }

    /// Counts `slot`'s entry as used by this build without reading it, so that a compaction keeps
    /// it (a stored page's bytes, when the page was linked from the last output instead).
    public func keep(slot: String) {
        packs.touch(XXHash64.hash("slot " + slot))
    }

    /// Stores `data` for `key`; failures are ignored (the cache is an optimisation).
    public func store(_ data: Data, for key: String) {
        packs.store(data, for: key, at: XXHash64.hash(key))
    }

    /// The stored bytes for `key`, or `make()`'s result, stored for next time.
    public func value(for key: String, orMake make: () throws -> Data) rethrows -> Data {
        if let cached = value(for: key) { return cached }
        let made = try make()
        store(made, for: key)
        return made
    }

    /// The key of every entry (a slot's last), in no particular order.
    public var keys: [String] { packs.keys }

    /// Drops every entry whose key `remove` picks.
    public func remove(where remove: (String) -> Bool) {
        packs.rewrite { !remove($0) }
    }

    /// At the end of a whole build: drops what this cache value neither found nor stored, once
    /// the packs hold far more than that or have grown many (`CachePacks.compact`).
    public func compact() {
        packs.compact(keepingAll: false)
    }

    /// After a build that may not have asked for everything (`serve`'s, which keeps most in
    /// memory): the packs merged into one once they have grown many; nothing dropped.
    public func consolidate() {
        packs.compact(keepingAll: true)
    }
}
