// Chromium through playwright-core, with the throttling and network recording the benchmarks share.
const { chromium } = require('playwright-core');

const DEMO_ORDER = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };

// Lighthouse's mobile "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU 4x slower.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

// Debian's Chromium unless told otherwise: nothing here downloads a browser.
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

function launchBrowser() {
  return chromium.launch(CHROMIUM);
}

/** Signs the context in with the first demo order through the auth protocol, as the sign-in form does. */
async function signIn(context, baseUrl) {
  const { csrfToken } = await (await context.request.get(`${baseUrl}/api/auth/csrf`)).json();
  const response = await context.request.post(`${baseUrl}/api/auth/callback/order`, {
    form: { ...DEMO_ORDER, csrfToken, callbackUrl: `${baseUrl}/attractions`, json: 'true' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: HTTP ${response.status()}`);
}

/**
 * A fresh visitor (own cookies and HTTP cache), signed in through the auth protocol when asked.
 * Its browser asks for English: the stacks offer several languages, and every run measures the same one.
 * Service workers are blocked unless asked for: the monolith has none, and the page's own bytes and
 * times are what the budgets judge (a worker's answers count no bytes on the page's side);
 * `npm run bench:offline` measures the product's worker apart.
 */
async function newVisitor(browser, baseUrl, { signedIn, serviceWorkers = 'block' }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US', serviceWorkers });
  if (signedIn) await signIn(context, baseUrl);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

async function throttle(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * Records every response of the page: type, bytes on the wire (CDP encodedDataLength, headers
 * included), the body's share of them (as encoded), content encoding,
 * cache use, and who asked for it.
 */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    requests.set(requestId, { url: request.url, type, initiator: initiatorUrl(initiator), transferred: 0, body: 0, headerBytes: 0 });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.status = response.status;
    entry.encoding = headerValue(response.headers, 'content-encoding') ?? 'identity';
    entry.fromCache = Boolean(response.fromDiskCache || response.fromMemoryCache || response.fromPrefetchCache);
    // What had arrived when the response began: its status line and headers.
    entry.headerBytes = response.encodedDataLength ?? 0;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) {
      entry.transferred = encodedDataLength;
      // Chromium often reports 0 for a small body's dataReceived, so the body is the total less the headers.
      entry.body = Math.max(0, encodedDataLength - entry.headerBytes);
      entry.finished = true;
    }
  });
  return () => [...requests.values()].filter((entry) => entry.finished);
}

function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  const frames = initiator.stack?.callFrames ?? initiator.stack?.parent?.callFrames ?? [];
  return frames.find((frame) => frame.url)?.url ?? null;
}

function headerValue(headers, name) {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] : undefined;
}

module.exports = { CHROMIUM, launchBrowser, signIn, newVisitor, throttle, recordNetwork, SLOW_4G, CPU_SLOWDOWN, DEMO_ORDER };
