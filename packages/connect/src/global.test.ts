import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFrame, serveHostedPage } from './test/hosted-page';

/** Loads the script-tag build's entry as a `<script src>` of the given address would run it. */
async function loadFromScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  return import('./global');
}

beforeEach(() => serveHostedPage());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the script-tag build', () => {
  it('opens the page on the origin its script came from when no baseUrl is given', async () => {
    const { openConnect } = await loadFromScript('https://portal.example.com/connect/connect.js');
    const handle = openConnect({ token: 'cs_abc', onSuccess() {}, onExit() {}, onError() {} });
    expect(connectFrame()!.src).toMatch(/^https:\/\/portal\.example\.com\/connect\/cs_abc#origin=/);
    handle.close();
  });

  it('keeps a baseUrl that is given', async () => {
    const { openConnect } = await loadFromScript('https://cdn.example.com/connect.js');
    const handle = openConnect({
      token: 'cs_abc',
      baseUrl: 'https://portal.example.com',
      onSuccess() {},
      onExit() {},
      onError() {},
    });
    expect(connectFrame()!.src).toMatch(/^https:\/\/portal\.example\.com\/connect\/cs_abc#/);
    handle.close();
  });
});
