import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { Stack } from '@citypass/stack';
import { launchBrowser } from './browser';
import { promotedVersions, publishBuild } from './releases';

const VARIANTS_CONFIG = resolve(__dirname, '../../fixtures/bookings-variant.webpack.js');
const BOOKINGS = resolve(__dirname, '../../../mf-bookings');

export interface BookingsVariants<Name extends string> {
  /** Each variant's build folder, once built (production builds are slow: start them first). */
  built: Promise<Record<Name, string>>;
  remove(): void;
}

/** Production builds of test-only variants of the bookings remote (fixtures/bookings-variant.webpack.js), in a folder of their own. */
export function buildBookingsVariants<Name extends string>(names: readonly Name[]): BookingsVariants<Name> {
  const work = mkdtempSync(join(tmpdir(), 'citypass-bookings-variants-'));
  const built = promisify(execFile)('npx', ['webpack', '--config', VARIANTS_CONFIG, '--mode', 'production', '--env', `out=${work}`, '--env', `only=${names.join(',')}`], {
    cwd: BOOKINGS,
  }).then(() => Object.fromEntries(names.map((name) => [name, join(work, name)])) as Record<Name, string>);
  // A test that fails before awaiting the build must not also report an unhandled rejection.
  built.catch(() => undefined);
  return { built, remove: () => rmSync(work, { recursive: true, force: true }) };
}

export interface StackWithVariant {
  stack: Stack;
  browser: Browser;
  /** The bookings release the stack promoted. */
  stable: string;
  /** The variant's release, published and registered beside it. */
  variant: string;
  stop(): Promise<void>;
}

/** A stack as `npm start` runs it, with one variant of the bookings remote published beside its promoted release, and a browser. */
export async function startWithBookingsVariant(name: string): Promise<StackWithVariant> {
  const variants = buildBookingsVariants([name]);
  const stack = await (await Stack.create()).start();
  const variant = await publishBuild(stack.info, 'bookings', (await variants.built)[name]!, '0.1.0');
  const stable = (await promotedVersions(stack.info)).bookings ?? '';
  const browser = await launchBrowser();
  return {
    stack,
    browser,
    stable,
    variant,
    async stop() {
      await browser.close();
      await stack.stop();
      variants.remove();
    },
  };
}
