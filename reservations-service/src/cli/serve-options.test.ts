import { resolve } from 'node:path';
import { serveOptions } from './serve-options';

describe('where the service runs and what it seeds', () => {
  it('defaults to port 4000 on 127.0.0.1 over data/ where it starts, without demo orders', () => {
    expect(serveOptions({}, {})).toEqual({ port: 4000, host: '127.0.0.1', dataDir: resolve('data'), demoOrders: false, metrics: { port: 9465, host: '127.0.0.1' } });
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
    });
  });

  it('refuses a seed it does not know and a wrong port', () => {
    expect(() => serveOptions({ seed: 'production' }, {})).toThrow('--seed takes one value: demo');
    expect(() => serveOptions({}, { PORT: '70000' })).toThrow(/port/);
  });
});
