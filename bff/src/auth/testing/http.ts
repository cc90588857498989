// A small HTTP client for the protocol tests: no redirects followed, Set-Cookie lines kept.
export interface HttpAnswer {
  status: number;
  headers: Headers;
  setCookies: string[];
  text: string;
  json(): any;
}

interface HttpRequest {
  method?: string;
  cookies?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  rawBody?: { type: string; body: string };
  /** More request headers (Accept-Language, Origin…). */
  headers?: Record<string, string>;
}

export async function http(url: string, request: HttpRequest = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (request.cookies) {
    headers.cookie = Object.entries(request.cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.rawBody) {
    headers['content-type'] = request.rawBody.type;
    body = request.rawBody.body;
  }
  const response = await fetch(url, {
    method: request.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    text,
    json: () => JSON.parse(text),
  };
}

/** The Set-Cookie line for a cookie name, if the answer set or deleted it. */
export function setCookieLine(answer: HttpAnswer, name: string): string | undefined {
  return answer.setCookies.find((line) => line.startsWith(`${name}=`));
}

/** The decoded value a Set-Cookie line gives its cookie. */
export function cookieValue(line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const first = line.split(';')[0] ?? '';
  return decodeURIComponent(first.slice(first.indexOf('=') + 1));
}

/** Cookies an answer set (non-empty values), as a jar to send back. */
export function jarFrom(answer: HttpAnswer, jar: Record<string, string> = {}): Record<string, string> {
  const next = { ...jar };
  for (const line of answer.setCookies) {
    const name = line.slice(0, line.indexOf('='));
    const value = cookieValue(line) ?? '';
    if (/Max-Age=0/.test(line) || value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}
