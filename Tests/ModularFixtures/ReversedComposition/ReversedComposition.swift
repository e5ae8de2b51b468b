// Composes CatalogFeature and AccountFeature in the other order than ComposedRoutesTests (Specification §10.1 rule 4).
