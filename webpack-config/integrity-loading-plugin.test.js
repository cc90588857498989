/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/* global window, document */
// A tiny build with the plugin, its runtime run in a page: the <script> its chunk loader adds
// for a lazy chunk carries what the page's integrity lookup says for that URL.
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const timers = require('node:timers');
const webpack = require('webpack');
const { INTEGRITY_LOADING_FILE, SCRIPT_INTEGRITY_GLOBAL, UNMATCHABLE_INTEGRITY } = require('@citypass/contracts');
const { IntegrityLoadingPlugin } = require('./integrity-loading-plugin');

const PUBLIC_PATH = 'https://remote.example/bookings/1.0.0/';
const CHUNK_URL = `${PUBLIC_PATH}lazy.js`;
const CHECKED = 'sha384-checked';

let dir;
// webpack runs here, in the page's environment, which lacks Node's setImmediate.
globalThis.setImmediate ??= timers.setImmediate;

function build() {
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: dir,
    entry: './index.js',
    devtool: false,
    cache: false,
    output: { path: path.join(dir, 'dist'), publicPath: PUBLIC_PATH, filename: 'main.js', chunkFilename: '[name].js' },
    plugins: [new IntegrityLoadingPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** Starts loading the lazy chunk; returns the script the runtime added, then lets the load fail. */
async function scriptForLazyChunk() {
  const loading = window.loadLazy().catch(() => undefined);
  const script = document.head.querySelector(`script[src="${CHUNK_URL}"]`);
  script.dispatchEvent(new Event('error'));
  await loading;
  return script;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'integrity-loading-'));
  writeFileSync(path.join(dir, 'index.js'), "window.loadLazy = () => import(/* webpackChunkName: 'lazy' */ './lazy');\n");
  writeFileSync(path.join(dir, 'lazy.js'), 'export const lazy = true;\n');
  await build();
  new Function(readFileSync(path.join(dir, 'dist/main.js'), 'utf8'))();
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => delete window[SCRIPT_INTEGRITY_GLOBAL]);

describe("the integrity-loading plugin's chunk loader", () => {
  it("loads a chunk with the integrity the page's lookup gives for its URL, as a CORS request", async () => {
    const asked = [];
    window[SCRIPT_INTEGRITY_GLOBAL] = (url) => {
      asked.push(url);
      return CHECKED;
    };
    const script = await scriptForLazyChunk();
    expect(asked).toEqual([CHUNK_URL]);
    expect(script.integrity).toBe(CHECKED);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('gives the chunk the integrity no file matches when the page has no lookup', async () => {
    const script = await scriptForLazyChunk();
    expect(script.integrity).toBe(UNMATCHABLE_INTEGRITY);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('gives the chunk the integrity no file matches when the lookup answers with something else than a value or null', async () => {
    window[SCRIPT_INTEGRITY_GLOBAL] = () => undefined;
    expect((await scriptForLazyChunk()).integrity).toBe(UNMATCHABLE_INTEGRITY);
  });

  it('loads the chunk unchecked when the lookup answers null', async () => {
    window[SCRIPT_INTEGRITY_GLOBAL] = () => null;
    const script = await scriptForLazyChunk();
    expect(script.hasAttribute('integrity')).toBe(false);
    expect(script.hasAttribute('crossorigin')).toBe(false);
  });

  it('says so in a file of the build, which a release records', () => {
    expect(JSON.parse(readFileSync(path.join(dir, 'dist', INTEGRITY_LOADING_FILE), 'utf8'))).toEqual({ scriptIntegrityGlobal: SCRIPT_INTEGRITY_GLOBAL });
  });
});
