import { CLIENT_LOG_PATH, MISSING_TEXT_CODE, warningFields, type PageLanguage } from '@citypass/contracts';

/**
 * A text a catalogue lacks (shown in English meanwhile), told to the BFF's log beacon: a release
 * gate lets none through, so one means a part outside it (a dev server) or a gate to tighten.
 */
export function reportMissingText(part: string, language: PageLanguage, id: string): void {
  navigator.sendBeacon?.(CLIENT_LOG_PATH, new URLSearchParams(warningFields(MISSING_TEXT_CODE, { part, language, id })));
}
