#if canImport(SwiftUI)
    import AppNavigation
    import SwiftUI

    /// The app. Every link — a universal link from an email, a `shop://` link from a widget —
    /// arrives in `.onOpenURL`, becomes a `ShopRoute` and a navigation path, and the
    /// `NavigationStack` shows it. There is no URL parsing in the app's own code.
    @main
    struct ShopApp: App {
        @State private var router = Router()

        var body: some Scene {
            WindowGroup {
                RootView(router: $router)
                    .onOpenURL { url in
                        if !router.open(url) {
                            // A link of our domain that this version does not handle (see the
                            // README): let the website show it.
                            openInBrowser(url)
                        }
                    }
            }
        }

        private func openInBrowser(_ url: URL) {
            #if canImport(UIKit)
                UIApplication.shared.open(url)
            #elseif canImport(AppKit)
                NSWorkspace.shared.open(url)
            #endif
        }
    }
#else
    /// SwiftUI needs an Apple platform; elsewhere the app target builds to this stub, and the
    /// navigation logic is in the AppNavigation module, which builds and is tested everywhere.
    @main
    enum ShopApp {
        static func main() {
            print("ShopApp is a SwiftUI app: run it on an Apple platform. See the README.")
        }
    }
#endif
