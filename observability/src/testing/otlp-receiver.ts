import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it, with its service's name. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  /** Spans of http/json exports, in the order they came. */
  spans: ReceivedSpan[];
  /** Exports received, of either protocol. */
  exports: number;
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}
interface ExportBody {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] })[] }[] }[];
}

/** A collector's OTLP/HTTP trace endpoint on an ephemeral loopback port, for tests and the bench. */
export function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = { spans: [] as ReceivedSpan[], exports: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.exports += 1;
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        receiver.spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportBody));
      }
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' }).end(req.headers['content-type']?.startsWith('application/json') ? '{}' : '');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(
        Object.assign(receiver, {
          url: `http://127.0.0.1:${port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }),
        }),
      );
    });
  });
}

function spansOf(body: ExportBody): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(valuesOf(resourceSpans.resource?.attributes)['service.name']);
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: valuesOf(span.attributes),
      })),
    );
  });
}

function valuesOf(attributes: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
}
