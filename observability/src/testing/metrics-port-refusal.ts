/** A command's run, as a test captured it. */
export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Expects the run of a server whose METRICS_PORT, `port`, another process held: exit 1, nothing
 * on stderr, and on stdout one fatal JSON line (claim-metrics-port.ts) naming the port.
 */
export function expectMetricsPortRefusal(run: Run, port: number): void {
  const lines = run.stdout.trim().split('\n');
  expect({ status: run.status, stderr: run.stderr, lines: lines.length }).toEqual({ status: 1, stderr: '', lines: 1 });
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 60,
    code: 'METRICS_PORT_UNAVAILABLE',
    METRICS_PORT: port,
    msg: `METRICS_PORT ${port} on 127.0.0.1 is in use: free it, or set METRICS_PORT to another port (0: any free one)`,
  });
}
