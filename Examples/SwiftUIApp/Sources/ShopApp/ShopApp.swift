#if canImport(SwiftUI)
    import AppNavigation
    import SwiftUI

    /// The app. Every link — a universal link from an email, a `shop://` link from a widget —
    /// arrives in `.onOpenURL` and goes to the `Router`, which shows the route with the screens
    /// under it, or holds it until the user logs in. There is no URL parsing in the app's own code.
    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                RootView()
            }
        }
    }

    /// The tabs, the login sheet and the staging badge, around the router's state.
    struct RootView: View {
        /// The router as JSON (each route the text of its URL), saved with the scene.
        @SceneStorage("router") private var savedRouter: Data?
        @State private var router = Router()
        @State private var isRestored = false
        @Environment(\.openURL) private var openURL

        var body: some View {
            TabsView(router: $router)
                .onOpenURL { url in
                    restore()
                    if router.open(url) == .notARoute, url.scheme == "https" {
                        // A link of our domain that this version does not handle (see the
                        // README): let the website show it. (A custom-scheme link would come back.)
                        openURL(url)
                    }
                }
                .sheet(isPresented: isAskingToLogIn) {
                    LoginView(router: $router)
                }
                .overlay(alignment: .top) {
                    if LinkEnvironment.current == .staging {
                        // Debug builds open and write staging links (Package.swift).
                        Text("STAGING")
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .background(Color.yellow, in: Capsule())
                            .allowsHitTesting(false)
                    }
                }
                .onAppear { restore() }
                .onChange(of: router) {
                    savedRouter = try? JSONEncoder().encode(router)
                }
        }

        /// Shown while a link waits for a login; dismissing it drops the link.
        private var isAskingToLogIn: Binding<Bool> {
            Binding(
                get: { router.pendingRoute != nil },
                set: { isPresented in
                    if !isPresented { router.cancelLogin() }
                }
            )
        }

        /// Restores the state saved at the last launch, once (a link that launches the app may
        /// arrive before the view appears). What no longer decodes is dropped: a fresh start.
        private func restore() {
            guard !isRestored else { return }
            isRestored = true
            router = Router(restoring: savedRouter)
        }
    }

    /// The fake login: one button, then the route that waited for it opens.
    struct LoginView: View {
        @Binding var router: Router

        var body: some View {
            NavigationStack {
                VStack(spacing: 16) {
                    Text("Log in to continue to")
                    if let route = router.pendingRoute {
                        Text(route.url.absoluteString)
                            .font(.footnote.monospaced())
                            .foregroundStyle(.secondary)
                    }
                    Button("Log in as Test User") { router.logIn() }
                        .buttonStyle(.borderedProminent)
                }
                .padding()
                .navigationTitle("Log in")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { router.cancelLogin() }
                    }
                }
            }
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
