import LifecycleModel

extension LogComparison {
    /// The verdict and the aligned calls, as `lifeline compare` prints them.
    ///
    ///     Content/evidence/x.log: agrees with nav-push-pop (12 calls; 3 lines skipped)
    ///
    ///     Content/evidence/x.log:12: diverges: the device called B viewDidAppear:, …
    ///       line  call
    ///          3     1  = A viewDidLoad
    ///         12        + B viewDidAppear:       device only
    ///                9  - A viewWillAppear:      model only
    ///         14        + AD applicationWillTerminate:  not modelled
    public var report: String {
        var lines: [String] = []
        if let divergence {
            lines.append("\(divergence.location.file):\(divergence.location.line): diverges: \(divergence.message)")
        } else {
            lines.append("\(log.path): agrees with \(trace.scenario.id) (\(device.count) \(device.count == 1 ? "call" : "calls")\(countsNote))")
        }
        if !alignment.rows.isEmpty {
            lines.append("  line  call")
            let width = alignment.rows.map { label(of: $0).count }.max() ?? 0
            for row in alignment.rows {
                let line = row.left.map { String(device[$0].entry.line) } ?? ""
                let call = row.right.map { String(model[$0].number) } ?? ""
                let (mark, side): (String, String) = switch row {
                case .both: ("=", "")
                case .leftOnly(let left):
                    ("+", UnmodelledCallbacks.isModelled(device[left].entry.selector) ? "device only" : "not modelled")
                case .rightOnly: ("-", "model only")
                }
                let text = label(of: row)
                let padded = side.isEmpty ? text : text + String(repeating: " ", count: width - text.count) + "  " + side
                lines.append(pad(line, 6) + pad(call, 6) + "  \(mark) " + padded)
            }
        }
        if divergence != nil, !countsNote.isEmpty {
            lines.append("(\(countsNote.dropFirst(2)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func label(of row: TraceAlignment.Row) -> String {
        if let left = row.left { return "\(device[left].object) \(device[left].entry.selector)" }
        let call = model[row.right!].call
        return "\(call.receiver) \(call.method)"
    }

    /// `; 3 lines skipped, 2 about other objects`, or nothing.
    public var countsNote: String {
        var parts: [String] = []
        if let later = laterModelCalls, later > 0 {
            parts.append("cut short: \(later) later \(later == 1 ? "call" : "calls") of the model not compared")
        }
        if !log.skipped.isEmpty { parts.append("\(log.skipped.count) \(log.skipped.count == 1 ? "line" : "lines") skipped") }
        if !unmapped.isEmpty { parts.append("\(unmapped.count) about other objects") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
