import Foundation
import StaticSite
import Testing

@Suite("XXH64")
struct XXHash64Tests {
    /// The values of xxHash's C implementation (python-xxhash 4.1.0, `xxh64(bytes, seed).intdigest()`),
    /// for inputs that take each road: under 4 bytes, under 32, and stripes with a tail of 8, 4 and 1.
    @Test("The reference implementation's values, for seed 0 and another", arguments: [
        ("", 0xef46_db37_51d8_e999, 0xc434_9fc9_3c01_0000),
        ("a", 0xd24e_c4f1_a98c_6e5b, 0x9a7c_6d2e_a455_68c9),
        ("abc", 0x44bc_2cf5_ad77_0999, 0x2ed0_f59d_6b43_ac8b),
        ("The quick brown fox jumps over the lazy dog", 0x0b24_2d36_1fda_71bc, 0x7cfa_c668_32f6_6b74),
    ] as [(String, UInt64, UInt64)])
    func referenceValues(text: String, seed0: UInt64, seeded: UInt64) {
        #expect(XXHash64.hash(Data(text.utf8)) == seed0)
        #expect(XXHash64.hash(text) == seed0)
        #expect(XXHash64.hash(Data(text.utf8), seed: 0x9e37_79b9_7f4a_7c15) == seeded)
    }

    @Test("774 bytes: 24 stripes, then 8, 4 and 2 bytes")
    func longInput() {
        let bytes = Data((0..<3).flatMap { _ in (0...255).map { UInt8($0) } } + Array("tail!!".utf8))
        #expect(XXHash64.hash(bytes) == 0xf29f_2b54_82ff_122d)
        #expect(XXHash64.hash(bytes, seed: 0x9e37_79b9_7f4a_7c15) == 0xbc34_9028_77ba_729a)
        // A slice that does not start at the storage's first byte reads the same.
        let shifted = (Data([1, 2, 3]) + bytes).dropFirst(3)
        #expect(XXHash64.hash(Data(shifted)) == 0xf29f_2b54_82ff_122d)
        #expect(XXHash64.hash(shifted) == 0xf29f_2b54_82ff_122d)
    }
}
