extension LongWay {
    /// Keeps, of the images folder's listing and the images this build wrote, only those no page wants, and lets
    /// the rest go. Called once every image and video is wanted (`addImageRecords`, `addVideoRecords`): nothing
    /// later wants a file under `images/`, so the cleanup deletes what it would have found by filtering them at the
    /// end. Not held through the pages: at 100,000 photos the two lists are 800,000 paths, about 80 MB.
    mutating func setStaleImagesAside() {
        let outputs = outputs
        staleImages = imagesFound.filter { !outputs.contains($0) }
        imagesFound = []
        staleImages += results.takeWritten().paths { !outputs.contains($0) }
    }
}
