import { firstCallUrl, firstModulesFor, ROUTE_PAGES, routeAt } from './route-start';
import { ROUTES } from './routes';

describe('what a page starts with', () => {
  it('names the remote page of every route', () => {
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('finds the route of a location from its path alone: the sign-in page exactly, a route without parameters at or below its path', () => {
    expect(routeAt('/')).toBe(ROUTES.signIn);
    expect(routeAt('/attractions')).toBe(ROUTES.attractions);
    expect(routeAt('/bookings')).toBe(ROUTES.bookings);
    expect(routeAt('/auth/magic-link/abc')).toBeUndefined();
    expect(routeAt('/attractions/rijksmuseum')).toBe(ROUTES.attractions);
    expect(routeAt('/attractions-old')).toBeUndefined();
    expect(routeAt('/about')).toBeUndefined();
  });

  it('starts a page with the page itself, and with the session provider when the page did not carry the session', () => {
    expect(firstModulesFor('/bookings', false)).toEqual(['auth/SessionProvider', 'bookings/BookingsPage']);
    expect(firstModulesFor('/auth/magic-link/abc', false)).toEqual(['auth/SessionProvider']);
    expect(firstModulesFor('/bookings', true)).toEqual(['bookings/BookingsPage']);
    expect(firstModulesFor('/auth/magic-link/abc', true)).toEqual([]);
  });

  it("starts the first call of a signed-in visitor's page where the page makes one, by the call's path", () => {
    expect(firstCallUrl(ROUTES.attractions)).toBe('/api/proxy/offers');
    expect(firstCallUrl(ROUTES.bookings)).toBe('/api/proxy/reservations');
    expect(firstCallUrl(ROUTES.confirmation)).toBeUndefined();
  });
});
