// The legacy-browser check (shell/public/legacy-check.js, plain ES5) runs before the bundle on
// every visit and holds up the page while it loads. Under a content-hashed name it is cached
// immutable like the bundle, so a return visit does not wait a round trip for it.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const SOURCE = 'public/legacy-check.js';

/**
 * The check in the shell's folder, the hashed name it is emitted under, and the address pages load it from.
 * @param {string} shellDir
 */
function legacyCheck(shellDir) {
  const from = path.join(shellDir, SOURCE);
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
  const to = `legacy-check.${hash}.js`;
  return { from, to, src: `/${to}` };
}

module.exports = { legacyCheck };
