import Foundation

/// XXH64, Yann Collet's 64-bit xxHash (the reference algorithm, tested against its C
/// implementation's values): what the cache and the build's digests hash bytes with. FNV-1a took
/// about four cycles a byte, one byte at a time, and a warm build hashes tens of megabytes (every
/// stored page's seal, every drawing's digest, every input's fingerprint); XXH64 takes 32 bytes
/// a step in four independent lanes. Written here because no Swift package of it is available
/// to this project; it is the reference algorithm, not a hash of our own.
public enum XXHash64 {
    private static let prime1: UInt64 = 11_400_714_785_074_694_791
    private static let prime2: UInt64 = 14_029_467_366_897_019_727
    private static let prime3: UInt64 = 1_609_587_929_392_839_161
    private static let prime4: UInt64 = 9_650_029_242_287_828_579
    private static let prime5: UInt64 = 2_870_177_450_012_600_261

    public static func hash(_ data: Data, seed: UInt64 = 0) -> UInt64 {
        data.withUnsafeBytes { hash($0, seed: seed) }
    }

    public static func hash(_ text: String, seed: UInt64 = 0) -> UInt64 {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0), seed: seed) }
    }

    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2, v2 = seed &+ prime2, v3 = seed, v4 = seed &- prime1
            while offset + 32 <= count {
                v1 = round(v1, word(bytes, offset))
                v2 = round(v2, word(bytes, offset + 8))
                v3 = round(v3, word(bytes, offset + 16))
                v4 = round(v4, word(bytes, offset + 24))
                offset += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            for lane in [v1, v2, v3, v4] {
                hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
            }
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(bytes, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
