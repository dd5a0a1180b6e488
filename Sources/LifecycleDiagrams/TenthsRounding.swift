/// Coordinates written to a tenth of a point: Graphviz prints two decimals, a hundredth of a
/// point, finer than any screen shows (a tenth is 0.13 CSS pixels; rounding moves a point by at
/// most half of that). Over the site's diagrams the second decimal was 2.8 % of the SVG bytes.
///
/// Works on the bytes of a `points` or `d` value, which hold numbers, commas, spaces and path
/// commands only: each number with decimals is rounded half away from zero, with no trailing
/// zero and no `.0` (`12.35` → `12.4`, `7.96` → `8`, `-0.04` → `0`); everything else is copied.
enum TenthsRounding {
    static func rounded(_ data: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(data.count)
        // One number at a time is made here and copied out: a few arrays per number were most
        // of this step's time, and this step a twentieth of a cold build (perf).
        var scratch: [UInt8] = []
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            guard isDigit(byte) || (byte == minus && index + 1 < data.endIndex && isDigit(data[index + 1])) else {
                result.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < data.endIndex, isDigit(data[end]) || data[end] == dot { end += 1 }
            number(data[index..<end], into: &scratch)
            result += scratch
            index = end
        }
        return result
    }

    /// One number, `-12.345` or `7`, to a tenth, in `number` (whatever it held before).
    private static func number(_ text: ArraySlice<UInt8>, into number: inout [UInt8]) {
        number.removeAll(keepingCapacity: true)
        guard let point = text.firstIndex(of: dot), text.endIndex - point > 2 else {
            number += text
            trim(&number)
            return
        }
        let negative = text.first == minus
        if negative { number.append(minus) }
        // The digits up to the tenths, as a whole number of tenths, then rounded by the next digit.
        let digits = number.count
        number += text[(negative ? text.startIndex + 1 : text.startIndex)..<point]
        number.append(text[point + 1])
        if text[point + 2] >= UInt8(ascii: "5") {
            var carry = number.count - 1
            while carry >= digits {
                if number[carry] == UInt8(ascii: "9") {
                    number[carry] = UInt8(ascii: "0")
                    carry -= 1
                } else {
                    number[carry] += 1
                    break
                }
            }
            if carry < digits { number.insert(UInt8(ascii: "1"), at: digits) }
        }
        let tenths = number.removeLast()
        if number.count == digits { number.append(UInt8(ascii: "0")) }
        number.append(dot)
        number.append(tenths)
        trim(&number)
    }

    /// Without a zero tenth (`8.0` → `8`) and without the sign of zero (`-0` → `0`).
    private static func trim(_ number: inout [UInt8]) {
        if number.count >= 2, number[number.count - 2] == dot, number.last == UInt8(ascii: "0") { number.removeLast(2) }
        if number.last == dot { number.removeLast() }
        if number.first == minus, number.dropFirst().allSatisfy({ $0 == UInt8(ascii: "0") || $0 == dot }) { number.removeFirst() }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static let dot = UInt8(ascii: ".")
    private static let minus = UInt8(ascii: "-")
}
