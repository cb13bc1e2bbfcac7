/// The timeline page: years newest first, each with its months, and how many photos have no date.
struct TimelineView: TemplateView {
    var computedValues: [String: Any] { ["hasYears": !years.isEmpty, "hasBreadcrumb": breadcrumb.count > 1] }

    var chrome: ChromeView
    var breadcrumb: [Crumb]
    var heading: String
    var years: [TimelineYearView]
    var undatedText: String?
}

struct TimelineYearView {
    var yearText: String
    var yearHref: String
    var yearCount: String
    var months: [TimelinePeriodLink]
}

/// A link to a year or month page with its count.
struct TimelinePeriodLink {
    var periodText: String
    var periodHref: String
    var periodCount: String
    var isCurrentPeriod: Bool = false
}

/// What a year or month page shows above its grid: its months (a year's) and the periods before and after it.
struct TimelineStepsView: TemplateView {
    var computedValues: [String: Any] { ["hasMonths": !months.isEmpty, "hasSteps": previous != nil || next != nil] }

    var months: [TimelinePeriodLink]
    var previous: TimelinePeriodLink?
    var next: TimelinePeriodLink?
}

/// The home page's "On this day" slot: empty and hidden; site.js fills it from `timeline/days.js` and the day's file.
struct OnThisDayView {
    var daysHref: String
}
