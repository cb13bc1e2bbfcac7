extension PixelOrientation {
    /// Rearranges every plane exactly (no resampling). Chroma follows its luma when the picture's chroma
    /// shift is `chromaShift(width:height:)` for this orientation (see `ChromaShift`).
    func apply(to image: PlanarImage) -> PlanarImage {
        if self == .identity { return image }
        return PlanarImage(y: apply(to: image.y), cb: apply(to: image.cb), cr: apply(to: image.cr),
                           alpha: image.alpha.map { apply(to: $0) })
    }

    /// Rearranges the samples of `plane` exactly.
    func apply(to plane: Plane) -> Plane {
        if self == .identity { return plane }
        let size = self.size(width: plane.width, height: plane.height)
        let inverse = self.inverse
        // Source column/row as affine functions of the output column/row, derived from
        // centre-relative coordinates doubled to stay in integers.
        let columnStep = (x: inverse.xx, y: inverse.yx)
        let rowStep = (x: inverse.xy, y: inverse.yy)
        let originX = (inverse.xx * (1 - size.width) + inverse.xy * (1 - size.height) + plane.width - 1) / 2
        let originY = (inverse.yx * (1 - size.width) + inverse.yy * (1 - size.height) + plane.height - 1) / 2
        let stepAlongRow = columnStep.x + columnStep.y * plane.width
        return Plane(width: size.width, height: size.height) { out in
            plane.bytes.withUnsafeBufferPointer { src in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for y in 0..<size.height {
                    let sx = originX + rowStep.x * y, sy = originY + rowStep.y * y
                    var p = srcBase + sy * plane.width + sx
                    let line = outBase + y * size.width
                    for x in 0..<size.width {
                        line[x] = p.pointee
                        p += stepAlongRow
                    }
                }
            }
        }
    }
}
