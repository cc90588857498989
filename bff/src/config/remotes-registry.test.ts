import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistrySource, type RemotesRegistry } from './remotes-registry';

const builds: RemotesRegistry = {
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

  it('reads a file and picks up a change without a restart', () => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(builds));
    const registry = createRegistrySource(file);
    expect(registry().bookings).toBe(builds.bookings);

    writeFileSync(file, JSON.stringify({ ...builds, bookings: 'https://cdn.example/bookings/2.0.0/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(registry().bookings).toBe('https://cdn.example/bookings/2.0.0/mf-manifest.json');
  });

  it.each([
    ['a missing remote', { auth: builds.auth, attractions: builds.attractions }, '  bookings: is required'],
    ['an unknown remote', { ...builds, payments: 'http://x/mf-manifest.json' }, '  payments: is not a remote (auth, attractions, bookings)'],
    ['a URL that is not a manifest', { ...builds, auth: 'http://localhost:3001/remoteEntry.js' }, "  auth: must point at a remote's mf-manifest.json"],
    ['a non-http URL', { ...builds, auth: 'javascript:alert(1)//x.json' }, '  auth: must be an http or https URL'],
  ])('refuses a registry with %s, naming the file and the wrong field', (_label, content, line) => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(content));
    expect(() => createRegistrySource(file)).toThrow(`Invalid remotes registry in ${file}:\n${line}`);
  });
});
