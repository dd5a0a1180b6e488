import Foundation

extension PackedFields {
    /// Packs fields one at a time into one buffer (`PackedFields.pack`'s bytes): a text's UTF-8
    /// bytes are copied in as they are, where `pack` takes a Data made of each first. Making a
    /// Data of each of a trace's 2,000 fields and a stored page's 250, then appending each, was
    /// 450 M instructions of a cold build of the site, 3 % (callgrind).
    public struct Writer {
        private var lengths: [Int] = []
        private var body: [UInt8] = []

        /// `fields` and `bytes`: what the fields are expected to number and hold, room made once.
        public init(fields: Int = 0, bytes: Int = 0) {
            lengths.reserveCapacity(fields)
            body.reserveCapacity(bytes)
        }

        /// A field of `text`'s UTF-8 bytes.
        public mutating func add(_ text: String) {
            lengths.append(text.utf8.count)
            body.append(contentsOf: text.utf8)
        }

        /// A field of `bytes`.
        public mutating func add(_ bytes: Data) {
            lengths.append(bytes.count)
            body.append(contentsOf: bytes)
        }

        /// An optional text as one field, as `PackedFields.optional(_: String?)` makes it: empty
        /// for nil, else `=` and the text.
        public mutating func add(optional text: String?) {
            guard let text else {
                lengths.append(0)
                return
            }
            lengths.append(1 + text.utf8.count)
            body.append(UInt8(ascii: "="))
            body.append(contentsOf: text.utf8)
        }

        /// The header (each field's length in decimal digits, a space between two, a line
        /// break after the last) and the fields' bytes.
        public var packed: Data {
            // The lengths written as digits straight into the header: a String for each field's
            // length, joined, then copied into Data, was two thirds of packing a stored page's 250
            // fields (callgrind).
            var header: [UInt8] = []
            header.reserveCapacity(lengths.count * 5 + 1)
            for (index, length) in lengths.enumerated() {
                if index > 0 { header.append(UInt8(ascii: " ")) }
                Self.appendDecimal(length, to: &header)
            }
            header.append(UInt8(ascii: "\n"))
            var packed = Data(capacity: header.count + body.count)
            packed.append(contentsOf: header)
            packed.append(contentsOf: body)
            return packed
        }

        /// `value` (not negative) in decimal digits, appended to `bytes`.
        private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
            guard value > 0 else {
                bytes.append(UInt8(ascii: "0"))
                return
            }
            let start = bytes.count
            var rest = value
            while rest > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            bytes[start...].reverse()
        }
    }
}
