import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { serve } from '../proxy/testing/serve';
import { createFaviconRedirect } from './favicon';

describe('/favicon.ico', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'citypass-icon-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const answer = async () => {
    const app = express();
    app.get('/favicon.ico', createFaviconRedirect(dir));
    const served = await serve(app);
    try {
      const response = await fetch(`${served.url}/favicon.ico`, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location'), body: await response.text() };
    } finally {
      await served.close();
    }
  };

  it("sends a browser to the build's hashed icon", async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'favicon.0123456789.svg'), '<svg/>');
    expect(await answer()).toMatchObject({ status: 302, location: '/favicon.0123456789.svg' });
  });

  it('answers 404 when the build has no icon', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    expect(await answer()).toEqual({ status: 404, location: null, body: 'Not found' });
  });
});
