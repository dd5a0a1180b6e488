import StaticSite

/// What `Templates/evidence.mustache` renders: the Evidence page's facts (`EvidenceIndexModel`,
/// which its key is made of), and its table's rows as `evidence-row` wrote them
/// (`EvidenceRowTemplate`), which are made of those facts.
struct EvidencePageModel {
    var facts: EvidenceIndexModel
    /// `{{{logRows}}}`: the table's rows, one a log, as Markdown.
    var logRows: String
}

extension EvidencePageModel: TemplateModel {
    /// Its own two, and the facts' names as the facts' (the template names `{{title}}`, not
    /// `{{facts.title}}`).
    func child(named name: String) -> Any? {
        switch name {
        case "facts": facts
        case "logRows": logRows
        default: facts.child(named: name)
        }
    }
}
