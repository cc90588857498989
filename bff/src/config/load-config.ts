import { attempt } from './config-messages';
import { readDeploymentFile, settingsAsEnv } from './deployment-file';
import { parseEnv, type Env } from './env';

const fileSettings = (source: NodeJS.ProcessEnv) => (source.DEPLOYMENT_FILE ? settingsAsEnv(readDeploymentFile(source.DEPLOYMENT_FILE)) : {});

/**
 * The variables of the environment win over the file's fields, so an operator can change one
 * setting for one run (a port, a test origin) without editing the file every deployment of that
 * city shares.
 */
function merged(source: NodeJS.ProcessEnv, fromFile: Record<string, string>): NodeJS.ProcessEnv {
  const fromEnvironment = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
  return { ...fromFile, ...fromEnvironment };
}

/**
 * The deployment's configuration: its settings file (DEPLOYMENT_FILE), with any variable of the
 * environment winning over the field it stands for, then the defaults. Throws at the first part
 * that cannot be read.
 */
export function loadConfig(source: NodeJS.ProcessEnv): Env {
  return parseEnv(merged(source, fileSettings(source)));
}

/**
 * The same configuration, or every problem reading it: a file that cannot be read still lets the
 * environment's own variables be checked.
 */
export function readConfig(source: NodeJS.ProcessEnv): { env: Env | null; problems: string[] } {
  const fromFile = attempt(() => fileSettings(source));
  const parsed = attempt(() => parseEnv(merged(source, fromFile.value ?? {})));
  return { env: fromFile.problems.length === 0 ? parsed.value : null, problems: [...fromFile.problems, ...parsed.problems] };
}
