/// The XMP namespaces Vitrine reads.
enum XMPNamespace {
    static let dc = "http://purl.org/dc/elements/1.1/"
    static let xmp = "http://ns.adobe.com/xap/1.0/"
    static let lightroom = "http://ns.adobe.com/lightroom/1.0/"
    static let photoshop = "http://ns.adobe.com/photoshop/1.0/"
    static let exif = "http://ns.adobe.com/exif/1.0/"
}
