/// The DOT attributes that colour a part and name its class, from a palette.
enum StyleAttributes {
    static func node(_ part: DiagramPart, _ palette: Palette) -> DOTAttributes {
        let colors = palette(part)
        var attributes: DOTAttributes = ["class": .text(part.className)]
        if let stroke = colors.stroke { attributes.set("color", .text(stroke)) }
        if let fill = colors.fill { attributes.set("fillcolor", .text(fill)) }
        if let text = colors.text { attributes.set("fontcolor", .text(text)) }
        return attributes
    }

    static func edge(_ part: DiagramPart, _ palette: Palette) -> DOTAttributes {
        let colors = palette(part)
        var attributes: DOTAttributes = ["class": .text(part.className)]
        if let stroke = colors.stroke { attributes.set("color", .text(stroke)) }
        if let text = colors.text { attributes.set("fontcolor", .text(text)) }
        return attributes
    }
}
