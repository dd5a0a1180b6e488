import LifecycleModel

/// A console log as pasted, read line by line into the callbacks it reports.
///
/// Lines that report no callback are skipped and counted, never fatal (unless `strict`): logs
/// carry the app's own output, blank lines and the author's remarks. Binary data is an error.
public struct DeviceLog: Equatable, Sendable, Codable {
    /// One reported callback: where it is written, the line as written, and what it says.
    public struct Entry: Equatable, Sendable, Codable {
        public var line: Int
        public var text: String
        public var label: String?
        public var selector: String
        /// The line's text before the callback's name.
        public var prefix: String = ""
        /// The line's text after the callback's name.
        public var suffix: String = ""
        /// The labelled object's address, when the line prints it (`<Demo.VC: 0x7f…>`).
        public var instance: String?

        public init(line: Int, text: String, label: String?, selector: String, prefix: String = "", suffix: String = "", instance: String? = nil) {
            self.line = line
            self.text = text
            self.label = label
            self.selector = selector
            self.prefix = prefix
            self.suffix = suffix
            self.instance = instance
        }
    }

    /// The log's path as the user gave it, for messages.
    public var path: String
    public var entries: [Entry]
    /// Line numbers of non-blank lines that report no callback.
    public var skipped: [Int]
    /// The last line number, for a message about the end of the log.
    public var lastLine: Int
    /// The log's lines as written (without line ends), to quote it.
    public var lines: [String]

    /// A log longer than this is not a pasted console log; reading it would only make a huge diagram.
    public static let maximumLines = 20_000
    /// Callbacks one log may report (lines chain several with arrows): the alignment with the
    /// model takes time in the product of both lengths where they differ.
    public static let maximumCallbacks = 20_000
    /// A console line that reports a callback is far shorter; the reader's patterns cost microseconds
    /// per character, so a line of megabytes would take minutes to read for nothing.
    public static let maximumLineLength = 4_000

    /// A log as read before, field by field (a build's kept reading, `PackedEvidenceLog`).
    public init(path: String, entries: [Entry], skipped: [Int], lastLine: Int, lines: [String]) {
        self.path = path
        self.entries = entries
        self.skipped = skipped
        self.lastLine = lastLine
        self.lines = lines
    }

    /// Reads `text` (the log's lines, starting at line `firstLine` of the file at `path`).
    public init(_ text: String, path: String, firstLine: Int = 1, strict: Bool = false) throws(ScenarioError) {
        self.path = path
        entries = []
        skipped = []
        let reader = LogLineReader()
        let lines = TextLines.split(text)
        lastLine = firstLine + max(lines.count - 1, 0)
        var quoted = lines.map(String.init)
        while quoted.last?.allSatisfy(\.isWhitespace) == true { quoted.removeLast() }
        self.lines = quoted
        guard lines.count <= Self.maximumLines else {
            throw ScenarioError(
                SourceLocation(file: path, line: firstLine + Self.maximumLines, column: 1),
                "the log has more than \(Self.maximumLines) lines; cut it to the part that shows the callbacks")
        }
        for (offset, line) in lines.enumerated() {
            let number = firstLine + offset
            if let column = line.unicodeScalars.firstIndex(where: { $0.value == 0 || $0 == "\u{FFFD}" }) {
                let at = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: column) + 1
                throw ScenarioError(
                    SourceLocation(file: path, line: number, column: at),
                    "this is not a text log: it holds binary data (a NUL byte or bytes that are not UTF-8)")
            }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard line.count <= Self.maximumLineLength else {
                throw ScenarioError(
                    SourceLocation(file: path, line: number, column: Self.maximumLineLength + 1),
                    "this line is \(line.count) characters long; a console line that reports a callback is far shorter (Lifeline reads lines of up to \(Self.maximumLineLength)): cut the line or remove it")
            }
            let readings = reader.readAll(line)
            if !readings.isEmpty {
                // One copy of the line, shared by its entries (a line may chain hundreds of callbacks).
                let text = String(line)
                for reading in readings {
                    entries.append(Entry(
                        line: number, text: text, label: reading.label, selector: reading.selector,
                        prefix: reading.prefix, suffix: reading.suffix, instance: reading.instance))
                }
                guard entries.count <= Self.maximumCallbacks else {
                    throw ScenarioError(
                        SourceLocation(file: path, line: number, column: 1),
                        "the log reports more than \(Self.maximumCallbacks) callbacks; cut it to the part that shows the ones you want to check")
                }
            } else if strict {
                throw ScenarioError(
                    SourceLocation(file: path, line: number, column: 1),
                    "no callback in this line (--strict): '\(line.prefix(80))'; expected a line such as '-[ViewController viewDidLoad]' or 'ViewController viewDidLoad()'")
            } else {
                skipped.append(number)
            }
        }
    }
}
