/// A driver's checks of deprecated members, run through a requirement that is not deprecated:
/// calling them directly from `main` would draw the very warnings the mocks avoid.
protocol DeprecatedChecks {
    func run()
}
