import Foundation

/// Several byte strings kept as one value: a header line of their lengths in decimal, separated
/// by spaces, then the strings one after another. What a cache entry holds when it holds several
/// texts (`PageStore`): reading it back slices the value, where a JSON record of the same fields
/// was decoded field by field through Codable (7 % of a one-scenario edit, perf).
public enum PackedFields {
    public static func pack(_ fields: [Data]) -> Data {
        var writer = Writer(fields: fields.count, bytes: fields.reduce(0) { $0 + $1.count })
        for field in fields { writer.add(field) }
        return writer.packed
    }

    /// The fields of `packed`, as slices of it; nil unless its header is a line of lengths that
    /// the bytes after it hold exactly.
    public static func unpack(_ packed: Data) -> [Data]? {
        guard let ranges = packed.withUnsafeBytes({ ranges(in: $0) }) else { return nil }
        return ranges.map { packed[(packed.startIndex + $0.lowerBound)..<(packed.startIndex + $0.upperBound)] }
    }

    /// Where each field of `packed` lies in it (offsets from its start); nil unless its header
    /// is a line of lengths that the bytes after it hold exactly. The header is read in a loop
    /// with no closure over its state (a nested function's captured counters cost an
    /// exclusivity check per byte, perf). A reader of thousands of fields reads them through
    /// these, not through a Data slice each (`Fields`).
    public static func ranges(in packed: UnsafeRawBufferPointer) -> [Range<Int>]? {
        // The header's end found by memchr, and room for as many fields as it could name (a
        // digit and a space each): found by the generic search and grown a field at a time,
        // they were a third of reading a kept trace (callgrind).
        guard let base = packed.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), packed.count) else { return nil }
        let lineEnd = UnsafeRawPointer(found) - base
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(lineEnd / 2 + 1)
        var start = lineEnd + 1, length = 0, digits = 0
        for byte in UnsafeRawBufferPointer(rebasing: packed[0..<lineEnd]) {
            if byte == UInt8(ascii: " ") {
                guard digits > 0, length <= packed.count - start else { return nil }
                ranges.append(start..<(start + length))
                start += length
                length = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                length = length * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        if lineEnd > 0 {
            guard digits > 0, length <= packed.count - start else { return nil }
            ranges.append(start..<(start + length))
            start += length
        }
        guard start == packed.count else { return nil }
        return ranges
    }

    /// The fields of a packed value read in order, straight from its bytes: each as text, as a
    /// number or as numbers, without a Data per field.
    public struct Fields {
        let bytes: UnsafeRawBufferPointer
        let ranges: [Range<Int>]
        public private(set) var index = 0

        /// The fields of `packed`, which must outlive the reader (read it inside
        /// `withUnsafeBytes`); nil when `packed` is not packed fields.
        public init?(_ packed: UnsafeRawBufferPointer) {
            guard let ranges = PackedFields.ranges(in: packed) else { return nil }
            bytes = packed
            self.ranges = ranges
        }

        public var count: Int { ranges.count }
        public var atEnd: Bool { index == ranges.count }

        private mutating func next() -> UnsafeRawBufferPointer? {
            guard index < ranges.count else { return nil }
            defer { index += 1 }
            return UnsafeRawBufferPointer(rebasing: bytes[ranges[index]])
        }

        /// Where the next `count` fields lie in the packed bytes, passed over unread (a kept
        /// page's ids and links, read only when a check asks for them); nil past the end.
        public mutating func skip(_ count: Int) -> ArraySlice<Range<Int>>? {
            guard count >= 0, count <= ranges.count - index else { return nil }
            defer { index += count }
            return ranges[index..<(index + count)]
        }

        /// The next field as text; nil past the end.
        public mutating func text() -> String? { next().map { String(decoding: $0, as: UTF8.self) } }

        /// The next field as text: `previous` itself when the field holds exactly its bytes (so
        /// that equal texts read one after another share one string); nil past the end.
        public mutating func text(reusing previous: String?) -> String? {
            guard let field = next() else { return nil }
            if var previous, previous.withUTF8({ $0.count == field.count && (field.isEmpty || memcmp($0.baseAddress!, field.baseAddress!, field.count) == 0) }) {
                return previous
            }
            return String(decoding: field, as: UTF8.self)
        }

        /// The next field's bytes, copied; nil past the end.
        public mutating func data() -> Data? { next().map { Data($0) } }

        /// The next field as 64-bit words, each in 8 bytes, little-endian (`PackedFields.words`'s
        /// form); nil past the end or when its length is not `count` words.
        public mutating func words(_ count: Int) -> [UInt64]? {
            guard let words = words(), words.count == count else { return nil }
            return words
        }

        /// The next field as 64-bit words, as many as it holds; nil past the end or when its
        /// length is not a multiple of 8.
        public mutating func words() -> [UInt64]? {
            guard let field = next(), field.count % 8 == 0 else { return nil }
            return (0..<field.count / 8).map { UInt64(littleEndian: field.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) }
        }

        /// The next field as an optional text (`PackedFields.optional(_: String?)`'s form); nil
        /// past the end or for any other field.
        public mutating func optional() -> String?? {
            guard let field = next() else { return nil }
            guard let first = field.first else { return .some(nil) }
            return first == UInt8(ascii: "=") ? .some(String(decoding: UnsafeRawBufferPointer(rebasing: field.dropFirst()), as: UTF8.self)) : nil
        }

        /// The next field as decimal numbers separated by single spaces (a `-` before one
        /// allowed), with a last word when `word` is true (one that does not start with a digit
        /// or `-`); nil when it is not that.
        public mutating func numbers(word: Bool = false) -> (numbers: [Int], word: String)? {
            guard let field = next() else { return nil }
            var numbers: [Int] = []
            // A trace's event is four numbers and a word: room for them at once, where growing
            // the array a number at a time was most of reading one (callgrind).
            numbers.reserveCapacity(4)
            var decimal = DecimalDigits(), wordStart: Int?
            for offset in 0..<field.count {
                let byte = field[offset]
                if let _ = wordStart {
                    guard byte != UInt8(ascii: " ") else { return nil }
                } else if byte == UInt8(ascii: " ") {
                    guard let number = decimal.ended() else { return nil }
                    numbers.append(number)
                } else if decimal.take(byte) {
                    continue
                } else if word, decimal.isEmpty, offset == 0 || field[offset - 1] == UInt8(ascii: " ") {
                    wordStart = offset
                } else {
                    return nil
                }
            }
            if let wordStart {
                return (numbers, String(decoding: UnsafeRawBufferPointer(rebasing: field[wordStart...]), as: UTF8.self))
            }
            guard !word, let number = decimal.ended() else { return nil }
            numbers.append(number)
            return (numbers, "")
        }

        /// The next field as four decimal numbers and a word of one ASCII letter, each after one
        /// space (`12 3 2 0 c`: how a packed trace's event starts); nil for anything else.
        /// `numbers(word:)` reads the same form into an array and a text: two allocations for each
        /// of 12,000 events, 10 M instructions of a one-scenario edit (callgrind).
        public mutating func fourNumbersAndLetter() -> (numbers: (Int, Int, Int, Int), letter: UInt8)? {
            guard let field = next() else { return nil }
            var numbers = (0, 0, 0, 0), count = 0, decimal = DecimalDigits()
            for offset in 0..<field.count {
                let byte = field[offset]
                if count == 4 {
                    // The letter: alone, last, after the fourth number's space.
                    guard offset == field.count - 1, byte < 0x80, byte != UInt8(ascii: " "), byte != UInt8(ascii: "-"), !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return nil }
                    return (numbers, byte)
                } else if byte == UInt8(ascii: " ") {
                    guard let number = decimal.ended() else { return nil }
                    switch count {
                    case 0: numbers.0 = number
                    case 1: numbers.1 = number
                    case 2: numbers.2 = number
                    default: numbers.3 = number
                    }
                    count += 1
                } else if !decimal.take(byte) {
                    return nil
                }
            }
            return nil
        }

        /// The next field as one decimal number; nil when it is not one.
        public mutating func number() -> Int? {
            guard let (numbers, _) = numbers(), numbers.count == 1 else { return nil }
            return numbers[0]
        }
    }

    /// A decimal number read a byte at a time, as the number readers of `Fields` read each one:
    /// a `-` before its digits, at most 18 digits.
    private struct DecimalDigits {
        private var value = 0, digits = 0, negative = false

        /// Whether nothing of a number has been read.
        var isEmpty: Bool { digits == 0 && !negative }

        /// Takes `byte` if it goes on the number (a digit, or a first `-`); false otherwise.
        mutating func take(_ byte: UInt8) -> Bool {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                return true
            }
            guard byte == UInt8(ascii: "-"), digits == 0, !negative else { return false }
            negative = true
            return true
        }

        /// The number read, and a fresh start; nil when it has no digit.
        mutating func ended() -> Int? {
            guard digits > 0 else { return nil }
            defer { self = DecimalDigits() }
            return negative ? -value : value
        }
    }

    /// 64-bit words as one field, each in 8 bytes, little-endian: read back by `Fields.words`,
    /// without a number spelt and parsed.
    public static func words(_ values: [UInt64]) -> Data {
        var data = Data(capacity: 8 * values.count)
        for value in values { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// An optional text as one field: empty for nil, else `=` and the text, so that nil and the
    /// empty text differ. `optional(_: Data)` and `Fields.optional()` read it back.
    public static func optional(_ value: String?) -> Data {
        value.map { Data(("=" + $0).utf8) } ?? Data()
    }

    /// The optional text `optional(_: String?)` made `field` of; nil for any other field.
    public static func optional(_ field: Data) -> String?? {
        guard let first = field.first else { return .some(nil) }
        return first == UInt8(ascii: "=") ? .some(text(field.dropFirst())) : nil
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
