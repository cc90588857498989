import { ROUTES } from '@citypass/contracts';
import { remoteForPath, remoteRoutes, routeForLocation } from './routes';

describe('routes', () => {
  it('renders exactly the routes of the contract the BFF serves the page for', () => {
    expect(remoteRoutes.map((route) => route.path).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('covers every route of the spec', () => {
    expect(remoteRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/attractions', '/bookings', '/confirmation', '/auth/magic-link/:id', '/error']),
    );
  });

  it('finds the remote a link leads to, for prefetching', () => {
    expect(remoteForPath('/attractions')).toMatchObject({ page: 'attractions/AttractionsPage' });
    expect(remoteForPath('/bookings')).toMatchObject({ page: 'bookings/BookingsPage' });
    expect(remoteForPath('/about')).toBeUndefined();
  });

  it('finds the remote page of the location being opened, the sign-in page included', () => {
    expect(routeForLocation('/')).toMatchObject({ page: 'auth/SignInPage' });
    expect(routeForLocation('/attractions')).toMatchObject({ page: 'attractions/AttractionsPage' });
    expect(routeForLocation('/nowhere')).toBeUndefined();
  });
});
