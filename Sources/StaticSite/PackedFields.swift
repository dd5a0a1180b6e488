import Foundation

/// Several byte strings kept as one value: a header line of their lengths in decimal, separated
/// by spaces, then the strings one after another. What a cache entry holds when it holds several
/// texts (`PageStore`): reading it back slices the value, where a JSON record of the same fields
/// was decoded field by field through Codable (7 % of a one-scenario edit, perf).
public enum PackedFields {
    public static func pack(_ fields: [Data]) -> Data {
        var packed = Data(fields.map { String($0.count) }.joined(separator: " ").utf8)
        packed.append(UInt8(ascii: "\n"))
        packed.reserveCapacity(packed.count + fields.reduce(0) { $0 + $1.count })
        for field in fields { packed.append(field) }
        return packed
    }

    /// The fields of `packed`, as slices of it; nil unless its header is a line of lengths that
    /// the bytes after it hold exactly.
    public static func unpack(_ packed: Data) -> [Data]? {
        guard let lineEnd = packed.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var fields: [Data] = []
        var start = lineEnd + 1, length = 0, digits = 0
        func take() -> Bool {
            guard digits > 0, length <= packed.endIndex - start else { return false }
            fields.append(packed[start..<(start + length)])
            start += length
            length = 0
            digits = 0
            return true
        }
        for byte in packed[packed.startIndex..<lineEnd] {
            if byte == UInt8(ascii: " ") {
                guard take() else { return nil }
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                length = length * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard lineEnd == packed.startIndex || take(), start == packed.endIndex else { return nil }
        return fields
    }
}
