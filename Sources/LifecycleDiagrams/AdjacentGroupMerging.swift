/// Each run of adjacent groups of one part written as one group, as the lines are written:
/// Graphviz writes a group per edge and per node, and a sequence diagram's calls, labels and
/// headers come in runs (7,050 call groups in 278 diagrams). A part's group carries only its
/// class, so its shapes keep their order, their rules (`.ll_call>path`) and what they inherit.
///
/// Merged as each line ends, not over the finished text: splitting it into lines again and
/// copying them was a twentieth of finishing an SVG (callgrind).
struct AdjacentGroupMerging {
    /// Where the opening line of the part's group the lines are in lies in the output; nil
    /// outside one.
    private var open: Range<Int>?
    /// Where the `</g>` that closed that group starts while the next line may reopen it.
    private var closing: Int?

    /// Ends the line written in `output` from `start` with "\n"; or, when it reopens the group
    /// of the part that the line before it closed, takes both lines away: the group goes on.
    mutating func endLine(_ output: inout [UInt8], from start: Int) {
        // The line is read through a pointer: a slice of `output` kept it shared, and the
        // append below then copied the whole output (callgrind).
        let (open, closing) = (self.open, self.closing)
        let (kind, reopens) = output.withUnsafeBufferPointer { output in
            let line = output[start...]
            return (Self.kind(of: line), closing != nil && open.map { Bytes.same(line, output[$0]) } == true)
        }
        if let closing {
            self.closing = nil
            if reopens {
                output.removeSubrange(closing...)
                return
            }
            self.open = nil
        }
        switch kind {
        case .partGroup: self.open = start..<output.count
        // Any other group (the canvas, a link's) is never merged, nor what holds it.
        case .otherGroup: self.open = nil
        case .groupEnd: if self.open != nil { self.closing = start }
        case .other: break
        }
        output.append(UInt8(ascii: "\n"))
    }

    private enum LineKind {
        case partGroup, otherGroup, groupEnd, other
    }

    private static func kind(of line: Slice<UnsafeBufferPointer<UInt8>>) -> LineKind {
        if Bytes.starts(line, with: partGroup) { return .partGroup }
        if Bytes.starts(line, with: group) { return .otherGroup }
        return Bytes.same(line, groupEnd) ? .groupEnd : .other
    }

    /// `body`, whole lines each ended by "\n", with its runs merged.
    static func merged(_ body: [UInt8]) -> [UInt8] {
        var merging = AdjacentGroupMerging()
        var merged: [UInt8] = []
        merged.reserveCapacity(body.count)
        body.withUnsafeBufferPointer { body in
            for line in ByteLines(body) {
                let start = merged.count
                merged += line
                merging.endLine(&merged, from: start)
            }
        }
        return merged
    }

    /// A part's group as written: its class alone.
    private static let partGroup = Array("<g class=\"ll_".utf8)
    private static let group = Array("<g".utf8)
    private static let groupEnd = Array("</g>".utf8)
}
