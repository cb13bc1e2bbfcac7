import VitrineLibrary

/// ISO 6709 positions as QuickTime writes them: `+48.8584+002.2945+035.000/` (degrees, optional altitude,
/// optional CRS, a closing slash). The degree forms with minutes and seconds (`+4851.50`) are read too.
public enum ISO6709 {
    /// The position, or nil when the text is not a valid one.
    public static func parse(_ text: String) -> GeoPoint? {
        var scalars = Array(text.utf8.prefix(128))
        while let last = scalars.last, last == UInt8(ascii: " ") { scalars.removeLast() }
        var index = 0
        guard let latitude = component(&scalars, &index, degreeDigits: 2),
              let longitude = component(&scalars, &index, degreeDigits: 3) else { return nil }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        return point.isValid ? point : nil
    }

    /// A signed number whose integer part is DD(D), DD(D)MM or DD(D)MMSS, converted to degrees.
    private static func component(_ bytes: inout [UInt8], _ index: inout Int, degreeDigits: Int) -> Double? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        index += 1
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if inFraction { fraction.append(byte) } else { integer.append(byte) }
            } else if byte == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else {
                break
            }
            index += 1
        }
        guard integer.count <= 12, fraction.count <= 12 else { return nil }
        func value(_ digits: ArraySlice<UInt8>) -> Double {
            digits.reduce(0) { $0 * 10 + Double($1 - UInt8(ascii: "0")) }
        }
        let fractionValue = fraction.isEmpty ? 0 : value(fraction[...]) / pow10(fraction.count)
        let degrees: Double
        switch integer.count - degreeDigits {
        case 0:
            degrees = value(integer[...]) + fractionValue
        case 2:
            let minutes = value(integer[degreeDigits...]) + fractionValue
            guard minutes < 60 else { return nil }
            degrees = value(integer[..<degreeDigits]) + minutes / 60
        case 4:
            let minutes = value(integer[degreeDigits..<degreeDigits + 2])
            let seconds = value(integer[(degreeDigits + 2)...]) + fractionValue
            guard minutes < 60, seconds < 60 else { return nil }
            degrees = value(integer[..<degreeDigits]) + minutes / 60 + seconds / 3600
        default:
            return nil
        }
        return negative ? -degrees : degrees
    }

    private static func pow10(_ count: Int) -> Double {
        (0..<count).reduce(1) { value, _ in value * 10 }
    }
}
