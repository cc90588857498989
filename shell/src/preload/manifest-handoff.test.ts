/**
 * @jest-environment node
 */
// Node's own fetch and Response, which the browser has too (jsdom lacks them).
import { fetchManifestForShell, takePreloadedManifest } from './manifest-handoff';

const URL_A = 'https://attractions.example/mf-manifest.json';

afterEach(() => jest.restoreAllMocks());

function answer(status: number, body: string) {
  return jest.spyOn(global, 'fetch').mockResolvedValue({ ok: status < 400, status, text: async () => body } as Response);
}

describe('manifests the shell reads first and hands to its federation runtime', () => {
  it('are fetched once and taken once by the shell, as a JSON response', async () => {
    const fetchSpy = answer(200, '{"id":"attractions"}');
    await expect(fetchManifestForShell(URL_A)).resolves.toBe('{"id":"attractions"}');
    const taken = await takePreloadedManifest(URL_A);
    expect(await taken!.json()).toEqual({ id: 'attractions' });
    expect(await takePreloadedManifest(URL_A)).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are not handed over when the first reading failed, so the runtime asks itself', async () => {
    answer(503, '');
    await expect(fetchManifestForShell(URL_A)).rejects.toThrow('HTTP 503');
    expect(await takePreloadedManifest(URL_A)).toBeUndefined();
  });

  it('are not there for a URL that was never read', async () => {
    expect(await takePreloadedManifest('https://bookings.example/mf-manifest.json')).toBeUndefined();
  });
});
