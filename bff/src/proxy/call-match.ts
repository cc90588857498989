import type { AllowedCall } from './allowed-calls';

export interface MatchedCall {
  call: AllowedCall;
  params: Record<string, string>;
}

interface CompiledCall {
  call: AllowedCall;
  methods: ReadonlySet<string>;
  /** The route's segments; a `:name` segment takes one segment of the path as that parameter. */
  segments: readonly string[];
}

/**
 * Finds the allowed call a method and path (under the proxy's mount) ask for, as Express's router
 * matched its routes: case-insensitive, one trailing slash allowed, a parameter one segment,
 * percent-decoded (a segment that cannot be decoded throws a 400), a GET route answering HEAD too.
 */
export function createCallMatcher(calls: readonly AllowedCall[]): (method: string, path: string) => MatchedCall | null {
  const compiled: CompiledCall[] = calls.map((call) => {
    const method = call.method.toUpperCase();
    return { call, methods: new Set(method === 'GET' ? ['GET', 'HEAD'] : [method]), segments: call.route.split('/').slice(1).map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase())) };
  });
  return (method, path) => {
    const parts = (path.endsWith('/') && path.length > 1 ? path.slice(0, -1) : path).split('/').slice(1);
    for (const { call, methods, segments } of compiled) {
      if (!methods.has(method) || segments.length !== parts.length) continue;
      const params = matchSegments(segments, parts);
      if (params) return { call, params };
    }
    return null;
  };
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(':')) {
      if (part === '') return null;
      params[segment.slice(1)] = decodeParam(part);
    } else if (segment !== part.toLowerCase()) return null;
  }
  return params;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw Object.assign(new URIError(`Failed to decode param '${value}'`), { status: 400 });
  }
}
