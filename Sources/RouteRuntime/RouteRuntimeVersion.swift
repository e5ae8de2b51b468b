/// The version of the interface between generated code and this runtime.
///
/// Generated code names this type, so that code generated for another version of the runtime
/// fails to compile with an error that names the version it needs (for example
/// `cannot find type 'GeneratedCodeVersion3' in module 'RouteRuntime'`), instead of misbehaving.
/// Regenerate the code with the `route-compiler` of the same package version.
@_spi(Generated) public enum GeneratedCodeVersion2 {}

/// The package version of RouteRuntime.
public let routeRuntimeVersion = "0.2.0"
