// The deployment's settings as the BFF reads them, for the commands that start it (`npm start`).
export { parseEnv, type Env } from './env';
export { loadConfig } from './load-config';
