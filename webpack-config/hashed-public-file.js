// Files of the shell's public folder that its page names: the legacy-browser check (plain ES5,
// run before the bundle on every visit) and the icon (which
// a browser would otherwise ask for as /favicon.ico, answered with the whole page). Under
// content-hashed names they are cached immutable like the bundle, so a return visit does not
// wait a round trip for them, and a changed file reaches visitors under a new name.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** What the shell's page names from its public folder: the template's placeholder for each. */
const PAGE_FILES = { legacyCheck: 'legacy-check.js', favicon: 'favicon.svg' };

/**
 * A file of the shell's public folder, the hashed name it is emitted under, and the address pages load it from.
 * @param {string} shellDir
 * @param {string} name
 */
function hashedPublicFile(shellDir, name) {
  const from = path.join(shellDir, 'public', name);
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
  const { name: stem, ext } = path.parse(name);
  const to = `${stem}.${hash}${ext}`;
  return { from, to, src: `/${to}` };
}

/**
 * What a build of the shell's page needs of those files: the copy patterns that emit them under
 * their hashed names, and each template placeholder's address.
 * @param {string} shellDir
 */
function pageFiles(shellDir) {
  const files = Object.entries(PAGE_FILES).map(([placeholder, name]) => [placeholder, hashedPublicFile(shellDir, name)]);
  return {
    patterns: files.map(([, { from, to }]) => ({ from, to })),
    addresses: Object.fromEntries(files.map(([placeholder, { src }]) => [placeholder, src])),
  };
}

module.exports = { PAGE_FILES, hashedPublicFile, pageFiles };
