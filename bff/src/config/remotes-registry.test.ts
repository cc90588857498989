import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistrySource, type RemotesRegistry } from './remotes-registry';

const defaults: RemotesRegistry = {
  auth: 'http://localhost:3001/mf-manifest.json',
  attractions: 'http://localhost:3002/mf-manifest.json',
  bookings: 'http://localhost:3003/mf-manifest.json',
};

describe('remotes registry', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'registry-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the environment when no file is given', () => {
    expect(createRegistrySource({ defaults })()).toEqual(defaults);
  });

  it('reads a file and picks up a change without a restart', () => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(defaults));
    const registry = createRegistrySource({ file, defaults });
    expect(registry().bookings).toBe(defaults.bookings);

    writeFileSync(file, JSON.stringify({ ...defaults, bookings: 'https://cdn.example/bookings/2.0.0/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(registry().bookings).toBe('https://cdn.example/bookings/2.0.0/mf-manifest.json');
  });

  it.each([
    ['a missing remote', { auth: defaults.auth, attractions: defaults.attractions }, '  bookings: is required'],
    ['an unknown remote', { ...defaults, payments: 'http://x/mf-manifest.json' }, '  payments: is not a remote (auth, attractions, bookings)'],
    ['a URL that is not a manifest', { ...defaults, auth: 'http://localhost:3001/remoteEntry.js' }, "  auth: must point at a remote's mf-manifest.json"],
    ['a non-http URL', { ...defaults, auth: 'javascript:alert(1)//x.json' }, '  auth: must be an http or https URL'],
  ])('refuses a registry with %s, naming the file and the wrong field', (_label, content, line) => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(content));
    expect(() => createRegistrySource({ file, defaults })).toThrow(`Invalid remotes registry in ${file}:\n${line}`);
  });
});
