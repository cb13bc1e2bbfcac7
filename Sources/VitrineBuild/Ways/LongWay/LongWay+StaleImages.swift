extension LongWay {
    /// Keeps, of the images found that the catalog does not record and the images this build wrote, only those no
    /// page wants, and lets the rest go. Called once every image and video is wanted (`addImageRecords`,
    /// `addVideoRecords`): nothing later wants a file under `images/`, so the cleanup deletes what it would have found
    /// by filtering them at the end. The recorded files no page wants the cleanup finds by the catalog's rows.
    /// Not held through the pages: a first build's written images are 800,000 paths at 100,000 photos.
    mutating func setStaleImagesAside() {
        let outputs = outputs
        staleImages = imagesFound.unrecorded.filter { !outputs.contains($0) }
        imagesFound = FoundImages()
        staleImages += results.takeWritten().paths { !outputs.contains($0) }
    }
}
