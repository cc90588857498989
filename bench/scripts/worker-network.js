// What service workers download themselves, which a page's own CDP session does not see: each
// worker target is attached as it starts (through the browser's CDP session) and its network
// followed, bytes on the wire as Chromium counts them (what the HTTP cache serves counts none).

/** Follows every service worker of `browser` from now on; `take()` gives the bytes since the last take. */
async function recordWorkerNetwork(browser) {
  const cdp = await browser.newBrowserCDPSession();
  let bytes = 0;
  cdp.on('Target.targetCreated', async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Network.enable', params: {} }) });
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { method, params } = JSON.parse(message);
    if (method === 'Network.loadingFinished') bytes += params.encodedDataLength;
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    stop: () => cdp.detach(),
  };
}

module.exports = { recordWorkerNetwork };
