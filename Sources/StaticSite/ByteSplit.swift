extension StringProtocol where SubSequence == Substring {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)`, found at the bytes where that
    /// gives the same pieces: an ASCII separator none of whose occurrences has a non-ASCII byte
    /// beside it (a scalar that could join it into another Character: a combining mark after it,
    /// a prepended mark before it) or makes a CR LF pair with its neighbour. Otherwise, and for
    /// any other separator, the standard library splits by Characters.
    ///
    /// Its split of a short path or line by Characters cost about 20,000 instructions a call,
    /// 5 % of a one-scenario edit (callgrind); byte by byte, a few hundred.
    public func splitAtBytes(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        let text = self[...]
        return ByteSplit.pieces(of: text, at: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
            ?? text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}

extension String {
    /// `StringProtocol.splitAtBytes` for a String, chosen over it: the generic one's slice of
    /// the whole text went through a generic call each time (callgrind).
    public func splitAtBytes(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        let text = Substring(self)
        return ByteSplit.pieces(of: text, at: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
            ?? text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}

extension Substring {
    /// `StringProtocol.splitAtBytes` for a Substring, chosen over it, as for a String.
    public func splitAtBytes(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        ByteSplit.pieces(of: self, at: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
            ?? split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}

/// The byte road of `splitAtBytes`, on a Substring alone: a generic body was not specialized
/// across modules, and walked the bytes through witness calls (callgrind).
enum ByteSplit {
    /// The pieces, or nil when the bytes would not split as Characters do.
    static func pieces(of text: Substring, at separator: Character, maxSplits: Int, omittingEmptySubsequences: Bool) -> [Substring]? {
        guard separator.utf8.count == 1, let byte = separator.utf8.first, byte < 0x80 else { return nil }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
            let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
            var offsets: [Int] = []
            for index in bytes.indices where bytes[index] == byte {
                if index > 0, bytes[index - 1] >= 0x80 || byte == lineFeed && bytes[index - 1] == carriageReturn { return nil }
                if index + 1 < bytes.count, bytes[index + 1] >= 0x80 || byte == carriageReturn && bytes[index + 1] == lineFeed { return nil }
                offsets.append(index)
            }
            return offsets
        }
        guard let found, let offsets = found else { return nil }
        var pieces: [Substring] = []
        pieces.reserveCapacity(min(offsets.count, maxSplits) + 1)
        let utf8 = text.utf8
        var start = 0
        for offset in offsets where pieces.count < maxSplits {
            if !omittingEmptySubsequences || start != offset {
                pieces.append(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: offset)])
            }
            start = offset + 1
        }
        if !omittingEmptySubsequences || start != utf8.count {
            pieces.append(text[utf8.index(utf8.startIndex, offsetBy: start)...])
        }
        return pieces
    }
}
