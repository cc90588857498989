import { routeLabel } from './route-label';

describe('the route label of a request', () => {
  it('is the template of the route that answered, under its mount', () => {
    expect(routeLabel({ baseUrl: '/api/proxy', route: { path: '/offers/:id' } }, 200)).toBe('/api/proxy/offers/:id');
  });

  it("names a pattern as one, and the shell's list of pages as one", () => {
    expect(routeLabel({ baseUrl: '/api/auth', route: { path: /^\/x/ } }, 302)).toBe('/api/auth/(pattern)');
    expect(routeLabel({ baseUrl: '', route: { path: ['/', '/bookings'] } }, 200)).toBe('/(page)');
  });

  it('is `unmatched` for any 404 no string route answered, so made-up paths add no values', () => {
    expect(routeLabel({ baseUrl: '', route: { path: /^(?!\/api\/).*/ } }, 404)).toBe('unmatched');
    expect(routeLabel({ baseUrl: '/api' }, 404)).toBe('unmatched');
  });

  it('is where the middleware that answered is mounted, when no route did', () => {
    expect(routeLabel({ baseUrl: '/api/auth/callback' }, 429)).toBe('/api/auth/callback/*');
    expect(routeLabel({ baseUrl: '' }, 200)).toBe('/*');
  });
});
