/// The fonts every diagram names: concrete families that `make` installs (fonts-dejavu-core,
/// fonts-wqy-microhei), never a generic name that fontconfig would resolve differently from
/// machine to machine. The list pins the fallback for CJK text too: pango takes each glyph from
/// the first family that has it, so Chinese labels are measured and drawn with WenQuanYi Micro
/// Hei whatever else the machine holds.
enum DiagramFont {
    static let family = "DejaVu Sans,WenQuanYi Micro Hei"

    /// Bold, as pango reads a family list: the style after the last family applies to them all.
    /// The SVG gets `font-weight="bold"` instead (see `SVGDocument`), which browsers understand.
    static let bold = family + " Bold"

    /// For SVG viewers that lack the fonts: near-metric fallbacks (Verdana shares DejaVu Sans's
    /// Bitstream Vera widths), then common CJK fonts, then any sans-serif.
    static let cssFamily = #""DejaVu Sans","WenQuanYi Micro Hei",Verdana,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif"#
}
