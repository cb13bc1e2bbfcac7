extension LanczosResampler {
    /// Resamples `window` (in luma pixels) of `source` to a `width x height` picture, each plane on its own.
    ///
    /// The chroma window is the luma window in chroma units, offset by the sources' and target's chroma
    /// shifts, so chroma sample `k` of the target is computed at exactly the source position of the luma
    /// position it is sited on: a colour edge stays on its luma edge.
    static func resample(_ source: PlanarImage, window: Window, width: Int, height: Int,
                         sourceShift: ChromaShift = .none, targetShift: ChromaShift = .none) -> PlanarImage {
        let y = resample(source.y, window: window, width: width, height: height)
        let chromaWidth = PlanarImage.chromaCount(width), chromaHeight = PlanarImage.chromaCount(height)
        let chroma = chromaWindow(window, width: width, height: height, sourceShift: sourceShift, targetShift: targetShift)
        let cb = resample(source.cb, window: chroma, width: chromaWidth, height: chromaHeight)
        let cr = resample(source.cr, window: chroma, width: chromaWidth, height: chromaHeight)
        // Alpha is sited like luma; the colour planes are premultiplied by it, so filtering each on its own is exact.
        let alpha = source.alpha.map { resample($0, window: window, width: width, height: height) }
        return PlanarImage(y: y, cb: cb, cr: cr, alpha: alpha)
    }

    /// Target chroma sample `k` is sited on target luma position `2k + 1 - t` (t the target's shift), which is
    /// source luma position `x + (2k + 1 - t) * w / W`, which in source chroma units (where chroma position is
    /// `(luma position + s) / 2`, s the source's shift) is `(x + s - t * w / W) / 2 + (k + 1/2) * w / W`:
    /// a window starting at `(x + s - t * w / W) / 2` that is `w / W` per sample long.
    static func chromaWindow(_ window: Window, width: Int, height: Int, sourceShift: ChromaShift, targetShift: ChromaShift) -> Window {
        let stepX = window.width / Double(width), stepY = window.height / Double(height)
        return Window(x: (window.x + Double(sourceShift.x) - Double(targetShift.x) * stepX) / 2,
                      y: (window.y + Double(sourceShift.y) - Double(targetShift.y) * stepY) / 2,
                      width: stepX * Double(PlanarImage.chromaCount(width)),
                      height: stepY * Double(PlanarImage.chromaCount(height)))
    }
}
