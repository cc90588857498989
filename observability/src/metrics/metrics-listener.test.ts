import { Counter, Registry } from 'prom-client';
import { openMetricsListener, type MetricsListener } from './metrics-listener';

describe('the metrics listener', () => {
  let listener: MetricsListener;
  beforeEach(async () => {
    listener = await openMetricsListener({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => listener.close());

  it('answers 503 until it is given a registry, then its numbers', async () => {
    expect((await fetch(`${listener.url}/metrics`)).status).toBe(503);
    const registry = new Registry();
    new Counter({ name: 'citypass_example_total', help: 'An example.', registers: [registry] }).inc();
    listener.serve(registry);
    const answer = await fetch(`${listener.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('citypass_example_total 1');
  });

  it('answers 404 to anything but GET /metrics', async () => {
    expect((await fetch(`${listener.url}/`)).status).toBe(404);
    expect((await fetch(`${listener.url}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
