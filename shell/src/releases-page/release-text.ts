import type { HistoryEntry } from './release-api';

// Each history entry in one readable line, so the history fits a phone as a list.
const MOVES: Record<HistoryEntry['action'], (entry: HistoryEntry) => string> = {
  promote: (entry) => `Promoted ${entry.to}${entry.from ? ` (was ${entry.from})` : ''}`,
  rollback: (entry) => `Rolled back to ${entry.to} (was ${entry.from ?? 'none'})`,
  canary: (entry) => `Canary ${entry.to} for ${entry.percent ?? 0}% of visitors`,
  'canary-stop': (entry) => `Canary ${entry.from ?? ''} stopped, everyone on ${entry.to}`,
};

export function describeMove(entry: HistoryEntry): string {
  return MOVES[entry.action](entry);
}

/** `2026-11-23T22:50:01.000Z` as `2026-11-23 22:50 UTC`, the same for every reader. */
export function utcMinute(at: string): string {
  return `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}

export function windowInWords(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  return minutes === 1 ? 'the last minute' : `the last ${minutes} minutes`;
}
