import { readDeploymentFile, settingsAsEnv } from './deployment-file';
import { parseEnv, type Env } from './env';

/**
 * The deployment's configuration: its settings file (DEPLOYMENT_FILE), with any variable of the
 * environment winning over the field it stands for, then the defaults. The environment wins so
 * an operator can change one setting for one run (a port, a test origin) without editing the
 * file every deployment of that city shares.
 */
export function loadConfig(source: NodeJS.ProcessEnv): Env {
  const file = source.DEPLOYMENT_FILE;
  const fromFile = file ? settingsAsEnv(readDeploymentFile(file)) : {};
  const fromEnvironment = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
  return parseEnv({ ...fromFile, ...fromEnvironment });
}
