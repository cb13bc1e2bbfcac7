import Mustache

/// A view model whose computed values templates can read too (Mustache reflection sees stored properties only).
protocol TemplateView {
    var computedValues: [String: Any] { get }
}

/// Turns a view model into the dictionaries and arrays Mustache reads fastest.
///
/// Handing Mustache the structs themselves makes every name lookup a reflection walk of the whole context
/// stack (most names live in an outer view), which dominated no-op rebuilds. Reflecting each view once,
/// up front, gives the same values: stored properties, plus `computedValues` for `TemplateView`s, with
/// optionals unwrapped and `nil` left out so sections see a missing value.
enum TemplateValue {
    static func convert(_ value: Any) -> Any? {
        // Most values are text and numbers: a cast to a concrete type is far cheaper than a mirror (a page of 200
        // tiles converts tens of thousands of values). An optional holding one casts too, unwrapped.
        switch value {
        case let text as String: return text
        case let number as Int: return number
        case let flag as Bool: return flag
        case let tile as TileView where tile.prerendered != nil: return ["prerendered": tile.prerendered as Any]
        case let card as AlbumCardView where card.prerendered != nil: return ["prerendered": card.prerendered as Any]
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { convert($0.value) }
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let converted = convert(child.value) else { continue }
                dictionary[label] = converted
            }
            if let view = value as? TemplateView {
                for (name, computed) in view.computedValues { dictionary[name] = convert(computed) }
            }
            return dictionary
        case .collection, .set:
            return mirror.children.compactMap { convert($0.value) }
        default:
            return value
        }
    }
}
