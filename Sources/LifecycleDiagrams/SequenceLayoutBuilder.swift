import LifecycleModel

/// Walks a trace once, top to bottom, placing each row below the last.
///
/// Depth is call nesting: an event at depth d + 1 right after a call at depth d happens inside
/// that call, and a call's activation ends at the next event whose depth is not greater than its
/// own. Only calls with something inside them get a bar; a bar nested on the same lifeline sits
/// a little to the right. A call that had something inside it and came from another object
/// returns with a dashed arrow — unless a crash or a cut-off loop came first: then the calls
/// around it never return, and their bars just stop.
struct SequenceLayoutBuilder {
    typealias Layout = SequenceLayout

    /// A call whose activation has not ended yet.
    private struct OpenCall {
        var depth: Int
        var caller: ObjectID
        var receiver: ObjectID
        var bar: Int?
        var returns: Bool
        var destroys: Bool
        var arrowY: Double
    }

    private let trace: Trace
    private let source: SequenceEvents
    /// A diff diagram's marks, by call number.
    private let marks: [Int: DiffMark]
    /// The rules no source settles: a call one of them placed says so under its label.
    private let guesses: Set<RuleID>
    private let events: [TraceEvent]
    /// Each call's label, by its index in `events`, as last broken: `labelSpans` runs twice,
    /// mostly with labels that break the same way, and breaking and measuring labels was a
    /// tenth of a diagram's Swift work (perf). It holds the label in Swift names too: the SVG
    /// carries both spellings, so every row and column leaves room for the wider and taller.
    private var labels: [Int: BrokenCallLabel] = [:]
    private var layout: Layout
    private var columnOf: [ObjectID: Int] = [:]
    private var open: [OpenCall] = []
    /// The top of the next row.
    private var cursor = 0.0
    /// The bottom of the last thing drawn in the rows, where an ending bar may stop.
    private var lastContent = 0.0
    private var frameStart: (step: Int, top: Double)?
    private var lastFramedStep = 0
    /// The steps that have an event drawn, and the index in `trace.steps` of the first step not
    /// yet looked at for an empty frame: each step is looked at once, so a long trace stays linear.
    private let drawnSteps: Set<Int>
    private var nextQuietCandidate = 0
    /// The last call each object receives, as an index into `events`: a dealloc after which the
    /// object receives no call ends its lifeline. Calls it makes count for nothing: a dealloc
    /// releases what the object owns (a view controller its view) with calls nested inside it.
    private var lastCallIndex: [ObjectID: Int] = [:]

    /// What a guessed call's label adds, in words (the legend explains it).
    static let guessMark = "(our guess)"

    static let rowGap = 8.0
    static let labelGap = 4.0
    /// How far an arrow's label starts from the arrow's tail.
    static let labelInset = 8.0

    init(trace: Trace, focus: SequenceFocus? = nil, marks: [Int: DiffMark] = [:], guesses: Set<RuleID> = []) {
        self.trace = trace
        self.marks = marks
        self.guesses = guesses
        source = SequenceEvents(trace: trace, focus: focus)
        events = source.items.map(\.event)
        drawnSteps = Set(events.map(\.step))
        layout = Layout(title: trace.scenario.title)
    }

    func build() -> Layout {
        var builder = self
        builder.placeColumns()
        builder.placeRows()
        builder.placeFramesAndHeaders()
        return builder.layout
    }

    // MARK: Columns

    private mutating func placeColumns() {
        let objects = source.objects
        for (index, object) in objects.enumerated() { columnOf[object.id] = index }
        let widths = objects.map(Self.headerWidth)
        let spans = labelSpans(positions: SequenceColumns(headerWidths: widths, spans: []).positions())
        let xs = SequenceColumns(headerWidths: widths, spans: spans).positions()
        // Again over the final positions: a label that now fits on fewer lines takes them. Every
        // label still fits where it is (none gets wider than its room), so the positions stay.
        _ = labelSpans(positions: xs)
        layout.columns = objects.indices.map { Layout.Column(object: objects[$0], x: xs[$0], headerWidth: widths[$0]) }
        for (index, event) in events.enumerated() {
            guard let call = event.call else { continue }
            lastCallIndex[call.receiver] = index
        }
    }

    /// What each call's label needs between lifelines. An arrow's label fits between its ends.
    /// A self-call's label hangs to the right and may run over lifelines that are idle at that
    /// moment (its background hides them), but must stop before the first open bar; the bars are
    /// found by replaying the nesting, and every bar already open on a lifeline pushes the
    /// labels that start there a little further right.
    ///
    /// Each label is broken into lines here (its text kept for drawing): lines no wider than
    /// `MessageLabel.maximumWidth`, or than the room the lifelines at `xs` leave along the
    /// arrow when that is more, since a line that fits there widens nothing.
    private mutating func labelSpans(positions xs: [Double]) -> [SequenceColumns.Span] {
        var spans: [SequenceColumns.Span] = []
        var open: [(depth: Int, column: Int, bar: Bool)] = []
        for (index, event) in events.enumerated() {
            while let last = open.last, last.depth >= event.depth { open.removeLast() }
            let item = source.items[index]
            guard let call = event.call, let number = item.number, let original = item.original,
                let a = columnOf[call.caller], let b = columnOf[call.receiver]
            else { continue }
            func nesting(_ column: Int) -> Double {
                Double(open.filter { $0.bar && $0.column == column }.count) * Layout.barShift
            }
            let allowance = SequenceColumns.arrowAllowance + nesting(a) + nesting(b)
            // A bar open on a lifeline that the arrow crosses would cut through its label, which
            // starts at the caller: the label ends before the nearest such bar.
            let crossed = open.filter { $0.bar && $0.column > min(a, b) && $0.column < max(a, b) }.map(\.column)
            let blocking = a < b ? crossed.min() : crossed.max()
            let blockingAllowance = blocking.map { SequenceColumns.arrowAllowance + nesting(a) + nesting($0) } ?? 0
            let room = a == b ? 0 : blocking.map { abs(xs[$0] - xs[a]) - blockingAllowance } ?? abs(xs[b] - xs[a]) - allowance
            let lineWidth = max(MessageLabel.maximumWidth, room)
            if labels[index]?.holds(lineWidth) != true {
                var notes: [String] = []
                if let mark = marks[number] { notes.append("(\(mark.text))") }
                if let rule = event.rule, guesses.contains(rule) { notes.append(Self.guessMark) }
                labels[index] = BrokenCallLabel(number, original, drawn: call, lineWidth: lineWidth, notes: notes)
            }
            let width = labels[index]!.width
            if a == b {
                if let blocking = open.filter({ $0.bar && $0.column > a }).map(\.column).min() {
                    let allowance = SequenceColumns.selfCallAllowance + nesting(a) + nesting(blocking)
                    spans.append(.init(low: a, high: blocking, width: width, allowance: allowance))
                }
            } else {
                spans.append(.init(low: min(a, b), high: max(a, b), width: width, allowance: allowance))
                if let blocking {
                    spans.append(.init(low: min(a, blocking), high: max(a, blocking), width: width, allowance: blockingAllowance))
                }
            }
            let nested = index + 1 < events.count && events[index + 1].depth > event.depth
            open.append((event.depth, b, nested))
        }
        return spans
    }

    static func headerWidth(_ object: TracedObject) -> Double {
        let id = TextMetrics.width(of: object.id.rawValue, size: Layout.headerIDSize, bold: true)
        let className = showsClass(object) ? TextMetrics.width(of: object.className, size: Layout.headerClassSize) : 0
        return max(56, max(id, className) + 22)
    }

    /// The class goes under the id unless it would only repeat it (`UIKit`).
    static func showsClass(_ object: TracedObject) -> Bool {
        !object.className.isEmpty && object.className != object.id.rawValue
    }

    // MARK: Rows

    private mutating func placeRows() {
        cursor = Layout.headerHeight + 14
        lastContent = cursor
        for (index, event) in events.enumerated() {
            close(downTo: event.depth)
            if event.step != frameStart?.step { changeFrame(to: event.step) }
            let nested = index + 1 < events.count && events[index + 1].depth > event.depth
            switch event.kind {
            case .call(let call): place(call, depth: event.depth, index: index, nested: nested)
            case .note(let note): place(note)
            case .transition: break
            }
        }
        close(downTo: 0)
        changeFrame(to: nil)
    }

    /// The diff mark of the event at `index`, if it is a marked call.
    private func mark(_ index: Int) -> DiffMark? {
        source.items[index].number.flatMap { marks[$0] }
    }

    private mutating func place(_ call: Call, depth: Int, index: Int, nested: Bool) {
        guard let label = labels[index] else { return }
        let text = label.text, swiftText = label.swiftText, textWidth = label.width, lineCount = label.lineCount
        let textHeight = TextMetrics.height(lines: lineCount, size: Layout.fontSize)
        guard let column = columnOf[call.receiver] else { return }
        let columnX = layout.columns[column].x
        var bar: Int?
        let arrowY: Double

        if call.isSelfCall {
            let startX = attachX(call.caller, facing: .infinity)
            let top = cursor + textHeight + Self.labelGap + 2
            let bottom = top + Layout.loopHeight
            var endX = startX
            if nested {
                let barX = columnX + Double(openBars(on: column)) * Layout.barShift
                bar = addBar(x: barX, top: bottom - 3)
                endX = barX + Layout.barWidth / 2
            }
            layout.loops.append(Layout.Loop(startX: startX, outerX: startX + Layout.loopWidth, endX: endX, top: top, bottom: bottom))
            layout.labels.append(Layout.Label(
                text: text, swiftText: swiftText, lineCount: lineCount, x: startX + 4, y: top - Self.labelGap - textHeight / 2, width: textWidth,
                alignment: .left, part: mark(index)?.labelPart ?? .callLabel))
            arrowY = bottom
            cursor = bottom + Self.rowGap + 2
            lastContent = bottom
        } else {
            let callerX = columnOf[call.caller].map { layout.columns[$0].x } ?? columnX
            let toX: Double
            if nested {
                let barX = columnX + Double(openBars(on: column)) * Layout.barShift
                toX = callerX < barX ? barX - Layout.barWidth / 2 : barX + Layout.barWidth / 2
                arrowY = cursor + textHeight + Self.labelGap + 2
                bar = addBar(x: barX, top: arrowY)
            } else {
                toX = attachX(call.receiver, facing: callerX)
                arrowY = cursor + textHeight + Self.labelGap + 2
            }
            let fromX = attachX(call.caller, facing: toX)
            layout.arrows.append(Layout.Arrow(fromX: fromX, toX: toX, y: arrowY, part: mark(index)?.arrowPart ?? .call))
            // Next to the caller, as PlantUML places it: a long arrow's label stays with its sender.
            let leftToRight = fromX < toX
            layout.labels.append(Layout.Label(
                text: text, swiftText: swiftText, lineCount: lineCount, x: leftToRight ? fromX + Self.labelInset : fromX - Self.labelInset,
                y: arrowY - Self.labelGap - textHeight / 2, width: textWidth,
                alignment: leftToRight ? .left : .right, part: mark(index)?.labelPart ?? .callLabel))
            cursor = arrowY + Self.rowGap
            lastContent = arrowY
        }
        open.append(OpenCall(
            depth: depth, caller: call.caller, receiver: call.receiver, bar: bar,
            returns: nested && !call.isSelfCall,
            // The system never ends (nor does UIKit standing for hidden objects, one of which may).
            destroys: call.method == "dealloc" && call.receiver != .uiKit && !isCalled(call.receiver, after: index),
            arrowY: arrowY))
    }

    private mutating func place(_ note: Note) {
        if Self.endsExecution(note.kind) {
            for index in open.indices { open[index].returns = false }
        }
        let columns = note.objects.compactMap { columnOf[$0] }.sorted()
        let xs = layout.columns.map(\.x)
        let low = columns.first.map { xs[$0] } ?? xs.first ?? 0
        let high = columns.last.map { xs[$0] } ?? xs.last ?? 0
        let part = Self.part(for: note.kind)
        let text = part == .divider ? note.text : TextWrap.lines(note.text, width: Self.noteWidth, size: Layout.fontSize)
        let textWidth = TextMetrics.width(of: text, size: Layout.fontSize)
        let textHeight = TextMetrics.height(lines: TextMetrics.lineCount(text), size: Layout.fontSize)
        if part == .divider {
            let height = textHeight + 8
            let y = cursor + 4 + height / 2
            layout.dividers.append(y)
            layout.boxes.append(Layout.Box(
                text: note.text, x: ((xs.first ?? 0) + (xs.last ?? 0)) / 2, y: y, width: textWidth + 20, height: height,
                part: .dividerLabel))
            cursor = y + height / 2 + Self.rowGap + 4
            lastContent = y
            return
        }
        let height = textHeight + 12
        let width = max(textWidth + 24, high - low + 36)
        let y = cursor + 2 + height / 2
        layout.boxes.append(Layout.Box(text: text, x: (low + high) / 2, y: y, width: width, height: height, part: part))
        cursor = y + height / 2 + Self.rowGap + 2
        lastContent = y + height / 2
    }

    /// Notes wrap at about the width of a few columns: a sentence long enough to span the whole
    /// diagram would widen it for nothing.
    static let noteWidth = 320.0

    /// A crash ends the app and a cut-off loop would never have ended: nothing returns after either.
    static func endsExecution(_ kind: Note.Kind) -> Bool {
        ["crash", "cutOff"].contains(kind.rawValue)
    }

    /// The style of a note by its kind's name, so that kinds added to the model later are drawn
    /// as plain remarks until they get a style of their own.
    static func part(for kind: Note.Kind) -> DiagramPart {
        switch kind.rawValue {
        case "runLoop": .divider
        case "user": .noteUser
        case "crash": .noteCrash
        case "cutOff": .noteCutOff
        default: .noteRemark
        }
    }

    /// Ends every open call at `depth` or deeper, innermost first: its bar stops, and a call that
    /// came from another object returns to it.
    private mutating func close(downTo depth: Int) {
        while let call = open.last, call.depth >= depth {
            open.removeLast()
            var end = call.arrowY
            if let bar = call.bar {
                let barX = layout.bars[bar].x
                if call.returns {
                    let y = max(cursor + 4, lastContent + 10)
                    let callerX = attachX(call.caller, facing: barX)
                    let fromX = callerX < barX ? barX - Layout.barWidth / 2 : barX + Layout.barWidth / 2
                    layout.arrows.append(Layout.Arrow(fromX: fromX, toX: callerX, y: y, part: .returnCall))
                    end = y
                    cursor = y + Self.rowGap + 2
                } else {
                    end = lastContent + 6
                    cursor = max(cursor, end + 4)
                }
                layout.bars[bar].bottom = end
                lastContent = end
            }
            if call.destroys, let column = columnOf[call.receiver] {
                let y = max(end, call.arrowY) + 10
                layout.crosses.append((layout.columns[column].x, y))
                layout.columns[column].end = y
                cursor = max(cursor, y + 12)
                lastContent = max(lastContent, y + 6)
            }
        }
    }

    private mutating func addBar(x: Double, top: Double) -> Int {
        layout.bars.append(Layout.Bar(x: x, top: top, bottom: top + 8))
        return layout.bars.count - 1
    }

    /// Whether `object` takes part in a call after the call at `index` and everything inside it
    /// (a dealloc sends messages of its own, releasing what the object holds).
    private func isCalled(_ object: ObjectID, after index: Int) -> Bool {
        let end = events[(index + 1)...].firstIndex { $0.depth <= events[index].depth } ?? events.count
        return (lastCallIndex[object] ?? index) >= end
    }

    /// How many bars are open on a lifeline: the next one nests to their right.
    private func openBars(on column: Int) -> Int {
        open.filter { $0.bar != nil && columnOf[$0.receiver] == column }.count
    }

    /// Where an arrow leaves or reaches `object`: the edge of its innermost open bar that faces
    /// `x`, or its lifeline when no bar is open.
    private func attachX(_ object: ObjectID, facing x: Double) -> Double {
        if let bar = open.last(where: { $0.receiver == object && $0.bar != nil })?.bar {
            let barX = layout.bars[bar].x
            return x < barX ? barX - Layout.barWidth / 2 : barX + Layout.barWidth / 2
        }
        return columnOf[object].map { layout.columns[$0].x } ?? 0
    }

    // MARK: Frames

    /// Closes the current step's frame and opens the next; steps that caused nothing get an
    /// empty frame of their own, so every step of the scenario is shown, and so do steps whose
    /// calls a focus left out, saying so.
    private mutating func changeFrame(to step: Int?) {
        if let frame = frameStart {
            layout.frames[layout.frames.count - 1].bottom = max(cursor, lastContent + 8)
            cursor = layout.frames[layout.frames.count - 1].bottom + 10
            lastContent = cursor
            lastFramedStep = max(lastFramedStep, frame.step)
            frameStart = nil
        }
        let upTo = step ?? Int.max
        // Steps are in order of their numbers, and `upTo` only grows.
        while nextQuietCandidate < trace.steps.count, trace.steps[nextQuietCandidate].number < upTo {
            let skipped = trace.steps[nextQuietCandidate]
            nextQuietCandidate += 1
            guard skipped.number > lastFramedStep, !drawnSteps.contains(skipped.number) else { continue }
            openFrame(skipped)
            let y = cursor + 9
            let text = source.foldedSteps.contains(skipped.number) ? Self.foldedStepText : "nothing is called"
            layout.labels.append(Layout.Label(
                text: text, x: 0, y: y, width: TextMetrics.width(of: text, size: Layout.fontSize), alignment: .left, part: .emptyStep))
            cursor = y + 9 + Self.rowGap
            layout.frames[layout.frames.count - 1].bottom = cursor
            cursor += 10
            lastFramedStep = skipped.number
            frameStart = nil
        }
        guard let step, let traceStep = trace.step(step) else { return }
        openFrame(traceStep)
    }

    /// What a step says when all its calls are between hidden objects.
    static let foldedStepText = "only calls between hidden objects"

    private mutating func openFrame(_ step: TraceStep) {
        let top = cursor
        let tab = "Step \(step.number): \(step.text)"
        layout.frames.append(Layout.Frame(tab: tab, top: top, bottom: top))
        frameStart = (step.number, top)
        cursor = top + Self.tabHeight(tab) + Self.rowGap + 4
        lastContent = cursor
    }

    static func tabHeight(_ text: String) -> Double {
        TextMetrics.height(lines: TextMetrics.lineCount(text), size: Layout.tabFontSize) + 6
    }

    // MARK: Frames' width, headers, footers, title

    private mutating func placeFramesAndHeaders() {
        let xs = layout.columns.map(\.x)
        var left = (xs.first ?? 0) - 24, right = (xs.last ?? 0) + 24
        // Frames reach at least as far as the outer headers (UIKit's is wide when it stands for hidden objects).
        if let first = layout.columns.first, let last = layout.columns.last {
            left = min(left, first.x - first.headerWidth / 2)
            right = max(right, last.x + last.headerWidth / 2)
        }
        for label in layout.labels where label.part != .emptyStep {
            left = min(left, label.left)
            right = max(right, label.right)
        }
        for box in layout.boxes {
            left = min(left, box.x - box.width / 2)
            right = max(right, box.x + box.width / 2)
        }
        for loop in layout.loops { right = max(right, loop.outerX + 8) }
        layout.left = left - 8
        layout.right = right + 8

        // Empty steps' notes start inside their frame; each frame's tab sits on its top-left corner.
        for index in layout.labels.indices where layout.labels[index].part == .emptyStep {
            layout.labels[index].x = layout.left + 12
        }
        layout.tabs = layout.frames.map { frame in
            let width = TextMetrics.width(of: frame.tab, size: Layout.tabFontSize) + 14
            let height = Self.tabHeight(frame.tab)
            return Layout.Box(text: frame.tab, x: layout.left + width / 2, y: frame.top + height / 2, width: width, height: height, part: .frameTab)
        }

        layout.headerY = Layout.headerHeight / 2
        layout.footerY = max(cursor, lastContent + 10) + 6 + Layout.headerHeight / 2
        // The title sits above the headers; Graphviz moves the whole drawing into view.
        layout.titleY = -TextMetrics.height(lines: TextMetrics.lineCount(layout.title), size: Layout.titleSize) / 2 - 10
    }
}
