// The catalogue checks the release gate and `lint:texts` both run, and the compile both read.
export { catalogueProblems } from './catalogue-problems';
export { compileCatalogue } from './compile-catalogue';
export { compiledCatalogueSchema, TYPE, type CompiledCatalogue, type MessageElement } from './compiled-catalogue';
