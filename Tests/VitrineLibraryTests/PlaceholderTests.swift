import Testing

@Test func VitrineLibraryPlaceholder() { #expect(Bool(true)) }
