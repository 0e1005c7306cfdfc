import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PAGE_URL,
  PORTAL_ORIGIN,
  SUCCESS_MESSAGE,
  callbacks,
  closeOpened,
  connectDialog,
  connectFrame,
  openConnect,
  postFromPage,
  serveHostedPage,
} from './test/hosted-page';

const source = 'portal-connect';

/** The button the app's user clicked to open Connect (where the focus goes back). */
function opener() {
  const button = document.createElement('button');
  button.textContent = 'Connect HR system';
  document.body.append(button);
  button.focus();
  return button;
}

beforeEach(() => serveHostedPage());
afterEach(() => {
  closeOpened();
  document.body.replaceChildren();
});

describe('openConnect in a modal', () => {
  it('opens an accessible dialog framing the page, with our origin and the locale in its hash', () => {
    openConnect({ url: PAGE_URL, locale: 'sv', ...callbacks() });
    const dialog = connectDialog()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Anslut ditt konto');
    expect(document.activeElement).toBe(dialog);
    const src = new URL(connectFrame()!.src);
    expect(src.origin + src.pathname).toBe(PAGE_URL);
    expect(Object.fromEntries(new URLSearchParams(src.hash.slice(1)))).toEqual({
      origin: 'https://app.example.com',
      locale: 'sv',
    });
  });

  it('builds the page address from a token and the portal address, without a locale when none is given', () => {
    openConnect({ token: 'cs_abc', baseUrl: `${PORTAL_ORIGIN}/`, ...callbacks() });
    expect(connectFrame()!.src).toBe(`${PORTAL_ORIGIN}/connect/cs_abc#origin=https%3A%2F%2Fapp.example.com`);
  });

  it('refuses to open without an address', () => {
    expect(() => openConnect({ token: 'cs_abc', ...callbacks() })).toThrow(/needs `url`, or `token` with `baseUrl`/);
  });

  it('shows the page when it is ready, sized as it asks, and hands every message to onEvent', () => {
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    const frame = connectFrame()!;
    expect(frame.classList.contains('pcx-hidden')).toBe(true);
    expect(document.body.textContent).toContain('Loading…');
    postFromPage(frame.contentWindow, { source, type: 'ready' });
    postFromPage(frame.contentWindow, { source, type: 'resize', height: 431.6 });
    expect(frame.classList.contains('pcx-hidden')).toBe(false);
    expect(document.body.textContent).not.toContain('Loading…');
    expect(document.activeElement).toBe(frame);
    expect(frame.style.height).toBe('432px');
    expect(events.onEvent.mock.calls.map(([message]) => message.type)).toEqual(['ready', 'resize']);
  });

  it('ignores messages from another origin, from another window of the same origin, and malformed ones', () => {
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    const success = SUCCESS_MESSAGE;
    const other = document.createElement('iframe');
    other.src = `${PORTAL_ORIGIN}/connect/cs_other`;
    document.body.append(other);

    postFromPage(connectFrame()!.contentWindow, success, 'https://evil.example.com');
    postFromPage(other.contentWindow, success);
    postFromPage(null, success);
    postFromPage(connectFrame()!.contentWindow, { ...success, connectionId: 42 });
    postFromPage(connectFrame()!.contentWindow, { type: 'exit' });

    expect(events.onSuccess).not.toHaveBeenCalled();
    expect(events.onExit).not.toHaveBeenCalled();
    expect(events.onEvent).not.toHaveBeenCalled();
    expect(connectDialog()).not.toBeNull();
  });

  it('calls onSuccess with the connection and closes, giving the focus back', () => {
    const button = opener();
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    postFromPage(connectFrame()!.contentWindow, SUCCESS_MESSAGE);
    expect(events.onSuccess).toHaveBeenCalledExactlyOnceWith({ connectionId: 'c1', serviceId: 'bamboohr' });
    expect(connectDialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
    expect(events.onExit).not.toHaveBeenCalled();
  });

  it('calls onExit and closes when the page exits', () => {
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    postFromPage(connectFrame()!.contentWindow, { source, type: 'exit' });
    expect(events.onExit).toHaveBeenCalledOnce();
    expect(connectDialog()).toBeNull();
  });

  it('calls onError and stays open, showing the page: it shows the error (an expired link never says ready)', () => {
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    postFromPage(connectFrame()!.contentWindow, {
      source,
      type: 'error',
      code: 'token_expired',
      message: 'This connect link has expired',
    });
    expect(events.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'token_expired',
      message: 'This connect link has expired',
    });
    expect(connectDialog()).not.toBeNull();
    expect(connectFrame()!.classList.contains('pcx-hidden')).toBe(false);
    expect(document.activeElement).toBe(connectFrame());
  });

  it('exits on Escape, restoring the focus and the page’s scrolling; no message is heard after', () => {
    const button = opener();
    document.body.style.overflow = 'auto';
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    const frameWindow = connectFrame()!.contentWindow;
    expect(document.body.style.overflow).toBe('hidden');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(events.onExit).toHaveBeenCalledOnce();
    expect(connectDialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('auto');
    postFromPage(frameWindow, { source, type: 'exit' });
    expect(events.onExit).toHaveBeenCalledOnce();
  });

  it('exits from its close button and from a click on the backdrop, not from a click inside', () => {
    const first = callbacks();
    openConnect({ url: PAGE_URL, ...first });
    connectDialog()!.click();
    expect(first.onExit).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(first.onExit).toHaveBeenCalledOnce();

    const second = callbacks();
    openConnect({ url: PAGE_URL, ...second });
    document.querySelector<HTMLElement>('.pcx-backdrop')!.click();
    expect(second.onExit).toHaveBeenCalledOnce();
    expect(connectDialog()).toBeNull();
  });

  it('keeps the focus inside: Tab past either end wraps, focus moved outside comes back', () => {
    const button = opener();
    openConnect({ url: PAGE_URL, ...callbacks() });
    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    const [start, end] = document.querySelectorAll<HTMLElement>('.pcx-sentinel');
    // Loading: our Close is the one control.
    end!.focus();
    expect(document.activeElement).toBe(close);
    button.focus();
    expect(document.activeElement).toBe(close);

    // Shown: the page has its own Close, ours goes; the focus stays in the page.
    const frame = connectFrame()!;
    postFromPage(frame.contentWindow, { source, type: 'ready' });
    expect(close.hidden).toBe(true);
    end!.focus();
    expect(document.activeElement).toBe(frame);
    start!.focus();
    expect(document.activeElement).toBe(frame);
    button.focus();
    expect(document.activeElement).toBe(frame);
  });

  it('closes without a callback when the app closes it', () => {
    const events = callbacks();
    const handle = openConnect({ url: PAGE_URL, ...events });
    handle.close();
    handle.close();
    expect(connectDialog()).toBeNull();
    expect(events.onExit).not.toHaveBeenCalled();
  });
});
