import LifecycleEngine
import LifecycleModel
import Testing

@Suite("SheetDetents: a sheet's detents, input by input")
struct SheetDetentsTests {
    private func sheet(_ detents: [SheetDetents.Detent]) throws -> SheetDetents {
        try SheetDetents.make(detents, maximumHeight: 800).get()
    }

    @Test("Without a selection the sheet rests at its smallest detent")
    func smallestFirst() throws {
        let detents = try sheet([.large, .medium])
        #expect(detents.current == .medium)
        #expect(detents.currentHeight == 400)
        let custom = try sheet([.medium, .custom("peek", height: 120)])
        #expect(custom.current == .custom("peek", height: 120))
        #expect(custom.currentHeight == 120)
    }

    @Test("A custom detent taller than the screen is capped at the largest height")
    func customCapped() {
        #expect(SheetDetents.Detent.custom("tall", height: 2000).height(maximum: 800) == 800)
    }

    @Test("A user's drag tells the delegate; the code's change does not")
    func userAndCode() throws {
        var detents = try sheet([.medium, .large])
        let output1 = detents.select("large", by: .user)
        #expect(output1 == .success(SheetDetents.Change(from: .medium, to: .large, tellsDelegate: true)))
        #expect(detents.current == .large)
        let output2 = detents.select("medium", by: .code)
        #expect(output2 == .success(SheetDetents.Change(from: .large, to: .medium, tellsDelegate: false)))
        #expect(detents.selectedIdentifier == "medium")
    }

    @Test("Moving to a detent the sheet lacks, or already rests at, is refused")
    func refusals() throws {
        var detents = try sheet([.medium, .large])
        let output3 = detents.select("peek", by: .user)
        #expect(output3 == .failure(RuleViolation("the sheet has no detent 'peek'; its detents are medium, large")))
        let output4 = detents.select("medium", by: .user)
        #expect(output4 == .failure(RuleViolation("the sheet already rests at its medium detent")))
        #expect(detents.selectedIdentifier == nil)
    }

    @Test("A sheet needs detents, each once")
    func invalidSets() {
        #expect(SheetDetents.make([], maximumHeight: 800) == .failure(RuleViolation("a sheet needs at least one detent")))
        #expect(SheetDetents.make([.medium, .medium], maximumHeight: 800) == .failure(RuleViolation("the detent 'medium' is listed twice; give each detent its own identifier")))
    }
}
