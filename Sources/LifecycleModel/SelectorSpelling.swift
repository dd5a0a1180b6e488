/// How a callback is spelled, read both ways from the catalogue (`Callback.all`): the Objective-C
/// selector UIKit logs (`NSStringFromSelector(_cmd)`, `__func__`) and the Swift name `#function`
/// prints.
///
/// Device logs in either language are read into selectors, and readers who write Swift get Swift
/// names on the site and on the command line. Selectors without a Swift method of their own (a
/// property setter, say) map to what Swift code writes.
public enum SelectorSpelling {
    /// Objective-C selector → Swift spelling, for every callback the model or a device log may name.
    public static let swiftNames: [String: String] = Dictionary(
        Callback.all.map { ($0.selector, $0.swiftName) }, uniquingKeysWith: { first, _ in first })

    /// Swift 3 to 4.1 spellings that Swift 4.2 renamed, still in logs of that time.
    public static let olderSwiftNames: [String: String] = Dictionary(
        Callback.all.compactMap { callback in callback.olderSwiftName.map { ($0, callback.selector) } }, uniquingKeysWith: { first, _ in first })

    /// The Swift spelling of a selector; the selector itself when the table has none.
    public static func swiftName(of selector: String) -> String { swiftNames[selector] ?? selector }

    /// The selector a log's word names, in any spelling people print: `viewWillAppear:`,
    /// `viewWillAppear(_:)`, `viewWillAppear`, `ViewWillAppear`, `init(coder:)`, `deinit`.
    /// nil when the word names no callback this table knows.
    public static func selector(named word: some StringProtocol) -> String? {
        let word = String(word)
        if swiftNames[word] != nil { return word }
        if let selector = bySwiftName[word] ?? olderSwiftNames[word] { return selector }
        // `viewWillAppear()`: a Swift name printed with its labels dropped.
        if let open = word.firstIndex(of: "("), word.hasSuffix(")") { return byBareName[word[..<open].lowercased()] }
        return byBareName[word.lowercased()]
    }

    private static let bySwiftName: [String: String] = Dictionary(
        swiftNames.filter { !$0.value.hasSuffix(" =") }.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

    /// Lowercased names without colons or argument labels, where they name one selector only:
    /// `viewwillappear` → `viewWillAppear:`, `initwithcoder` → `initWithCoder:`.
    private static let byBareName: [String: String] = {
        var names: [String: [String]] = [:]
        for (selector, swift) in swiftNames {
            var bare = Set([String(selector.prefix { $0 != ":" }).lowercased()])
            if !swift.hasSuffix(" =") { bare.insert(String(swift.prefix { $0 != "(" }).lowercased()) }
            for name in bare { names[name, default: []].append(selector) }
        }
        // A Swift base name shared by several selectors (`init`, `willMove`, `scene`) names none.
        return names.compactMapValues { $0.count == 1 ? $0[0] : nil }.merging(["init": "init"]) { _, new in new }
    }()
}
