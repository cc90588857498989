// What each comparison's sides do differently: shown beside a budget that fails (budgets.js).
const DIFFERENCES = {
  session:
    'both decrypt the cookie\'s token and encrypt a fresh one on every read (sliding expiry); ours remembers a decryption per cookie value, through the one Express app every request takes, and also sends an API answer\'s security headers, checks the cross-origin write guard, and runs the protocol\'s per-request work (the csrf cookie\'s keyed hash, the callback URL\'s checks); npm run bench:server-profile shows where each side\'s CPU goes',
  proxyPeer:
    'both read the visitor\'s upstream token from the session cookie (the peer decrypts it on every call with next-auth\'s getToken()); ours also checks the call against the allowlist (path, query, body) and the origin of a write, sends an API answer\'s security headers, counts the call in its metrics and would compress the offers list (about 2.3 kB) for a browser (the bench\'s client, like the peer, takes no compression); both stream the upstream\'s answer; npm run bench:server-profile shows where each side\'s CPU goes',
  proxyDirect:
    'a proxied call is the upstream\'s work plus the BFF\'s, and on two shared cores the load generator, the BFF and the reservations service take turns on the CPU',
  bytes:
    'the federated page carries the federation runtime and its share tables, each remote\'s entry and a chunk per exposed module, where the monolith has one chunk graph',
  texts:
    'it may not grow past what it took before a city\'s look became page data; against the 152.8 kB the page took before languages, it carries the message formatter (intl-messageformat, about 2.7 kB brotli, with the few lines that format a text with no formatter object of its own, so the first texts touch no Intl), the catalogue of the visitor\'s language of the shell and shared-ui (one chunk, about 1.8 kB; the footer\'s pages and the preview ribbon bring their own texts) and that of the attractions remote (about 0.8 kB)',
  untilIdle:
    'once the page has settled it loads the session provider (the session\'s lifecycle; the page started with the session it carries), which is the auth remote\'s: its remote entry too, where the monolith loads one chunk of its own bundle; and its first load carries the message formatter and the catalogues of the visitor\'s language (about 6 kB brotli)',
  languageSwitch:
    'a switch first loads every part\'s catalogue of the new language (the shell\'s and shared-ui\'s chunk from the shell, the attractions remote\'s from its own host through its chunk loading, where the monolith loads one chunk holding every part\'s catalogue of it), then every text on the page re-renders at once on the 4× slower CPU, each message of the new language made into a formatter the first time it shows',
  time: 'the federated page runs the federation runtime on the slower CPU (registering the remotes, loading each entry, negotiating every shared module with its version checks; in profiles of a warm visit at 4× its core takes 50–85 ms of main-thread time, the bundler runtime and SDK 5–25 ms and the remote entry about 20 ms, where the monolith runs none of it) and reads the remote entry before the page chunks',
};

module.exports = { DIFFERENCES };
