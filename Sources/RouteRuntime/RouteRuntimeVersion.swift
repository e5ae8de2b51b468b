/// The interface between RouteRuntime and the code `route-compiler` generates: the generated file
/// names this type, so that code generated for another version of the runtime (another table
/// format, ``_TableFormat``) fails to compile instead of misreading its table.
@_spi(Generated) public enum GeneratedCodeVersion5 {}

/// The version of RouteRuntime.
public let routeRuntimeVersion = "0.3.0"
