import { APP_ROUTES, PUBLIC_ROUTES } from '@citypass/contracts';
import { RELEASES_PAGE_PATH } from '@citypass/contracts';

// Only the app's public pages are for crawlers: the signed-in pages show a visitor's bookings (or
// send a crawler to sign in), and the API and the releases page are no pages at all. The lists
// come from the routes contract, so a route added there is covered, and out of reach until it is
// listed as public.

/** A route as a robots.txt path: a parameterised route by what precedes its first parameter, the root page alone by itself. */
export function robotsPath(route: string): string {
  const parameter = route.indexOf('/:');
  if (parameter >= 0) return route.slice(0, parameter + 1);
  return route === '/' ? '/$' : route;
}

/** The robots.txt of the deployment (RFC 9309). */
export function robotsTxt(): string {
  const disallowed = [...APP_ROUTES.filter((route) => !PUBLIC_ROUTES.includes(route)), '/api/', RELEASES_PAGE_PATH];
  return [
    'User-agent: *',
    ...PUBLIC_ROUTES.map((route) => `Allow: ${robotsPath(route)}`),
    ...disallowed.map((route) => `Disallow: ${robotsPath(route)}`),
    '',
  ].join('\n');
}
