import { REMOTE_NAMES } from './remotes';

// A text a part's catalogue lacked on a page (shown in English meanwhile), as the shell reports it
// to the BFF's log beacon (CLIENT_LOG_PATH): this code, its details the JSON of { part, language, id }.

export const MISSING_TEXT_CODE = 'MISSING_MESSAGE';

/** The parts that have catalogues, by the names they define their texts under: the shell, shared-ui and each remote. */
export const TEXT_PARTS: readonly string[] = ['shell', 'shared-ui', ...REMOTE_NAMES];
