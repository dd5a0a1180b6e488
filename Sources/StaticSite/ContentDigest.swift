import Foundation

/// A 128-bit digest of bytes (two XXH64 hashes of them, with two seeds), written as 32 hex
/// digits: for keys that name a large input by its digest instead of carrying it whole (a trace in
/// a diagram's cache key). Not cryptographic; two inputs share a digest by chance with odds far
/// below anything that matters here, and nobody here has a reason to forge one.
public enum ContentDigest {
    public static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { bytes in
            CachePacks.hex(XXHash64.hash(bytes)) + CachePacks.hex(XXHash64.hash(bytes, seed: secondSeed))
        }
    }

    public static func hex(_ text: String) -> String { hex(Data(text.utf8)) }

    /// A 64-bit digest, 16 hex digits: half of `hex`'s work (a build names every drawing it
    /// publishes by the digest of its bytes).
    public static func short(_ data: Data) -> String {
        short(hash: XXHash64.hash(data))
    }

    /// `short` of bytes whose XXH64 hash is `hash` (as a cache lookup checked it).
    public static func short(hash: UInt64) -> String {
        CachePacks.hex(hash)
    }

    /// The second hash's seed: the golden ratio's 64 bits, any constant that is not 0.
    private static let secondSeed: UInt64 = 0x9e37_79b9_7f4a_7c15
}
