import { downloadWhenShellRuns, startWaitingDownloads } from './script-downloads';

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

describe('remote scripts the preloader finds', () => {
  it('wait for the shell, then download once each, and later ones download at once', () => {
    downloadWhenShellRuns('https://auth.example/remoteEntry.js');
    downloadWhenShellRuns('https://auth.example/expose.js');
    expect(preloaded()).toEqual([]);

    startWaitingDownloads();
    expect(preloaded()).toEqual(['https://auth.example/remoteEntry.js', 'https://auth.example/expose.js']);

    downloadWhenShellRuns('https://attractions.example/remoteEntry.js');
    downloadWhenShellRuns('https://auth.example/remoteEntry.js');
    expect(preloaded()).toEqual([
      'https://auth.example/remoteEntry.js',
      'https://auth.example/expose.js',
      'https://attractions.example/remoteEntry.js',
    ]);
  });
});
