import { SCRIPT_INTEGRITY_GLOBAL, UNMATCHABLE_INTEGRITY, type PageReleases } from '@citypass/contracts';
import integrityPlugin from '../runtime-plugin/integrity';
import { createScriptIntegrity, installScriptIntegrity } from './script-integrity';

const ENTRY = `sha384-${'e'.repeat(64)}`;
const CHUNK = `sha384-${'c'.repeat(64)}`;
const release = (enforced: boolean): PageReleases => ({
  enforced,
  remotes: {
    bookings: { version: '0.2.0-0123456789ab', base: 'https://cdn.example/bookings/0.2.0-0123456789ab/', integrity: { 'remoteEntry.js': ENTRY, 'js/945.js': CHUNK } },
  },
});
const pageIntegrity = (url: string) => (globalThis as unknown as Record<string, (url: string) => string | null>)[SCRIPT_INTEGRITY_GLOBAL]!(url);

describe('the integrity a remote file loads with', () => {
  it("is its release's, for every file of a promoted release, however the address is written", () => {
    const integrity = createScriptIntegrity(release(true), 'https://citypass.example/bookings');
    expect(integrity.integrityOf('https://cdn.example/bookings/0.2.0-0123456789ab/remoteEntry.js')).toBe(ENTRY);
    expect(integrity.integrityOf('https://cdn.example/bookings/0.2.0-0123456789ab/x/../js/945.js')).toBe(CHUNK);
    expect(integrity.releaseFileOf('https://cdn.example/bookings/0.2.0-0123456789ab/js/945.js')).toEqual({
      remote: 'bookings',
      version: '0.2.0-0123456789ab',
      file: 'js/945.js',
      integrity: CHUNK,
    });
  });

  it('is a value no file matches for any other file, when the page checks every file', () => {
    const integrity = createScriptIntegrity(release(true), 'https://citypass.example/');
    expect(integrity.integrityOf('https://cdn.example/bookings/0.1.0-0123456789ab/remoteEntry.js')).toBe(UNMATCHABLE_INTEGRITY);
    expect(integrity.integrityOf('http://localhost:3003/remoteEntry.js')).toBe(UNMATCHABLE_INTEGRITY);
    expect(integrity.integrityOf('::not a url::')).toBe(UNMATCHABLE_INTEGRITY);
  });

  it('is none for files outside the releases on a page that does not check (development)', () => {
    expect(createScriptIntegrity(release(false), 'http://localhost:8080/').integrityOf('http://localhost:3003/remoteEntry.js')).toBeNull();
  });

  it("is what the page-wide function answers each remote's chunk loader, and no later script replaces that function", () => {
    installScriptIntegrity(release(true));
    expect(pageIntegrity('https://cdn.example/bookings/0.2.0-0123456789ab/js/945.js')).toBe(CHUNK);
    expect(() => {
      (globalThis as unknown as Record<string, unknown>)[SCRIPT_INTEGRITY_GLOBAL] = () => null;
    }).toThrow(TypeError);
    installScriptIntegrity(release(false));
    expect(pageIntegrity('http://localhost:3003/remoteEntry.js')).toBeNull();
  });
});

describe("the federation runtime's remote entries and preloads", () => {
  const plugin = integrityPlugin();
  const url = 'https://cdn.example/bookings/0.2.0-0123456789ab/remoteEntry.js';

  it('load with their integrity and in CORS mode, keeping the attributes asked for', () => {
    installScriptIntegrity(release(true));
    const script = plugin.createScript!({ url, attrs: { fetchpriority: 'high' } }) as HTMLScriptElement;
    expect([script.src, script.integrity, script.crossOrigin, script.getAttribute('fetchpriority')]).toEqual([url, ENTRY, 'anonymous', 'high']);
    const link = plugin.createLink!({ url, attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
    expect([link.href, link.rel, link.getAttribute('as'), link.integrity, link.crossOrigin]).toEqual([url, 'preload', 'script', ENTRY, 'anonymous']);
  });

  it("are left to the runtime's own way when the page loads them unchecked", () => {
    installScriptIntegrity(release(false));
    expect(plugin.createScript!({ url: 'http://localhost:3003/remoteEntry.js', attrs: {} })).toBeUndefined();
    expect(plugin.createLink!({ url: 'http://localhost:3003/1.js', attrs: { rel: 'preload' } })).toBeUndefined();
  });
});
