import { HEALTH_TOKEN_MAX_LENGTH, remoteHealthReportSchema } from './remote-health';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJwIjoiYWJjIn0.c2lnbmF0dXJl';
const parse = (report: Record<string, string>) => remoteHealthReportSchema.safeParse(report).success;

describe("a remote's health report", () => {
  it('names the remote, its release, the outcome (with why, when it failed) and the page token', () => {
    expect(parse({ remote: 'bookings', version: '0.2.0-0123456789ab', outcome: 'started', token })).toBe(true);
    expect(parse({ remote: 'bookings', version: '0.2.0-0123456789ab', outcome: 'failed', failure: 'integrity', token })).toBe(true);
  });

  it('is refused when it is not one: an unknown remote, outcome or kind, a failure without why, anything more, or sizes out of bounds', () => {
    const started = { remote: 'bookings', version: '0.2.0-0123456789ab', outcome: 'started', token };
    expect(parse({ ...started, remote: 'payments' })).toBe(false);
    expect(parse({ ...started, outcome: 'slow' })).toBe(false);
    expect(parse({ ...started, outcome: 'failed' })).toBe(false);
    expect(parse({ ...started, outcome: 'failed', failure: 'gremlins' })).toBe(false);
    expect(parse({ ...started, email: 'visitor@example.com' })).toBe(false);
    expect(parse({ ...started, version: `0.2.0-${'a'.repeat(64)}` })).toBe(false);
    expect(parse({ ...started, token: `a.${'b'.repeat(HEALTH_TOKEN_MAX_LENGTH)}.c` })).toBe(false);
    expect(parse({ ...started, token: 'no signature' })).toBe(false);
    expect(parse({ ...started, token: 'eyJwIjoiYWJjIn0.c2lnbmF0dXJl' })).toBe(false);
  });
});
