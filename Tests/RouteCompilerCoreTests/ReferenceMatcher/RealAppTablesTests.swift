import Testing

@testable import RouteCompilerCore

/// Route tables of real apps, ported to `routes.json` as a new user would port them, answering
/// test vectors of the kind their apps' own tests use: a custom scheme that carries the real host
/// (Kickstarter), bare paths from notifications (WordPress), and a custom scheme compared without
/// case (Firefox). The reference matcher answers here; the differential tests hold the generated
/// matcher to it.
@Suite struct RealAppTablesTests {
    // MARK: Kickstarter: `ksr://www.kickstarter.com/…` and the same paths under https

    static let kickstarter = AnalysisFixture.matcher(
        """
        {
          "enum": "Navigation",
          "schemes": [{"name": "ksr", "withHost": true}],
          "hosts": ["www.kickstarter.com"],
          "routes": {
            "project": "/projects/{creator}/{project}",
            "projectComments": "/projects/{creator}/{project}/comments",
            "projectUpdates": "/projects/{creator}/{project}/posts",
            "projectUpdate": "/projects/{creator}/{project}/posts/{update:int}",
            "projectUpdateComments": "/projects/{creator}/{project}/posts/{update:int}/comments",
            "checkoutThanks": "/projects/{creator}/{project}/checkouts/{checkout:int}/thanks",
            "projectSurvey": "/projects/{creator}/{project}/surveys/{survey:int}",
            "userSurvey": "/users/{user}/surveys/{response:int}",
            "discover": "/discover",
            "discoverAdvanced": { "path": "/discover/advanced", "query": { "category_id": "int?", "sort": "string?" } },
            "discoverCategory": "/discover/categories/{category}",
            "messageThread": "/messages/{thread:int}",
            "verifyEmail": { "path": "/profile/verify_email", "query": { "at": "string" } },
            "activity": "/activity",
            "profile": "/profile/{user}"
          }
        }
        """)!

    @Test(
        arguments: [
            ("ksr://www.kickstarter.com/projects/creator/project", #"project(creator: "creator", project: "project")"#),
            (
                "https://www.kickstarter.com/projects/creator/project",
                #"project(creator: "creator", project: "project")"#
            ),
            (
                "ksr://www.kickstarter.com/projects/creator/project?ref=email&utm_source=x",
                #"project(creator: "creator", project: "project")"#
            ),
            (
                "ksr://www.kickstarter.com/projects/creator/project/comments",
                #"projectComments(creator: "creator", project: "project")"#
            ),
            (
                "ksr://www.kickstarter.com/projects/creator/project/posts/42",
                #"projectUpdate(creator: "creator", project: "project", update: 42)"#
            ),
            (
                "ksr://www.kickstarter.com/projects/creator/project/posts/42/comments",
                #"projectUpdateComments(creator: "creator", project: "project", update: 42)"#
            ),
            ("ksr://www.kickstarter.com/projects/creator/project/posts/latest", nil),
            (
                "ksr://www.kickstarter.com/projects/creator/project/checkouts/7/thanks",
                #"checkoutThanks(creator: "creator", project: "project", checkout: 7)"#
            ),
            ("ksr://www.kickstarter.com/users/ada/surveys/3", #"userSurvey(user: "ada", response: 3)"#),
            ("ksr://www.kickstarter.com/discover", "discover"),
            ("ksr://www.kickstarter.com/discover/categories/art", #"discoverCategory(category: "art")"#),
            (
                "ksr://www.kickstarter.com/discover/advanced?category_id=1&sort=magic",
                #"discoverAdvanced(category_id: Optional(1), sort: Optional("magic"))"#
            ),
            ("ksr://www.kickstarter.com/messages/12", "messageThread(thread: 12)"),
            ("ksr://www.kickstarter.com/profile/verify_email?at=abc", #"verifyEmail(at: "abc")"#),
            // Without its required `at`, the literal route fails and the matcher backtracks to the
            // parameter sibling (Specification §4.7 rule 6): an app that must not open a profile
            // named "verify_email" declares that route `at`-optional and checks it.
            ("ksr://www.kickstarter.com/profile/verify_email", #"profile(user: "verify_email")"#),
            ("ksr://www.kickstarter.com/profile/ada", #"profile(user: "ada")"#),
            ("ksr://www.kickstarter.com/activity", "activity"),
            // The host is compared as a host: without case, and only the declared one.
            ("KSR://WWW.KICKSTARTER.COM/activity", "activity"),
            ("ksr://kickstarter.com/activity", nil),
            ("ksr://activity", nil),
            ("http://www.kickstarter.com/activity", nil),
        ] as [(String, String?)])
    func kickstarterLinks(_ url: String, _ expected: String?) {
        #expect(Self.kickstarter.match(url)?.description == expected, "\(url)")
    }

    // MARK: WordPress: bare paths from notifications and in-app links

    static let wordpress = AnalysisFixture.matcher(
        """
        {
          "enum": "WordPressRoute",
          "schemes": ["wordpress"],
          "hosts": ["wordpress.com"],
          "routes": {
            "me": "/me",
            "meAccount": "/me/account",
            "meNotifications": "/me/notifications",
            "stats": "/stats/{site}",
            "statsPeriod": "/stats/{period:Period}/{site}",
            "readerPost": "/read/feeds/{feed:int}/posts/{post:int}",
            "postEditor": "/post/{site}"
          },
          "types": { "Period": ["day", "week", "month", "year"] }
        }
        """)!

    @Test(
        arguments: [
            ("/me", "me"),
            ("/me/account", "meAccount"),
            ("/me/account?source=notification", "meAccount"),
            ("/me/notifications", "meNotifications"),
            ("/me/accounts", nil),
            ("/stats/example.blog", #"stats(site: "example.blog")"#),
            ("/stats/week/example.blog", #"statsPeriod(period: .week, site: "example.blog")"#),
            ("/read/feeds/12/posts/34", "readerPost(feed: 12, post: 34)"),
            ("/read/feeds/x/posts/34", nil),
            ("/post/example.blog", #"postEditor(site: "example.blog")"#),
            ("me", nil),
            ("https://wordpress.com/me", nil),
        ] as [(String, String?)])
    func wordpressPaths(_ path: String, _ expected: String?) {
        let description = Self.wordpress.match(path: path)?.description
        #expect(description?.replacingOccurrences(of: "WordPressRoute.Period", with: "") == expected, "\(path)")
    }

    @Test func wordpressPathsAreTheRoutesOfItsLinks() {
        #expect(Self.wordpress.match("https://wordpress.com/me/account")?.description == "meAccount")
        #expect(Self.wordpress.match("wordpress://me/account")?.description == "meAccount")
    }

    // MARK: Firefox: a custom scheme whose first segment is compared without case

    static let firefox = AnalysisFixture.matcher(
        """
        {
          "enum": "FirefoxRoute",
          "schemes": ["firefox"],
          "hosts": [],
          "routes": {
            "openURL": { "path": "/open-url", "query": { "url": "string?", "private": "bool = false" } },
            "openText": "/open-text?text={text}",
            "openCopied": "/open-copied",
            "closePrivateTabs": "/close-private-tabs",
            "settings": "/settings/{page:SettingsPage}"
          },
          "types": { "SettingsPage": ["general", "newtab", "homepage", "mailto", "search", "clear-private-data", "fxa"] }
        }
        """)!

    @Test(
        arguments: [
            (
                "firefox://open-url?url=https%3A%2F%2Fexample.com",
                #"openURL(url: Optional("https://example.com"), private: false)"#
            ),
            (
                "FIREFOX://Open-URL?url=https%3A%2F%2Fexample.com&private=true",
                #"openURL(url: Optional("https://example.com"), private: true)"#
            ),
            ("firefox://open-url", "openURL(url: nil, private: false)"),
            ("firefox://open-text?text=hello%20world", #"openText(text: "hello world")"#),
            ("firefox://open-text", nil),
            ("firefox://OPEN-COPIED", "openCopied"),
            ("firefox://close-private-tabs", "closePrivateTabs"),
            ("firefox://settings/clear-private-data", "settings(page: .clearPrivateData)"),
            ("firefox://settings/fxa", "settings(page: .fxa)"),
            // Only the host position ignores case; the rest of the path is exact.
            ("firefox://settings/FXA", nil),
            ("firefox://settings/unknown", nil),
            ("firefox://open-url/extra", nil),
        ] as [(String, String?)])
    func firefoxLinks(_ url: String, _ expected: String?) {
        let description = Self.firefox.match(url)?.description
        #expect(description?.replacingOccurrences(of: "FirefoxRoute.SettingsPage", with: "") == expected, "\(url)")
    }
}
