import StaticSite

// How the templates read the page models: by name, through `TemplateModel` (swift-mustache's `MustacheParent`), instead of
// swift-mustache's `Mirror` lookup, which was 72 % of the page stage (issue 12). The models stay
// plain structs of stored properties (TemplateNames checks the templates against them); each
// `child(named:)` lists exactly those properties — `ModelNamesTests` checks that it does.

extension PageModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": self.siteTitle
        case "title": self.title
        case "documentTitle": self.documentTitle
        case "description": self.description
        case "root": self.root
        case "sidebar": self.sidebar
        case "contents": self.contents
        case "hasContents": self.hasContents
        case "previous": self.previous
        case "next": self.next
        case "hasNeighbours": self.hasNeighbours
        case "heading": self.heading
        case "body": self.body
        case "editURL": self.editURL
        case "notFoundBase": self.notFoundBase
        case "draft": self.draft
        case "scenario": self.scenario
        case "scenarioIndex": self.scenarioIndex
        default: nil
        }
    }
}

extension ContentsItem: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "text": self.text
        case "href": self.href
        case "nested": self.nested
        default: nil
        }
    }
}

extension ScenarioPageModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "profile": self.profile
        case "groupName": self.groupName
        case "lead": self.lead
        case "evidence": self.evidence
        case "writtenIn": self.writtenIn
        case "steps": self.steps
        case "sourceText": self.sourceText
        case "sourcePath": self.sourcePath
        case "sequenceFigure": self.sequenceFigure
        case "stateFigure": self.stateFigure
        case "undrawn": self.undrawn
        case "traceRows": self.traceRows
        case "rulesHref": self.rulesHref
        case "downloads": self.downloads
        default: nil
        }
    }
}

extension StepItem: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "number": self.number
        case "text": self.text
        default: nil
        }
    }
}

extension DownloadRow: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "links": self.links
        case "command": self.command
        default: nil
        }
    }
}

extension NavigationItem: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "href": self.href
        case "current": self.current
        case "inSection": self.inSection
        default: nil
        }
    }
}

extension PageLink: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "href": self.href
        default: nil
        }
    }
}

extension ScenarioIndexModel: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "groups": self.groups
        default: nil
        }
    }
}

extension ScenarioGroup: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "anchor": self.anchor
        case "scenarios": self.scenarios
        case "entries": self.entries
        default: nil
        }
    }
}

extension ScenarioEntry: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "href": self.href
        case "summary": self.summary
        case "profile": self.profile
        default: nil
        }
    }
}

extension UndrawnNote: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "reproduction": self.reproduction
        case "longTrace": self.longTrace
        case "calls": self.calls
        case "command": self.command
        default: nil
        }
    }
}
