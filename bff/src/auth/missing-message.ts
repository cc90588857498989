import { isPageLanguage, MISSING_TEXT_CODE, TEXT_PARTS, type PageLanguage } from '@citypass/contracts';

// A text a part's catalogue lacked on a page, as the shell reports it (contracts' missing-texts.ts),
// is counted by part and language, each from a closed set, so that no beacon can add series; the
// id stays in the log line.

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
  if (entry.code !== MISSING_TEXT_CODE) return null;
  const { part, language } = detailsOf(entry.details);
  return {
    remote: typeof part === 'string' && TEXT_PARTS.includes(part) ? part : 'other',
    language: isPageLanguage(language) ? language : 'other',
  };
}
