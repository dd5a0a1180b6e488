import Foundation
import LifecycleEngine
import LifecycleModel
@testable import LifelineDocs
import LifelineTestSupport
import Testing

@Suite("lifeline rules, lifeline why and the trace's JSON schema")
struct RuleCommandTests {
    @Test("rules lists the whole catalogue; one entry, whole, as text and as JSON")
    func rules() throws {
        let rules = Lifeline.rules(in: nil)
        #expect(rules.map(\.id) == RuleCatalogue.all.map(\.id.rawValue))
        let guess = try #require(rules.first { $0.id == "navigation.swipe.cancelled-top-told-it-stays" })
        #expect(guess.text == """
            navigation.swipe.cancelled-top-told-it-stays  (all iOS profiles)  [guess]
              After a cancelled swipe, the top view controller, told it would leave, hears didMoveToParentViewController: with its navigation controller.
              - guess: our reading of Apple's contract for willMove(toParent:) (a willMove is always followed by a didMove); no log shows it
            """)
        let pop = try #require(rules.first { $0.id == "navigation.pop-to-root.passed-over-released-mid-transition" })
        let json = String(decoding: try Lifeline.json([pop]), as: UTF8.self)
        #expect(json == """
            [
              {
                "guess" : false,
                "id" : "navigation.pop-to-root.passed-over-released-mid-transition",
                "profiles" : [
                  "iOS 5",
                  "iOS 6-12",
                  "iOS 13-16",
                  "iOS 17+",
                  "iOS 18",
                  "iOS 26"
                ],
                "sources" : [
                  {
                    "file" : "Content/evidence/kaopuke-nav-pop-to-root-dealloc.log",
                    "kind" : "log",
                    "title" : "kaopuke-nav-pop-to-root-dealloc.log"
                  },
                  {
                    "kind" : "apple",
                    "title" : "UINavigationController.popToRootViewController(animated:)",
                    "url" : "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)"
                  }
                ],
                "summary" : "In a pop to the root, the view controllers passed over take no part in the transition and are released while it runs, before the top one's viewDidDisappear:."
              }
            ]

            """)
    }

    @Test("A log source is titled with the log's own title when the project has it")
    func logTitles() throws {
        let rules = Lifeline.rules(in: Project(root: FixtureSite.repository))
        let pop = try #require(rules.first { $0.id == "navigation.pop-to-root.passed-over-released-mid-transition" })
        #expect(pop.sources.first?.title != "kaopuke-nav-pop-to-root-dealloc.log")
        #expect(pop.sources.first?.file == "Content/evidence/kaopuke-nav-pop-to-root-dealloc.log")
    }

    @Test("why names the call, its step, its rule with its sources, and the logs that agree with the rule")
    func why() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        try site.write("Content/evidence/launch-log.log", """
            ---
            title: A launch
            source: https://example.com/launch
            author: someone
            published: 2024-01-02
            ios: "17"
            logged: NSLog in the view controller
            form: pasted
            scenario: launch
            map:
              ViewController: A
            ---
            -[ViewController viewDidLoad]
            -[ViewController viewWillAppear:]
            -[ViewController viewDidAppear:]

            """)
        #expect(try Lifeline.why("launch", call: 11, in: site.project) == """
            launch (iOS 17+), call 11: window -> A viewWillAppear: (animated: NO)
              made by step 1: launch with root A

            rule launch.window-shown-loads-root  (all iOS profiles)
              Showing the window (makeKeyAndVisible) makes it ask its root view controller for its view, which loads lazily, then the root hears viewWillAppear: and its view joins the window.
              - article: bestswifter, UIView的生命周期总结 <https://bestswifter.com/uiviewlifetime/>
              - article: a Sina blog, reposted, The life cycle of iOS view and ViewController <http://blog.sina.com.cn/s/blog_801997310101a39w.html>
              - apple: About the app launch sequence <https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence>
              - log: kruil-launch-active-before-layout-2019-10.log <Content/evidence/kruil-launch-active-before-layout-2019-10.log>

            Device logs that agree (1), each with the calls it matches:
              launch-log.log (1 call)

            """)
        #expect(throws: LifelineError("error: launch makes 17 calls; ask for one of 1…17 (the numbers of 'lifeline trace launch')")) {
            try Lifeline.why("launch", call: 18, in: site.project)
        }
    }

    @Test("A guessed rule says so, and a rule no log shows says that too")
    func whyGuess() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.write("Content/scenarios/swipe.scenario", """
            title: Swipe
            group: Navigation
            description: A cancelled swipe.

            controller A: ListViewController in code
            controller B: DetailViewController in code
            navigation nav with root A

            launch with root nav
            push B onto nav
            swipe back on nav, cancelled

            """)
        let trace = try Lifeline.trace("swipe", in: site.project)
        let number = try #require(trace.events.filter { $0.call != nil }.lastIndex { $0.rule == "navigation.swipe.cancelled-top-told-it-stays" }) + 1
        let text = try Lifeline.why("swipe", call: number, in: site.project)
        #expect(text.hasSuffix("""
              - guess: our reading of Apple's contract for willMove(toParent:) (a willMove is always followed by a didMove); no log shows it
              No source settles this rule: it is Lifeline's guess, and the site marks the call.

            No device log in Content/evidence shows a call this rule places.

            """))
    }

    @Test("trace JSON is schema 2 with each call's rule; schema 1 on request; any other schema is an error")
    func schema() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let trace = try Lifeline.trace("launch", in: site.project)
        let two = String(decoding: try Lifeline.json(trace, schema: 2), as: UTF8.self)
        #expect(two.contains("\"schemaVersion\" : 2"))
        #expect(two.components(separatedBy: "\"rule\" : ").count - 1 == 17)
        #expect(two.contains("\"rule\" : \"launch.window-shown-loads-root\""))
        let one = String(decoding: try Lifeline.json(trace, schema: 1), as: UTF8.self)
        #expect(one.contains("\"schemaVersion\" : 1"))
        #expect(!one.contains("\"rule\""))
        #expect(throws: LifelineError("error: trace JSON has schema 1 (before rules) and 2 (each call's rule); there is no schema 3")) {
            try Lifeline.json(trace, schema: 3)
        }
    }
}

/// A rule whose sources settle part of it and leave the rest to our guess: its calls are marked
/// "partly guess" in the trace, the stamp counts them, and its entry on the Rules pages says so.
@Suite struct PartlyGuessedRuleTests {
    @Test("A mixed rule is partly a guess, a wholly guessed or wholly documented one is not")
    func catalogue() throws {
        let mixed = try #require(RuleCatalogue.rule(RuleID("layout.ios26-update-properties-before-layout")))
        #expect(mixed.isPartlyGuess && !mixed.isGuess)
        let guess = try #require(RuleCatalogue.rule(RuleID("navigation.swipe.cancelled-top-told-it-stays")))
        #expect(guess.isGuess && !guess.isPartlyGuess)
        let documented = try #require(RuleCatalogue.rule(RuleID("navigation.pop-to-root.passed-over-released-mid-transition")))
        #expect(!documented.isGuess && !documented.isPartlyGuess)
    }

    @Test("The stamp counts the calls of partly guessed rules among the others, and says how many")
    func stamp() throws {
        let project = Project(root: Repository.root)
        let trace = try Lifeline.trace("nav-push-pop", in: project)
        let rules = trace.events.compactMap { $0.call == nil ? nil : $0.rule.flatMap(RuleCatalogue.rule) }
        let partly = rules.filter(\.isPartlyGuess).count
        #expect(partly > 0)
        let stamp = RuleStamp(trace: trace, evidence: RuleEvidence(EvidenceReport()))
        #expect(stamp.counts.partlyGuessed == partly)
        #expect(stamp.counts.logged + stamp.counts.documented + stamp.counts.appCode + stamp.counts.guessed == stamp.counts.calls)
        #expect(stamp.html(root: "../").hasSuffix(
            " \(partly) of \(stamp.counts.calls) follow rules that are partly our guess (marked <span class=\"guess partly\">partly guess</span> in the trace).</p>"))
        let rows = ScenarioPageRenderer.rows(trace.events, root: "../")
        #expect(rows.filter(\.isPartlyGuess).count == partly)
        #expect(rows.filter { $0.isPartlyGuess && $0.isGuess }.isEmpty)
    }
}
