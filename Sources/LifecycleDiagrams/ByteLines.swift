/// The lines of a buffer, apart at "\n" (not included), read one at a time: a long diagram's
/// SVG has some 20,000, and an array of them was grown and copied, 7 M instructions over 95
/// SVGs (callgrind). (The first large allocation after a diagram's buffers are freed costs
/// malloc about 180,000 instructions wherever it falls; that cost only moved to the output's.)
/// A final "\n" ends the last line; no empty line follows it.
struct ByteLines: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var start: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        start = bytes.startIndex
    }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard start < bytes.endIndex else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        defer { start = end + 1 }
        return bytes[start..<end]
    }
}
