import Foundation
import PackagePlugin

extension ModuleSpecFinder {
    /// The targets `target` depends on, directly or not, that have a `routes.json`.
    static func dependencies(of target: SourceModuleTarget) -> [ModuleSpecFinder.Dependency] {
        target.recursiveTargetDependencies.compactMap { dependency in
            guard let module = dependency as? SourceModuleTarget else { return nil }
            let candidates = RoutesSpecLocator.candidates(module.sourceFiles.map(\.url), under: module.directoryURL)
            guard candidates.count == 1 else { return nil }
            return ModuleSpecFinder.Dependency(names: [module.name, module.moduleName], spec: candidates[0])
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ModuleSpecFinder {
        /// The targets and package products `target` depends on, directly or not, that have a
        /// `routes.json`.
        static func dependencies(of target: XcodeTarget) -> [ModuleSpecFinder.Dependency] {
            var result: [ModuleSpecFinder.Dependency] = []
            var seen: Set<String> = []
            func visit(_ dependencies: [XcodeTargetDependency]) {
                for dependency in dependencies {
                    switch dependency {
                    case .target(let target):
                        guard seen.insert("xcode:" + target.displayName).inserted else { continue }
                        let specs = target.inputFiles.map(\.url).filter {
                            $0.lastPathComponent == RoutesSpecLocator.specFileName
                        }
                        if specs.count == 1 {
                            result.append(
                                .init(
                                    names: [target.displayName, target.product?.name ?? target.displayName],
                                    spec: specs[0]))
                        }
                        visit(target.dependencies)
                    case .product(let product):
                        for packageTarget in product.targets {
                            for module in [packageTarget] + packageTarget.recursiveTargetDependencies {
                                guard let module = module as? SourceModuleTarget,
                                    seen.insert("package:" + module.id).inserted
                                else { continue }
                                let specs = RoutesSpecLocator.candidates(
                                    module.sourceFiles.map(\.url), under: module.directoryURL)
                                if specs.count == 1 {
                                    result.append(.init(names: [module.name, module.moduleName], spec: specs[0]))
                                }
                            }
                        }
                    @unknown default:
                        continue
                    }
                }
            }
            visit(target.dependencies)
            return result
        }
    }
#endif
