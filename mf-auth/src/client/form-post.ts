interface FormPostAnswer {
  status: number;
  ok: boolean;
  /** The `url` of a `json=true` answer, when the server gave one. */
  url: string | undefined;
}

/** Form-encoded POST to the auth layer; the protocol's `json=true` answers carry `{ url }`. */
export async function postForm(url: string, fields: Record<string, string>): Promise<FormPostAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    credentials: 'same-origin',
    body: new URLSearchParams(fields),
  });
  let answerUrl: string | undefined;
  try {
    const data = (await response.json()) as { url?: unknown } | null;
    if (typeof data?.url === 'string') answerUrl = data.url;
  } catch {
    answerUrl = undefined;
  }
  return { status: response.status, ok: response.ok, url: answerUrl };
}
