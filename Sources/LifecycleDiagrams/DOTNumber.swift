/// Numbers as the DOT text writes them: at most two decimals, no trailing zeros, so that the
/// text is short and the same on every run.
///
/// Each is written as digits straight into the bytes of the DOT text (`DOTWriter`): a String
/// per number, another per position, each then checked for escapes and copied, were a tenth of
/// writing a sequence diagram's DOT (callgrind).
enum DOTNumber {
    static func format(_ value: Double) -> String {
        text { write(value, into: &$0) }
    }

    /// A pinned position: points, y upwards as Graphviz has it.
    static func position(_ x: Double, _ y: Double) -> String {
        text { writePosition(x, y, into: &$0) }
    }

    /// Points as inches, the unit of node sizes.
    static func inches(_ points: Double) -> String {
        text { writeInches(points, into: &$0) }
    }

    /// `format(value)`, appended to `bytes`.
    static func write(_ value: Double, into bytes: inout [UInt8]) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(hundredths)
        writeDigits(magnitude / 100, into: &bytes)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(zero + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(zero + UInt8(fraction % 10)) }
    }

    /// `position(x, y)`, appended to `bytes`.
    static func writePosition(_ x: Double, _ y: Double, into bytes: inout [UInt8]) {
        write(x, into: &bytes)
        bytes.append(UInt8(ascii: ","))
        write(-y, into: &bytes)
        bytes.append(UInt8(ascii: "!"))
    }

    /// `inches(points)`, appended to `bytes`: up to four decimals, rounded up, no trailing zeros.
    static func writeInches(_ points: Double, into bytes: inout [UInt8]) {
        let tenThousandths = Int((max(points, 0.72) / 72 * 10000).rounded(.up))
        writeDigits(tenThousandths / 10000, into: &bytes)
        var fraction = tenThousandths % 10000
        guard fraction != 0 else { return }
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var power = 1
        for _ in 1..<places { power *= 10 }
        while power > 0 {
            bytes.append(zero + UInt8(fraction / power % 10))
            power /= 10
        }
    }

    /// A whole number that is not negative, in decimal digits.
    private static func writeDigits(_ value: Int, into bytes: inout [UInt8]) {
        var power = 1
        while power <= value / 10 { power *= 10 }
        while power > 0 {
            bytes.append(zero + UInt8(value / power % 10))
            power /= 10
        }
    }

    private static func text(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let zero = UInt8(ascii: "0")
}
