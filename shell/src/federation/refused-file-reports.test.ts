import { waitFor } from '@testing-library/react';
import { CLIENT_LOG_PATH } from '@citypass/contracts';
import { webcrypto } from 'node:crypto';
import { refusalReason, reportRefusedRemoteFiles } from './refused-file-reports';
import { installScriptIntegrity } from './script-integrity';

const RELEASED = 'self.released = true;';
const integrityOfText = async (text: string) =>
  `sha384-${Buffer.from(await webcrypto.subtle.digest('SHA-384', new TextEncoder().encode(text))).toString('base64')}`;
const answering = (status: number, text: string) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, arrayBuffer: async () => new TextEncoder().encode(text).buffer });

beforeAll(() => {
  // jsdom has no Web Crypto of its own; the browser's is the same standard API.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

describe('why a release file was not loaded', () => {
  it('is its integrity when the file served is not the one released', async () => {
    const file = { integrity: await integrityOfText(RELEASED) };
    await expect(refusalReason(file, 'https://cdn.example/1.js', answering(200, 'self.released = 1;'))).resolves.toBe('integrity');
  });

  it('is that it could not be fetched when the server fails, the network does, or the file is intact after all', async () => {
    const file = { integrity: await integrityOfText(RELEASED) };
    await expect(refusalReason(file, 'https://cdn.example/1.js', answering(404, ''))).resolves.toBe('unreachable');
    await expect(refusalReason(file, 'https://cdn.example/1.js', jest.fn().mockRejectedValue(new TypeError('offline')))).resolves.toBe('unreachable');
    await expect(refusalReason(file, 'https://cdn.example/1.js', answering(200, RELEASED))).resolves.toBe('unreachable');
  });
});

describe('a release file the browser did not load', () => {
  it('is reported once to the log beacon with its remote, version and file, and nothing about the visitor', async () => {
    const base = 'https://cdn.example/bookings/0.2.0-0123456789ab/';
    installScriptIntegrity({
      enforced: true,
      remotes: { bookings: { version: '0.2.0-0123456789ab', base, integrity: { '945.js': await integrityOfText(RELEASED) } } },
    });
    global.fetch = answering(200, 'self.released = 1;');
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportRefusedRemoteFiles();

    for (const src of [`${base}945.js`, `${base}945.js`, 'https://elsewhere.example/other.js']) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
    }
    await waitFor(() => expect(sendBeacon).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, body] = sendBeacon.mock.calls[0] as [string, URLSearchParams];
    expect(path).toBe(CLIENT_LOG_PATH);
    expect(Object.fromEntries(body)).toEqual({
      level: 'error',
      code: 'REMOTE_FILE_REFUSED',
      remote: 'bookings',
      version: '0.2.0-0123456789ab',
      file: '945.js',
      reason: 'integrity',
      client: 'true',
    });
  });
});
