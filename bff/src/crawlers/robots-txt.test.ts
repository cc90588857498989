import { APP_ROUTES, PUBLIC_ROUTES } from '@citypass/contracts';
import { robotsPath, robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  const lines = robotsTxt().split('\n');

  it('allows every public route of the contract and disallows every other one, so a route added there is covered', () => {
    for (const route of APP_ROUTES) {
      const rule = PUBLIC_ROUTES.includes(route) ? 'Allow' : 'Disallow';
      expect(lines).toContain(`${rule}: ${robotsPath(route)}`);
    }
    expect(lines.filter((line) => /^(Allow|Disallow):/.test(line))).toHaveLength(APP_ROUTES.length + 2);
  });

  it('allows the sign-in page alone of the signed-in routes, and keeps crawlers out of the API and the releases page', () => {
    expect(lines).toEqual(['User-agent: *', 'Allow: /$', 'Allow: /about', 'Allow: /terms', 'Allow: /privacy', 'Allow: /accessibility',
      'Disallow: /auth/magic-link/', 'Disallow: /error', 'Disallow: /attractions', 'Disallow: /confirmation', 'Disallow: /bookings',
      'Disallow: /api/', 'Disallow: /_releases', '']);
  });

  it('names a parameterised route by what precedes its parameter, and the root page alone by itself', () => {
    expect(robotsPath('/auth/magic-link/:id')).toBe('/auth/magic-link/');
    expect(robotsPath('/')).toBe('/$');
    expect(robotsPath('/bookings')).toBe('/bookings');
  });
});
