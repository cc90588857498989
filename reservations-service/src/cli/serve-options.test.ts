import { resolve } from 'node:path';
import { serveOptions } from './serve-options';

const OUTBOX_MAIL = { smtpUrl: undefined, from: 'City Pass <bookings@citypass.invalid>', bookingsUrl: 'http://localhost:8080/bookings' };

describe('where the service runs and what it seeds', () => {
  it('defaults to port 4000 on 127.0.0.1 over data/ where it starts, without demo orders', () => {
    expect(serveOptions({}, {})).toEqual({ port: 4000, host: '127.0.0.1', dataDir: resolve('data'), demoOrders: false, metrics: { port: 9465, host: '127.0.0.1' }, mail: OUTBOX_MAIL });
  });

  it('reads where its metrics answer from METRICS_PORT and METRICS_HOST', () => {
    expect(serveOptions({}, { METRICS_PORT: '0', METRICS_HOST: '::1' }).metrics).toEqual({ port: 0, host: '::1' });
    expect(() => serveOptions({}, { METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('reads PORT, HOST and DATA_DIR, an empty one counting as unset', () => {
    expect(serveOptions({}, { PORT: '4100', HOST: '0.0.0.0', DATA_DIR: '/srv/reservations' })).toEqual({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/srv/reservations',
      demoOrders: false,
      metrics: { port: 9465, host: '127.0.0.1' },
      mail: OUTBOX_MAIL,
    });
    expect(serveOptions({}, { PORT: '' }).port).toBe(4000);
  });

  it('lets each flag win over its variable, and seeds demo orders with --seed demo', () => {
    const flags = { port: '0', host: '::1', 'data-dir': 'elsewhere', seed: 'demo' };
    expect(serveOptions(flags, { PORT: '4100', HOST: '0.0.0.0', DATA_DIR: 'data' })).toEqual({
      port: 0,
      host: '::1',
      dataDir: resolve('elsewhere'),
      demoOrders: true,
      metrics: { port: 9465, host: '127.0.0.1' },
      mail: OUTBOX_MAIL,
    });
  });

  it('reads where its e-mails go, and refuses an SMTP_URL that is not smtp: or smtps: with one line', () => {
    const env = { SMTP_URL: 'smtps://user:secret@mail.citypass.test:465', MAIL_FROM: 'Amsterdam City Pass <bookings@citypass-amsterdam.com>', BOOKINGS_URL: 'https://bookings.citypass-amsterdam.com/bookings' };
    expect(serveOptions({}, env).mail).toEqual({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, bookingsUrl: env.BOOKINGS_URL });
    expect(() => serveOptions({}, { SMTP_URL: 'http://mail.citypass.test' })).toThrow('SMTP_URL must be an smtp:// or smtps:// address');
    expect(() => serveOptions({}, { MAIL_FROM: 'bookings@example.com\r\nBcc: evil@example.com' })).toThrow(/MAIL_FROM must be one address/);
  });

  it('refuses a seed it does not know and a wrong port', () => {
    expect(() => serveOptions({ seed: 'production' }, {})).toThrow('--seed takes one value: demo');
    expect(() => serveOptions({}, { PORT: '70000' })).toThrow(/port/);
  });
});
