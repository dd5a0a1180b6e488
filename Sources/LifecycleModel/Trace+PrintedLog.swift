extension Trace {
    /// What the console shows when some classes override some methods with an NSLog, in order.
    ///
    /// `overrides` maps each logging object to the selectors its class overrides. An override logs
    /// after `[super …]` returns (seed 001's TestView, seed 003's init), so a call prints after the
    /// calls nested in it; the selectors in `beforeSuper` print first (a dealloc logs before ARC
    /// runs `[super dealloc]`).
    public func printedLog(_ overrides: [ObjectID: Set<String>], beforeSuper: Set<String> = ["dealloc"]) -> [PrintedLine] {
        var printed: [PrintedLine] = []
        var pending: [(depth: Int, line: PrintedLine)] = []
        func finish(atOrBelow depth: Int) {
            while let last = pending.last, last.depth >= depth {
                printed.append(last.line)
                pending.removeLast()
            }
        }
        var calls = 0
        for event in events {
            finish(atOrBelow: event.depth)
            guard let call = event.call else { continue }
            calls += 1
            guard overrides[call.receiver]?.contains(call.method) == true else { continue }
            let line = PrintedLine(call.receiver, call.method, call: calls)
            if beforeSuper.contains(call.method) {
                printed.append(line)
            } else {
                pending.append((event.depth, line))
            }
        }
        finish(atOrBelow: 0)
        return printed
    }
}
