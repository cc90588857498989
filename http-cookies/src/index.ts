// Every cookie the servers read or write, through the `cookie` library: read once per request,
// written with the one set of attributes the product's cookies have.
export { cookiesOf, deletedCookie, keptCookie, type CookieLifetime } from './cookies';
