import LifecycleModel

/// UIKit callbacks a device log may show and the model does not make: the one list of them.
///
/// A log line naming one is read as a call, so that the comparison shows it as a device-only row,
/// "not modelled", where it used to be skipped as if it were the app's own text: a log that shows
/// `applicationWillTerminate:` is not reproduced by a model that has no such call.
///
/// Recognised in two ways:
/// - the names below, in any spelling a log prints (`applicationWillTerminate:`,
///   `applicationWillTerminate(_:)`, `applicationWillTerminate`);
/// - the shape of a UIKit callback, in the spellings that can only be a method — Objective-C's
///   `-[X selector]` and Swift's `name(…)`: an app delegate's `application…`, a scene delegate's
///   `scene…`/`windowScene…`, a view controller's `viewWill…`, `viewDid…` and `viewIs…`
///   (UIKit's naming conventions for these protocols and events). A bare word of that shape is
///   not enough (`viewDidSomethingElse` may be prose or the app's own property).
/// A name the model knows (`Callback.modelled`) is never here.
public enum UnmodelledCallbacks {
    /// Selector → Swift spelling, from the catalogue (`Callback.unmodelled`).
    public static let known: [String: String] = Dictionary(
        Callback.unmodelled.map { ($0.selector, $0.swiftName) }, uniquingKeysWith: { first, _ in first })

    /// Whether the model makes `selector` at all (in some scenario).
    public static func isModelled(_ selector: String) -> Bool { Callback.named(selector)?.isModelled ?? false }

    /// The selector of an unmodelled callback that `word` names in any spelling, or nil.
    /// `callShaped`: the word is printed as a method (`-[X word]`, `word(…)`), so UIKit's naming
    /// conventions name a callback too.
    public static func selector(named word: some StringProtocol, callShaped: Bool) -> String? {
        let word = String(word)
        if let selector = exactSelector(named: word) { return selector }
        let bare = word.firstIndex(of: "(").map { String(word[..<$0]) } ?? word
        if let selector = byBareName[bare.lowercased()] { return selector }
        guard callShaped, hasCallbackShape(word) else { return nil }
        return objectiveCSelector(word)
    }

    /// The selector `word` spells exactly, as a selector or a Swift name. Read before the model's
    /// bare-name readings: `scene(_:openURLContexts:)` is not the one `scene(…)` the model knows.
    public static func exactSelector(named word: some StringProtocol) -> String? {
        let word = String(word)
        return known[word] != nil ? word : bySwiftName[word]
    }

    private static let bySwiftName = Dictionary(known.map { ($0.value, $0.key) }) { first, _ in first }
    /// `applicationwillterminate` → `applicationWillTerminate:`; not the delegates' shared first
    /// parts (`application`, `scene`), which name many.
    private static let byBareName = Dictionary(
        known.keys.map { (String($0.prefix { $0 != ":" }).lowercased(), $0) }.filter { !["application", "scene", "windowscene"].contains($0.0) }
    ) { first, _ in first }

    /// `applicationWillTerminate(_:)`, `sceneDidFoo:`, `viewWillFoo`, `application(_:foo:)`: a
    /// delegate's or a view event's name.
    static func hasCallbackShape(_ word: String) -> Bool {
        let name = word.firstIndex(of: "(").map { String(word[..<$0]) } ?? word
        // Swift's `application(_:open:options:)`: the delegate's name, then its labels.
        if ["application", "scene", "windowScene"].contains(name), word.hasSuffix(":)") { return true }
        func startsWord(_ prefix: String) -> Bool {
            guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
            return next.isUppercase || next == ":"
        }
        return ["application", "scene", "windowScene", "viewWill", "viewDid", "viewIs"].contains { startsWord($0) }
    }

    /// `name(_:with:)` → `name:with:`, `name()` → `name`; an Objective-C selector as it is.
    static func objectiveCSelector(_ word: String) -> String {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return word }
        let name = word[..<open]
        let labels = word[word.index(after: open)..<word.index(before: word.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !labels.isEmpty else { return String(name) }
        return name + ":" + labels.dropFirst().map { $0 + ":" }.joined()
    }
}
