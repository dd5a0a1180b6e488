import Foundation

/// A 128-bit digest of bytes (FNV-1a, 128-bit parameters), written as 32 hex digits: for keys
/// that name a large input by its digest instead of carrying it whole (a trace in a diagram's
/// cache key). Not cryptographic; two inputs share a digest with odds of about 2⁻¹²⁸ by chance,
/// and nobody here has a reason to forge one.
public enum ContentDigest {
    public static func hex(_ data: Data) -> String {
        let value = data.withUnsafeBytes { bytes -> UInt128 in
            var hash: UInt128 = 0x6c62272e07bb014262b821756295c58d
            let prime: UInt128 = 0x0000000001000000000000000000013B
            for byte in bytes {
                hash ^= UInt128(byte)
                hash = hash &* prime
            }
            return hash
        }
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 32 - text.count) + text
    }

    public static func hex(_ text: String) -> String { hex(Data(text.utf8)) }

    /// A 64-bit FNV-1a digest, 16 hex digits: four times quicker than `hex` over megabytes (a
    /// build names every drawing it publishes by the digest of its bytes), at odds of about 2⁻⁶⁴.
    public static func short(_ data: Data) -> String {
        let text = String(ContentCache.fnv1a(data), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
