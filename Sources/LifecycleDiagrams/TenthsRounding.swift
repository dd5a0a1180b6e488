/// Coordinates written to a tenth of a point: Graphviz prints two decimals, a hundredth of a
/// point, finer than any screen shows (a tenth is 0.13 CSS pixels; rounding moves a point by at
/// most half of that). Over the site's diagrams the second decimal was 2.8 % of the SVG bytes.
///
/// Works on the bytes of a `points` or `d` value, which hold numbers, commas, spaces and path
/// commands only: each number with decimals is rounded half away from zero, with no trailing
/// zero and no `.0` (`12.35` → `12.4`, `7.96` → `8`, `-0.04` → `0`); everything else is copied.
enum TenthsRounding {
    /// - Parameter byDigits: round every number digit by digit, as numbers Graphviz does not
    ///   write are (tests compare the two roads).
    static func rounded(_ data: ArraySlice<UInt8>, byDigits: Bool = false) -> [UInt8] {
        // Written in place: no number comes out longer than it went in (a carry adds a digit
        // where the hundredths, at least, are dropped), so the data's length is room enough.
        data.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: input.count) { output, count in
                var scratch: [UInt8] = []
                var index = 0, written = 0
                while index < input.count {
                    let byte = input[index]
                    guard isDigit(byte) || (byte == minus && index + 1 < input.count && isDigit(input[index + 1])) else {
                        output[written] = byte
                        written += 1
                        index += 1
                        continue
                    }
                    var end = index + 1
                    while end < input.count, isDigit(input[end]) || input[end] == dot { end += 1 }
                    if byDigits || !graphvizNumber(input, index..<end, into: output, at: &written) {
                        number(data[(data.startIndex + index)..<(data.startIndex + end)], into: &scratch)
                        precondition(written + scratch.count <= end, "a rounded number came out longer")
                        for digit in scratch {
                            output[written] = digit
                            written += 1
                        }
                    }
                    index = end
                }
                count = written
            }
        }
    }

    /// A number as Graphviz prints it, `-12.34`, `14.4` or `1041` (no leading zero, at most two
    /// decimals and 15 digits), rounded as a whole number of tenths and written at `written`:
    /// the digits' road below made and trimmed an array per number, a third of shortening a
    /// shape (perf). False, with nothing written, for any other number.
    private static func graphvizNumber(
        _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int
    ) -> Bool {
        let negative = input[range.lowerBound] == minus
        let start = negative ? range.lowerBound + 1 : range.lowerBound, end = range.upperBound
        var point = start
        while point < end, input[point] != dot { point += 1 }
        let decimals = point == end ? 0 : end - point - 1
        guard point > start, point - start <= 15, decimals <= 2, point == end || decimals > 0,
            input[start] != zero || point - start == 1
        else { return false }
        var tenths = 0
        for index in start..<point {
            guard isDigit(input[index]) else { return false }
            tenths = tenths * 10 + Int(input[index] - zero)
        }
        tenths *= 10
        if decimals > 0 {
            guard isDigit(input[point + 1]) else { return false }
            tenths += Int(input[point + 1] - zero)
        }
        if decimals == 2 {
            guard isDigit(input[point + 2]) else { return false }
            if input[point + 2] >= UInt8(ascii: "5") { tenths += 1 }
        }
        guard tenths != 0 else {
            output[written] = zero
            written += 1
            return true
        }
        if negative {
            output[written] = minus
            written += 1
        }
        let whole = tenths / 10
        var power = 1
        while power <= whole / 10 { power *= 10 }
        var rest = whole
        while power > 0 {
            output[written] = zero + UInt8(rest / power)
            written += 1
            rest %= power
            power /= 10
        }
        if tenths % 10 != 0 {
            output[written] = dot
            output[written + 1] = zero + UInt8(tenths % 10)
            written += 2
        }
        return true
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
    private static let zero = UInt8(ascii: "0")
}
