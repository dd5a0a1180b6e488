/// The colours of one theme, by diagram part. Hues follow GitHub's Primer scales, so diagrams sit
/// well on a documentation page in either scheme; text keeps at least 4.5:1 contrast on its fill.
enum Palette {
    case light
    case dark

    func callAsFunction(_ part: DiagramPart) -> PartColors {
        switch self {
        case .light: Self.lightColors(part)
        case .dark: Self.darkColors(part)
        }
    }

    var canvas: String { self(.canvas).fill ?? "white" }

    private static func lightColors(_ part: DiagramPart) -> PartColors {
        let ink = "#1f2328", muted = "#59636e", faint = "#8c959f", rule = "#d1d9e0", paper = "#ffffff", panel = "#f6f8fa"
        switch part {
        case .canvas: return PartColors(fill: paper, stroke: paper, text: ink)
        case .title: return PartColors(text: ink)
        case .header: return PartColors(fill: panel, stroke: muted, text: ink)
        case .lifeline: return PartColors(stroke: faint)
        case .call: return PartColors(stroke: ink, text: ink)
        case .callLabel: return PartColors(fill: paper, text: ink)
        case .returnCall: return PartColors(stroke: muted)
        case .activation: return PartColors(fill: "#eaeef2", stroke: muted)
        case .destruction: return PartColors(stroke: "#cf222e")
        case .frame: return PartColors(stroke: "#afb8c1")
        case .frameTab: return PartColors(fill: panel, stroke: "#afb8c1", text: muted)
        case .divider: return PartColors(stroke: faint)
        case .dividerLabel: return PartColors(fill: panel, stroke: faint, text: muted)
        case .noteRemark: return PartColors(fill: "#fff8c5", stroke: "#d4a72c", text: ink)
        case .noteUser: return PartColors(fill: "#ddf4ff", stroke: "#54aeff", text: "#0a3069")
        case .noteCrash: return PartColors(fill: "#ffebe9", stroke: "#cf222e", text: "#82071e")
        case .noteCutOff: return PartColors(fill: "#fff1e5", stroke: "#bc4c00", text: "#762c00")
        case .emptyStep: return PartColors(text: muted)
        // Diffs: orange for the left side only, purple for the right side only (distinct for the
        // common colour blindnesses; the labels also say it in words).
        case .callOnlyLeft: return PartColors(stroke: "#bc4c00", text: "#953800")
        case .callOnlyRight: return PartColors(stroke: "#8250df", text: "#6639ba")
        case .callLabelOnlyLeft: return PartColors(fill: "#fff1e5", text: "#762c00")
        case .callLabelOnlyRight: return PartColors(fill: "#fbefff", text: "#512a97")
        case .machine: return PartColors(text: muted)
        case .state: return PartColors(fill: panel, stroke: muted, text: ink)
        case .stateOnPath: return PartColors(fill: "#ddf4ff", stroke: "#0969da", text: "#0a3069")
        case .stateFaded: return PartColors(fill: paper, stroke: rule, text: faint)
        case .initial: return PartColors(fill: ink, stroke: ink)
        case .transition: return PartColors(stroke: muted, text: muted)
        case .transitionOnPath: return PartColors(stroke: "#0969da", text: "#0550ae")
        case .transitionFaded: return PartColors(stroke: rule, text: faint)
        }
    }

    private static func darkColors(_ part: DiagramPart) -> PartColors {
        let ink = "#e6edf3", muted = "#9198a1", faint = "#656c76", rule = "#3d444d", paper = "#0d1117", panel = "#151b23"
        switch part {
        case .canvas: return PartColors(fill: paper, stroke: paper, text: ink)
        case .title: return PartColors(text: ink)
        case .header: return PartColors(fill: panel, stroke: muted, text: ink)
        case .lifeline: return PartColors(stroke: faint)
        case .call: return PartColors(stroke: ink, text: ink)
        case .callLabel: return PartColors(fill: paper, text: ink)
        case .returnCall: return PartColors(stroke: muted)
        case .activation: return PartColors(fill: "#262c36", stroke: muted)
        case .destruction: return PartColors(stroke: "#f85149")
        case .frame: return PartColors(stroke: rule)
        case .frameTab: return PartColors(fill: panel, stroke: rule, text: muted)
        case .divider: return PartColors(stroke: faint)
        case .dividerLabel: return PartColors(fill: panel, stroke: faint, text: muted)
        case .noteRemark: return PartColors(fill: "#272115", stroke: "#d29922", text: ink)
        case .noteUser: return PartColors(fill: "#121d2f", stroke: "#4493f8", text: "#cae8ff")
        case .noteCrash: return PartColors(fill: "#25171c", stroke: "#f85149", text: "#ffa198")
        case .noteCutOff: return PartColors(fill: "#261a12", stroke: "#db6d28", text: "#ffa657")
        case .emptyStep: return PartColors(text: muted)
        case .callOnlyLeft: return PartColors(stroke: "#db6d28", text: "#ffa657")
        case .callOnlyRight: return PartColors(stroke: "#ab7df8", text: "#d2a8ff")
        case .callLabelOnlyLeft: return PartColors(fill: "#261a12", text: "#ffa657")
        case .callLabelOnlyRight: return PartColors(fill: "#1f1733", text: "#d2a8ff")
        case .machine: return PartColors(text: muted)
        case .state: return PartColors(fill: panel, stroke: muted, text: ink)
        case .stateOnPath: return PartColors(fill: "#0c2d6b", stroke: "#4493f8", text: "#cae8ff")
        case .stateFaded: return PartColors(fill: paper, stroke: rule, text: faint)
        case .initial: return PartColors(fill: ink, stroke: ink)
        case .transition: return PartColors(stroke: muted, text: muted)
        case .transitionOnPath: return PartColors(stroke: "#4493f8", text: "#79c0ff")
        case .transitionFaded: return PartColors(stroke: rule, text: faint)
        }
    }
}
