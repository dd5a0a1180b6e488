import LifecycleModel

/// Reads one line of a console log as iOS developers paste it, and finds the callback it reports.
///
/// Recognised, anywhere in the line after an Xcode or Console prefix
/// (`2019-03-01 10:00:00.123456+0800 Demo[123:4567] `) and list numbering (`1. `, `3) `, `—>`):
/// - `-[ViewController viewWillAppear:]`, `+[…]`, with a category (`-[A(Log) viewDidLoad]`):
///   `NSLog(@"%s", __func__)` and `__PRETTY_FUNCTION__`;
/// - `ViewController viewWillAppear(_:)`, `ViewController.viewDidLoad()`, `<Demo.ViewController:
///   0x7f…> deinit`: Swift's `#function`, with `Self.self`, `type(of: self)` or `self` before it;
/// - `ViewController: viewDidLoad`, `ViewController - viewDidLoad`, `A viewDidLoad`, `1viewWillAppear`
///   (a tag glued to the name, as seed-era logs printed a view's tag);
/// - a callback alone: `viewDidLoad`, `viewWillAppear(_:)`, `deinit`, `layoutSubviews ==> 6`.
/// A word counts as a callback only if `SelectorSpelling` knows it, or `UnmodelledCallbacks` (a
/// UIKit callback the model does not make, shown as such); the word before it is its
/// label (a class name, or a tag such as `1`); `LogMapping` decides what the label stands for.
public struct LogLineReader: Sendable {
    public init() {}

    /// What one line says: the label before the callback (nil when the line names none) and the selector.
    public struct Reading: Equatable, Sendable {
        public var label: String?
        public var selector: String
        /// The text before the callback, for labels of several words (`second vc`, `第一个控制器`)
        /// that only an explicit map names.
        public var prefix: String = ""
        /// The text after the callback, for labels of several words printed after it (`View Did
        /// Load Second View Controller`), which likewise only an explicit map names.
        public var suffix: String = ""
        /// The address of the labelled object, when the line prints it as `print(self)` does
        /// (`<Demo.DetailViewController: 0x7fa3c9d0a2b0>`): `--instance` tells instances apart by it.
        public var instance: String?
    }

    public func read(_ line: some StringProtocol) -> Reading? {
        let text = Self.strippingPrefix(String(line))
        guard var reading = objectiveC(text) ?? words(text) else { return nil }
        if let label = reading.label, UTF8Search.contains("0x", inUTF8Of: text) {
            reading.instance = text.matches(of: LogPatterns.objectDescription).first { $0.1 == label }.map { String($0.2) }
        }
        return reading
    }

    /// Every callback a line reports: one, or several when the author chained them with arrows
    /// (`loadView —> viewDidLoad(SecondVC) —> viewWillAppear`, or `=>` as level49.com writes), in order.
    public func readAll(_ line: some StringProtocol) -> [Reading] {
        let text = String(line)
        // Most lines have no arrow to split at, and the pattern runs only where the bytes of one
        // of its arrows are (a line with `>` but none, `<Demo.A: 0x7f…>`, cost a split each).
        let parts = LogPatterns.arrows.contains { UTF8Search.contains($0, inUTF8Of: text) } ? text.split(separator: LogPatterns.arrow) : [text[...]]
        if parts.count > 1 {
            let readings = parts.compactMap { read($0.trimming(while: \.isWhitespace)) }
            if readings.count > 1 { return readings }
        }
        return read(text).map { [$0] } ?? []
    }

    /// `-[Class(Category) selector]` or `+[Class selector]`.
    private func objectiveC(_ text: String) -> Reading? {
        guard UTF8Search.contains("[", inUTF8Of: text), let match = text.firstMatch(of: LogPatterns.objectiveC),
            let selector = UnmodelledCallbacks.exactSelector(named: match.2) ?? SelectorSpelling.selector(named: match.2)
                ?? UnmodelledCallbacks.selector(named: match.2, callShaped: true)
        else { return nil }
        return Reading(label: String(match.1), selector: selector, prefix: String(text[..<match.range.lowerBound]), suffix: String(text[match.range.upperBound...]))
    }

    /// Words, left to right: the first that names a callback, with the word before it as its label.
    /// Digits and letters are separate words, so `1viewWillAppear` reads as the tag `1` and its callback.
    private func words(_ text: String) -> Reading? {
        // `<Demo.ViewController: 0x7f…>` is read as its class name.
        let described = UTF8Search.contains("0x", inUTF8Of: text) ? text.replacing(LogPatterns.objectDescription) { String($0.1) } : text
        let text = Self.spelledOut(described)
        var previous: (text: Substring, end: String.Index)?
        for range in LogTokens.ranges(in: text) {
            let word = text[range]
            defer { previous = (word, range.upperBound) }
            // Only what follows the word is looked at, and only its start (`prefixMatch`); the
            // prefix is copied once, for the word read: the line is read in linear time.
            var prefix: String { String(text[..<range.lowerBound]) }
            // `loadView() End`: the end of a call whose start its own line reported.
            let rest = text[range.upperBound...]
            if LogTokens.mayStartWithEndWord(rest), rest.prefixMatch(of: LogPatterns.endWord) != nil { return nil }
            if let selector = recognised(word) {
                // `viewDidLoad(SecondVC)`, `dealloc (SecondVC)`: a class in parentheses after the name.
                if let named = word.wholeMatch(of: LogPatterns.classInParentheses) {
                    return Reading(label: String(named.1), selector: selector, prefix: prefix)
                }
                if let named = rest.prefixMatch(of: LogPatterns.classInParenthesesAfter) {
                    return Reading(label: String(named.1), selector: selector, prefix: prefix)
                }
                let name = previous.flatMap { self.label(before: range.lowerBound, previous: $0, in: text) }
                return Reading(label: name, selector: selector, prefix: prefix, suffix: String(rest))
            }
            // `viewDidLoad1`: a tag printed right after the name (`print("viewDidLoad1")`).
            if LogTokens.mayEndInTag(word), let tagged = word.wholeMatch(of: LogPatterns.taggedName), let selector = recognised(tagged.1) {
                return Reading(label: String(tagged.2), selector: selector, prefix: prefix)
            }
        }
        return nil
    }

    /// `view will appear`, `View Did Load`: a callback's name written as words, as some authors
    /// print it, joined into the name.
    /// The app's and scene's callbacks too: `application Did Become Active`, `Scene Will Enter
    /// Foreground`, `did Finishing Launching With Options`, and the argument-less Swift names some
    /// authors print (`application( didFinishLaunchingWithOptions )`, `scene( willConnectTo session )`).
    static func spelledOut(_ text: String) -> String {
        // Each pattern scans the whole line; most lines hold none of them, so a byte search for
        // what each one needs comes first (Swift Regex was a tenth of a warm build here).
        let lower = Array(text.lowercased().utf8)
        var text = text
        if UTF8Search.contains("view", followedBySpaceIn: lower) {
            text = text.replacing(LogPatterns.spelledView) { match in
                "view" + joinedWords([match.1] + match.2.split(whereSeparator: \.isWhitespace))
            }
        }
        if UTF8Search.contains("application", followedBySpaceIn: lower) || UTF8Search.contains("scene", followedBySpaceIn: lower) {
            text = text.replacing(LogPatterns.spelledAppOrScene) { match in
                match.1.lowercased() + joinedWords([match.2] + match.3.split(whereSeparator: \.isWhitespace))
            }
        }
        // Not after `:` or a letter: `application(_:didFinishLaunchingWithOptions:)` is read as it is.
        if UTF8Search.contains("launching", in: lower) {
            text = text.replacing(LogPatterns.spelledLaunching) { match in
                match.1 + "application:" + match.2.lowercased() + "FinishLaunchingWithOptions:"
            }
        }
        let bytes = Array(text.utf8)
        if UTF8Search.contains("configurationForConnecting", in: bytes) {
            text = text.replacing(LogPatterns.configurationForConnecting) { _ in Callback.configurationForConnectingSceneSession.selector }
        }
        if UTF8Search.contains("didDiscardSceneSessions", in: bytes) {
            text = text.replacing(LogPatterns.didDiscardSceneSessions) { _ in Callback.didDiscardSceneSessions.selector }
        }
        if UTF8Search.contains("willConnectTo", in: bytes) {
            text = text.replacing(LogPatterns.willConnectTo) { _ in Callback.sceneWillConnect.selector }
        }
        return text
    }

    private static func joinedWords(_ words: [Substring]) -> String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// A word that names a callback on its own. `view`, `scene` and bare `init` read as prose too
    /// often (`the view appears`, `Scene Did Enter Background`), so they count only in a call's
    /// spelling: `init()`, `-[A init]`.
    private func recognised(_ word: Substring) -> String? {
        // Only a word of 4 or 5 bytes can lower-case to one of them (no letter beyond ASCII
        // lower-cases to theirs): the others are not copied to ask.
        if (4...5).contains(word.utf8.count), ["view", "init", "scene"].contains(word.lowercased()) { return nil }
        return UnmodelledCallbacks.exactSelector(named: word) ?? SelectorSpelling.selector(named: word) ?? Self.shortNames[word.lowercased()]
            ?? Self.delegateShortNames[String(word.prefix { $0 != ":" }).lowercased()]
            ?? UnmodelledCallbacks.selector(named: word, callShaped: word.hasSuffix(")"))
    }

    /// Delegate and data-source methods without their first part (the object that sends them),
    /// as authors abbreviate them: `willShowViewController`, `viewControllerAfterViewController:`,
    /// `didFinishAnimating:previousViewControllers:`. No other UIKit callback has these names.
    static let delegateShortNames = [
        "willshowviewcontroller": Callback.navigationControllerWillShow.selector,
        "didshowviewcontroller": Callback.navigationControllerDidShow.selector,
        "viewcontrollerbeforeviewcontroller": Callback.pageViewControllerBefore.selector,
        "viewcontrollerafterviewcontroller": Callback.pageViewControllerAfter.selector,
        "willtransitiontoviewcontrollers": Callback.pageViewControllerWillTransition.selector,
        "didfinishanimating": Callback.pageViewControllerDidFinish.selector,
    ]

    /// The appearance callbacks without `view`, as authors abbreviate them in logs (`willAppear`).
    /// Only these: nothing else in UIKit's view controller callbacks has these names.
    static let shortNames = [
        "willappear": Callback.viewWillAppear.selector, "isappearing": Callback.viewIsAppearing.selector, "didappear": Callback.viewDidAppear.selector,
        "willdisappear": Callback.viewWillDisappear.selector, "diddisappear": Callback.viewDidDisappear.selector,
    ]

    /// The label of a callback: the word just before it, when nothing but punctuation, spaces or
    /// words in other scripts (`A页面 viewDidLoad`, `クラス名:A メソッド名:viewDidLoad()`) separate them.
    /// Whether the label names an object is the mapping's business (`LogMapping`).
    private func label(before start: String.Index, previous: (text: Substring, end: String.Index), in text: String) -> String? {
        let gap = text[previous.end..<start]
        guard !gap.unicodeScalars.contains(where: { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else { return nil }
        let word = previous.text.hasSuffix(":") ? previous.text.dropLast() : previous.text
        return word.isEmpty ? nil : String(word)
    }

    /// Drops what the console puts before the message: Xcode's `DATE TIME Process[pid:tid] `,
    /// Console's `TIME  Process  `, an os_log `[subsystem:category] `, and list numbering.
    static func strippingPrefix(_ line: String) -> String {
        // Each pattern runs only where the byte it must start with (after spaces) is there: a
        // digit (a date, numbering) or `[` (Console's process, os_log's subsystem); a byte beyond
        // ASCII may be a space or digit of another script, and the pattern decides. Four patterns
        // on every line were a fifth of reading the logs (perf).
        var text = Substring(line)
        let digit = { (byte: UInt8) in byte >= 0x80 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let bracket = UInt8(ascii: "[")
        if let first = firstByteAfterSpaces(text), digit(first), let match = text.firstMatch(of: LogPatterns.xcodePrefix) {
            text = text[match.range.upperBound...]
        } else if text.utf8.contains(bracket), let match = text.firstMatch(of: LogPatterns.consolePrefix) {
            text = text[match.range.upperBound...]
        }
        if let first = firstByteAfterSpaces(text), first >= 0x80 || first == bracket, let match = text.firstMatch(of: LogPatterns.osLogPrefix) {
            text = text[match.range.upperBound...]
        }
        // `1. viewDidLoad`, `2) …`, `3、…` — numbering, not a tag (a tag is glued or followed by a space and a name).
        if let first = firstByteAfterSpaces(text), digit(first), let match = text.firstMatch(of: LogPatterns.numbering) {
            text = text[match.range.upperBound...]
        }
        return String(text)
    }

    /// The first byte of `text` that is not an ASCII space; nil when there is none.
    private static func firstByteAfterSpaces(_ text: Substring) -> UInt8? {
        text.utf8.first { !($0 < 0x80 && UTF8Search.mayBeginSpace($0)) }
    }
}
