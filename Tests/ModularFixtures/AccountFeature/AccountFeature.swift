// The account feature's routes come from routes.json through the build plugin: AccountRoute.
