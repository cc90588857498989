import { isPageLanguage, REMOTE_NAMES, type PageLanguage } from '@citypass/shared-ui/contracts';

// A text a part's catalogue lacked on a page (shown in English meanwhile), as the shell reports it
// to the log beacon: code MISSING_MESSAGE, details the JSON of {part, language, id}. It is counted
// by part and language, each from a closed set, so that no beacon can add series; the id stays in
// the log line.

const MISSING_MESSAGE = 'MISSING_MESSAGE';

/** The parts that have catalogues, by the names they define their texts under: the shell, shared-ui and each remote. */
const TEXT_PARTS: readonly string[] = ['shell', 'shared-ui', ...REMOTE_NAMES];

/** The labels of one missing text: a part and a page language, or `other` for anything else. */
export interface MissingMessage {
  remote: string;
  language: PageLanguage | 'other';
}

function detailsOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  try {
    const details: unknown = JSON.parse(value);
    return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The labels of a beacon that reports a missing text; null for any other beacon. */
export function missingMessageOf(entry: { code: string; details?: unknown }): MissingMessage | null {
  if (entry.code !== MISSING_MESSAGE) return null;
  const { part, language } = detailsOf(entry.details);
  return {
    remote: typeof part === 'string' && TEXT_PARTS.includes(part) ? part : 'other',
    language: isPageLanguage(language) ? language : 'other',
  };
}
