// The contracts the BFF and the front end share: zod schemas, the types inferred from them, and
// the names both sides use. React-free and built to JavaScript, so the BFF imports them without
// any of the front end. Names and schemas live in separate files: a page that only needs a name
// does not load zod.
export * from './api-paths';
export * from './app-icons';
export * from './city-theme';
export * from './error-codes';
export * from './integrity-loading';
export * from './language-files';
export * from './languages';
export * from './missing-texts';
export * from './offline-caches';
export * from './order-credentials';
export * from './page-data';
export * from './page-elements';
export * from './preview';
export * from './product-call-requests';
export * from './product-calls';
export * from './proxy-payloads';
export * from './proxy-responses';
export * from './remote-health';
export * from './remote-releases';
export * from './remotes';
export * from './route-start';
export * from './routes';
export * from './session';
export * from './shell-chunks';
export * from './pass-number';
export * from './instants';
