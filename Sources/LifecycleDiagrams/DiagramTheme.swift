/// How a diagram is coloured.
public enum DiagramTheme: String, Sendable, CaseIterable {
    /// Dark ink on white.
    case light
    /// Light ink on a dark background.
    case dark
    /// The light colours, plus (in SVG) a style sheet that switches to the dark ones when the
    /// viewer prefers a dark colour scheme; PNG and DOT, which cannot switch, are light.
    case auto

    /// The colours written into the DOT text (and so into PNG and SVG attributes).
    var palette: Palette {
        switch self {
        case .light, .auto: .light
        case .dark: .dark
        }
    }
}
