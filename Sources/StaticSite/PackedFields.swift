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
    /// the bytes after it hold exactly. The header is read through one buffer pointer, in a loop
    /// with no closure over its state (a nested function's captured counters cost an
    /// exclusivity check per byte, perf).
    public static func unpack(_ packed: Data) -> [Data]? {
        guard let lineEnd = packed.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let lengths: [Int]? = packed.withUnsafeBytes { raw in
            let header = UnsafeRawBufferPointer(rebasing: raw[0..<(lineEnd - packed.startIndex)])
            guard !header.isEmpty else { return [] }
            var lengths: [Int] = []
            var length = 0, digits = 0
            for byte in header {
                if byte == UInt8(ascii: " ") {
                    guard digits > 0 else { return nil }
                    lengths.append(length)
                    length = 0
                    digits = 0
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                    length = length * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                } else {
                    return nil
                }
            }
            guard digits > 0 else { return nil }
            lengths.append(length)
            return lengths
        }
        guard let lengths else { return nil }
        var fields: [Data] = []
        fields.reserveCapacity(lengths.count)
        var start = lineEnd + 1
        for length in lengths {
            guard length <= packed.endIndex - start else { return nil }
            fields.append(packed[start..<(start + length)])
            start += length
        }
        guard start == packed.endIndex else { return nil }
        return fields
    }

    /// A field's bytes as text, read through a buffer pointer (a Data slice decoded through its
    /// iterator went a byte at a time).
    public static func text(_ field: Data) -> String {
        field.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `field` holds exactly `text`'s UTF-8 bytes, compared with `memcmp`: the generic
    /// `elementsEqual` walked Data and the UTF-8 view a byte at a time, and was a third of a
    /// cache lookup (perf).
    public static func same(_ field: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { text in
            field.count == text.count && field.withUnsafeBytes { field in
                text.isEmpty || memcmp(field.baseAddress!, text.baseAddress!, text.count) == 0
            }
        }
    }
}
