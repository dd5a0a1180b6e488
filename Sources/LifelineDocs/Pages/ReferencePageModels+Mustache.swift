import StaticSite

// How the templates of the generated reference pages (`evidence`, `evidence-log`, `coverage`,
// `rules`, `rules-area` and their partials) read their models: by name, as `PageModels+Mustache`
// does for the page models, not through `Mirror` (which was a third of a warm build once these
// pages became templates). Each `child(named:)` lists exactly the stored properties;
// `ModelNamesTests` checks that it does.

extension MarkdownLink: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "text": self.text
        case "href": self.href
        default: nil
        }
    }
}

extension MarkdownLinkList: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "count": self.count
        case "listed": self.listed
        case "links": self.links
        case "more": self.more
        case "none": self.none
        default: nil
        }
    }
}

extension EvidenceIndexModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "logCount": self.logCount
        case "pasted": self.pasted
        case "written": self.written
        case "agreeing": self.agreeing
        case "diverging": self.diverging
        case "guide": self.guide
        case "evidenceByArea": self.evidenceByArea
        case "logs": self.logs
        case "divergences": self.divergences
        default: nil
        }
    }
}

extension EvidenceIndexModel.Log: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "log": self.log
        case "author": self.author
        case "ios": self.ios
        case "inferred": self.inferred
        case "scenario": self.scenario
        case "verdict": self.verdict
        default: nil
        }
    }
}

extension EvidenceIndexModel.Divergence: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "log": self.log
        case "reason": self.reason
        default: nil
        }
    }
}

extension EvidenceLogModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "source": self.source
        case "sourceName": self.sourceName
        case "author": self.author
        case "published": self.published
        case "ios": self.ios
        case "iosReason": self.iosReason
        case "device": self.device
        case "logged": self.logged
        case "form": self.form
        case "scenario": self.scenario
        case "profile": self.profile
        case "note": self.note
        case "needs": self.needs
        case "agrees": self.agrees
        case "calls": self.calls
        case "countsNote": self.countsNote
        case "divergence": self.divergence
        case "parting": self.parting
        case "logBlock": self.logBlock
        case "figure": self.figure
        case "rows": self.rows
        default: nil
        }
    }
}

extension EvidenceLogModel.Parting: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "line": self.line
        case "message": self.message
        default: nil
        }
    }
}

extension EvidenceLogModel.Row: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "logLine": self.logLine
        case "traceCall": self.traceCall
        case "call": self.call
        case "only": self.only
        default: nil
        }
    }
}

extension CoverageModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "evidence": self.evidence
        case "rulesPage": self.rulesPage
        case "rules": self.rules
        case "ruleCount": self.ruleCount
        case "backedRules": self.backedRules
        case "callbacks": self.callbacks
        case "callbackCount": self.callbackCount
        case "backedCallbacks": self.backedCallbacks
        case "transitions": self.transitions
        default: nil
        }
    }
}

extension CoverageModel.RuleRow: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "rule": self.rule
        case "scenarios": self.scenarios
        case "logs": self.logs
        default: nil
        }
    }
}

extension CoverageModel.CallbackRow: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "selector": self.selector
        case "swift": self.swift
        case "scenarios": self.scenarios
        case "logs": self.logs
        default: nil
        }
    }
}

extension CoverageModel.TransitionRow: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "machine": self.machine
        case "from": self.from
        case "to": self.to
        case "via": self.via
        case "scenarios": self.scenarios
        default: nil
        }
    }
}

extension RulesModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "ruleCount": self.ruleCount
        case "backed": self.backed
        case "guesses": self.guesses
        case "partlyGuesses": self.partlyGuesses
        case "evidence": self.evidence
        case "areas": self.areas
        default: nil
        }
    }
}

extension RulesModel.AreaEvidence: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "area": self.area
        case "rules": self.rules
        case "guesses": self.guesses
        case "logs": self.logs
        case "sources": self.sources
        case "ask": self.ask
        default: nil
        }
    }
}

extension RulesModel.AreaRules: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "area": self.area
        case "count": self.count
        case "rules": self.rules
        default: nil
        }
    }
}

extension RulesModel.RuleLink: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "rule": self.rule
        case "guess": self.guess
        case "partly": self.partly
        default: nil
        }
    }
}

extension RulesAreaModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "ruleCount": self.ruleCount
        case "rulesPage": self.rulesPage
        case "rules": self.rules
        default: nil
        }
    }
}

extension RulesAreaModel.LogReference: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "link": self.link
        case "id": self.id
        default: nil
        }
    }
}

extension RulesAreaModel.Source: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "apple": self.apple
        case "log": self.log
        case "article": self.article
        case "ownCode": self.ownCode
        case "guessReasoning": self.guessReasoning
        default: nil
        }
    }
}

extension RulesAreaModel.Source.Article: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "author": self.author
        case "title": self.title
        case "url": self.url
        default: nil
        }
    }
}

extension RulesAreaModel.UsedBy: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "links": self.links
        case "more": self.more
        case "count": self.count
        case "noun": self.noun
        default: nil
        }
    }
}

extension RulesAreaModel.Backing: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "log": self.log
        case "calls": self.calls
        case "noun": self.noun
        default: nil
        }
    }
}

extension RulesAreaModel.Parting: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "log": self.log
        case "call": self.call
        case "reason": self.reason
        default: nil
        }
    }
}

extension RulesAreaModel.RuleEntry: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "summary": self.summary
        case "guess": self.guess
        case "partly": self.partly
        case "holdsFor": self.holdsFor
        case "sources": self.sources
        case "usedBy": self.usedBy
        case "backing": self.backing
        case "noBacking": self.noBacking
        case "partings": self.partings
        default: nil
        }
    }
}
