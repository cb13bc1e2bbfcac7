import Testing

@Test func BrowserPlaceholder() { #expect(Bool(true)) }
