import { REMOTE_ENTRY_FILE } from '@citypass/contracts';

/** The entry script pages register for the remote build whose manifest is at this (absolute) address. */
export const remoteEntryBeside = (manifestUrl: string): string => new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
