import Testing
import VitrineLibrary

/// Each edit verb's rules on sidecar values (issue 6, seed 001), without files.
@Suite struct SidecarEditTests {
    let stamp = "2026-01-23T10:00:00Z"

    func apply(_ edits: [SidecarEdit], to start: Sidecar = Sidecar()) throws -> Sidecar {
        var sidecar = start
        for (index, edit) in edits.enumerated() {
            sidecar = try sidecar.applying(edit, timestamp: "t\(index)")
        }
        return sidecar
    }

    func editError(_ edit: SidecarEdit, on sidecar: Sidecar = Sidecar()) -> EditError? {
        ErrorCapture.edit { () throws(EditError) in try sidecar.applying(edit, timestamp: stamp) }
    }

    // MARK: rate, favorite, tag

    @Test(arguments: 0...5)
    func rateSetsZeroToFive(_ rating: Int) throws {
        let sidecar = try apply([.rotate(by: 90), .rate(rating)])
        #expect(sidecar.rating == rating)
        #expect(sidecar.history.count == 1)  // only the rotation
    }

    @Test(arguments: [-1, 6, 100])
    func rateRefusesOutOfRange(_ rating: Int) throws {
        let error = try #require(editError(.rate(rating)))
        #expect(error.kind == .invalidValue)
        #expect(error.message == "a rating is a whole number from 0 (unrated) to 5, not \(rating)")
    }

    @Test func favoriteOnAndOff() throws {
        #expect(try apply([.favorite(true)]).favorite)
        #expect(try apply([.favorite(true), .favorite(false)]).favorite == false)
        #expect(try apply([.favorite(true), .favorite(true)]).favorite)
    }

    @Test func tagAddIsTrimmedAndUniqueIgnoringCase() throws {
        let sidecar = try apply([.tag(add: [" italy ", "Market"], remove: []), .tag(add: ["ITALY", "sea"], remove: [])])
        #expect(sidecar.tags == ["italy", "Market", "sea"])
    }

    @Test func tagRemoveIgnoresCaseAndWhiteSpace() throws {
        var start = Sidecar()
        start.tags = ["Italy", "market", "sea"]
        #expect(try apply([.tag(add: [], remove: ["ITALY ", "harbour"])], to: start).tags == ["market", "sea"])
    }

    @Test func removeThenAddRespellsATag() throws {
        var start = Sidecar()
        start.tags = ["italy", "market"]
        #expect(try apply([.tag(add: ["Italy"], remove: ["italy"])], to: start).tags == ["market", "Italy"])
    }

    @Test(arguments: [SidecarEdit.tag(add: [""], remove: []), .tag(add: ["  "], remove: []), .tag(add: [], remove: ["\t"])])
    func emptyTagsAreRefused(_ edit: SidecarEdit) throws {
        let error = try #require(editError(edit))
        #expect(error.kind == .invalidValue)
        #expect(error.message == "a tag cannot be empty")
    }

    @Test func ratingFavouriteAndTagsNeverEnterTheHistory() throws {
        let sidecar = try apply([.rate(3), .favorite(true), .tag(add: ["a"], remove: []), .tag(add: [], remove: ["a"])])
        #expect(sidecar.history == [])
        #expect(sidecar.transform == .identity)
    }

    // MARK: rotate and scale

    @Test func rotateIsRelativeAndNormalised() throws {
        #expect(try apply([.rotate(by: 90), .rotate(by: 90)]).transform.rotation == 180)
        #expect(try apply([.rotate(by: -90)]).transform.rotation == 270)
        #expect(try apply([.rotate(by: 270), .rotate(by: 180)]).transform.rotation == 90)
        #expect(try apply([.rotate(by: 12.5)]).transform.rotation == 12.5)
        #expect(try apply([.rotate(by: 720 + 45)]).transform.rotation == 45)
    }

    @Test func rotateKeepsTheScale() throws {
        #expect(try apply([.scale(to: 1.5), .rotate(by: 90)]).transform == Transform(rotation: 90, scale: 1.5))
    }

    @Test func scaleIsAbsoluteAndKeepsTheRotation() throws {
        #expect(try apply([.scale(to: 1.5), .scale(to: 2)]).transform.scale == 2)
        #expect(try apply([.rotate(by: 90), .scale(to: 3), .scale(to: 1)]).transform == Transform(rotation: 90, scale: 1))
    }

    @Test(arguments: [0.5, 0.999, 0, -2, .nan, .infinity])
    func scaleBelowOneOrNotFiniteIsRefused(_ factor: Double) throws {
        let error = try #require(editError(.scale(to: factor)))
        #expect(error.kind == .invalidValue)
        #expect(error.message.hasPrefix("the scale must be at least 1 (1 = no zoom, 2 = twice as close)"))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func rotationThatIsNotFiniteIsRefused(_ degrees: Double) throws {
        #expect(editError(.rotate(by: degrees))?.kind == .invalidValue)
    }

    @Test func aTransformChangePushesThePreviousOneWithItsTime() throws {
        let sidecar = try Sidecar().applying(.rotate(by: 90), timestamp: stamp)
        #expect(sidecar.transform == Transform(rotation: 90, scale: 1))
        #expect(sidecar.history == [TransformSnapshot(transform: .identity, at: stamp)])
        let again = try sidecar.applying(.scale(to: 2), timestamp: "later")
        #expect(again.history == [TransformSnapshot(transform: .identity, at: stamp),
                                  TransformSnapshot(transform: Transform(rotation: 90, scale: 1), at: "later")])
    }

    // MARK: seed 001's thresholds

    @Test(arguments: [0.05, -0.05, 0.099, 360, -360, 360.05])
    func rotationBelowATenthOfADegreeIsNoChange(_ degrees: Double) throws {
        var start = Sidecar()
        start.transform = Transform(rotation: 30, scale: 1.2)
        #expect(try apply([.rotate(by: degrees)], to: start) == start)
    }

    @Test(arguments: [1.2, 1.205, 1.195, 1.2099])
    func scaleBelowAHundredthIsNoChange(_ factor: Double) throws {
        var start = Sidecar()
        start.transform = Transform(rotation: 30, scale: 1.2)
        #expect(try apply([.scale(to: factor)], to: start) == start)
    }

    @Test func changesJustAboveTheThresholdsCount() throws {
        var start = Sidecar()
        start.transform = Transform(rotation: 30, scale: 1.2)
        #expect(try apply([.rotate(by: 0.15)], to: start).history.count == 1)
        #expect(try apply([.scale(to: 1.22)], to: start).history.count == 1)
        // Across 0/360 the difference is what counts.
        start.transform = Transform(rotation: 359.9, scale: 1)
        #expect(try apply([.rotate(by: 0.05)], to: start) == start)
        #expect(try apply([.rotate(by: 0.3)], to: start).transform.rotation < 1)
    }

    // MARK: history, undo, reset

    @Test func historyKeepsTheTwentyNewestEntries() throws {
        let sidecar = try apply((1...25).map { _ in SidecarEdit.rotate(by: 10) })
        #expect(sidecar.history.count == Sidecar.historyLimit)
        #expect(sidecar.transform.rotation == 250)
        // Entries 0...4 (rotations 0...40) were dropped, the oldest first.
        #expect(sidecar.history.first == TransformSnapshot(transform: Transform(rotation: 50, scale: 1), at: "t5"))
        #expect(sidecar.history.last == TransformSnapshot(transform: Transform(rotation: 240, scale: 1), at: "t24"))
    }

    @Test func undoRestoresTheLastEntryAndRemovesIt() throws {
        let edited = try apply([.rotate(by: 90), .scale(to: 2)])
        let undone = try edited.applying(.undo, timestamp: stamp)
        #expect(undone.transform == Transform(rotation: 90, scale: 1))
        #expect(undone.history.map(\.transform) == [.identity])
        let twice = try undone.applying(.undo, timestamp: stamp)
        #expect(twice.transform == .identity)
        #expect(twice.history == [])
    }

    @Test func undoWithNoHistorySaysSo() throws {
        let error = try #require(editError(.undo, on: try apply([.rate(4)])))
        #expect(error.kind == .nothingToUndo)
        #expect(error.message.contains("nothing to undo"))
    }

    @Test func twentyUndosAfterTheCapThenNothing() throws {
        var sidecar = try apply((1...30).map { _ in SidecarEdit.rotate(by: 1) })
        for _ in 1...Sidecar.historyLimit { sidecar = try sidecar.applying(.undo, timestamp: stamp) }
        #expect(sidecar.transform.rotation == 10)
        #expect(editError(.undo, on: sidecar)?.kind == .nothingToUndo)
    }

    @Test func resetReturnsToTheOriginalAndIsUndoable() throws {
        let edited = try apply([.rotate(by: 90), .scale(to: 1.5)])
        let reset = try edited.applying(.reset, timestamp: stamp)
        #expect(reset.transform == .identity)
        #expect(reset.history.count == 3)
        #expect(reset.history.last == TransformSnapshot(transform: Transform(rotation: 90, scale: 1.5), at: stamp))
        let undone = try reset.applying(.undo, timestamp: stamp)
        #expect(undone.transform == Transform(rotation: 90, scale: 1.5))
        #expect(undone.history.count == 2)
    }

    @Test func resetOfAnUneditedPhotoChangesNothing() throws {
        let start = try apply([.rate(2)])
        #expect(try start.applying(.reset, timestamp: stamp) == start)
    }
}
