extension PixelOrientation {
    /// Rearranges the pixels of `image` exactly (no resampling).
    func apply(to image: RGBImage) -> RGBImage {
        if self == .identity { return image }
        let size = self.size(width: image.width, height: image.height)
        let inverse = self.inverse
        // Source column/row as affine functions of the output column/row, derived from
        // centre-relative coordinates doubled to stay in integers.
        let columnStep = (x: inverse.xx, y: inverse.yx)
        let rowStep = (x: inverse.xy, y: inverse.yy)
        let originX = (inverse.xx * (1 - size.width) + inverse.xy * (1 - size.height) + image.width - 1) / 2
        let originY = (inverse.yx * (1 - size.width) + inverse.yy * (1 - size.height) + image.height - 1) / 2
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { out in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                let stepAlongRow = (columnStep.x + columnStep.y * image.width) * 3
                for y in 0..<size.height {
                    let sx = originX + rowStep.x * y, sy = originY + rowStep.y * y
                    var p = srcBase + (sy * image.width + sx) * 3
                    let line = outBase + y * size.width * 3
                    for x in 0..<size.width {
                        line[3 * x] = p[0]; line[3 * x + 1] = p[1]; line[3 * x + 2] = p[2]
                        p += stepAlongRow
                    }
                }
            }
        }
        return RGBImage(width: size.width, height: size.height, pixels: pixels)
    }
}
