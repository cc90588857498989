/**
 * @jest-environment node
 */
// Node's own fetch and Response, which the browser has too (jsdom lacks them).
import type { PageReleases } from '@citypass/shared-ui/contracts';
import { installScriptIntegrity } from '../federation/script-integrity';
import resiliencePlugin from './resilience';

const MANIFEST = `sha384-${'m'.repeat(64)}`;
const RELEASED = 'https://cdn.example/bookings/0.2.0-0123456789ab/mf-manifest.json';
const DEVELOPMENT = 'http://localhost:3002/mf-manifest.json';
const releases: PageReleases = {
  enforced: false,
  remotes: {
    bookings: { version: '0.2.0-0123456789ab', base: 'https://cdn.example/bookings/0.2.0-0123456789ab/', integrity: { 'mf-manifest.json': MANIFEST } },
  },
};

beforeAll(() => {
  Object.defineProperty(globalThis, 'document', { value: { baseURI: 'https://citypass.example/' }, configurable: true });
  installScriptIntegrity(releases);
});
afterEach(() => jest.restoreAllMocks());

async function requestFor(url: string): Promise<RequestInit> {
  const fetchSpy = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
  await resiliencePlugin().fetch!(url, {});
  return fetchSpy.mock.calls[0]![1]!;
}

describe("the federation runtime's reading of a manifest the page did not bring", () => {
  it("may come from the browser's cache when the page names its integrity (a release never changes, and the browser checks it)", async () => {
    const request = await requestFor(RELEASED);
    expect(request.integrity).toBe(MANIFEST);
    expect(request.cache ?? 'default').toBe('default');
  });

  it('is always fresh from the server when the page does not check it (development, REMOTES_FILE), as it changes under the same URL', async () => {
    const request = await requestFor(DEVELOPMENT);
    expect(request.integrity).toBeUndefined();
    expect(request.cache).toBe('no-store');
  });
});
