/** The JSON data blocks of the shell page in which the BFF writes the configuration, session and remote files. */
export const PAGE_DATA_ELEMENT_IDS = {
  config: 'app-config',
  session: 'app-session',
  remoteFiles: 'app-remote-files',
} as const;
