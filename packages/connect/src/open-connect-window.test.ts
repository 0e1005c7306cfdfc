import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS } from './open-connect';
import {
  PAGE_URL,
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

/** A window the browser opened for `window.open` (or refused: null), closed like a real one. */
function stubWindowOpen(opens: boolean) {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  const open = vi.spyOn(window, 'open');
  open.mockReturnValue(opens ? (popup as unknown as Window) : null);
  return { popup, open };
}

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name);

beforeEach(() => {
  serveHostedPage();
  vi.useFakeTimers();
});
afterEach(() => {
  closeOpened();
  document.body.replaceChildren();
});

describe('openConnect when the page cannot be framed', () => {
  it('offers a window when the frame never says ready, and continues there on the click', () => {
    const events = callbacks();
    openConnect({ url: PAGE_URL, ...events });
    vi.advanceTimersByTime(READY_TIMEOUT_MS - 1);
    expect(buttonNamed('Continue in a new window')).toBeUndefined();
    vi.advanceTimersByTime(1);
    const button = buttonNamed('Continue in a new window')!;
    expect(document.body.textContent).toContain('The connection page cannot be shown here.');
    expect(document.activeElement).toBe(button);

    const { popup, open } = stubWindowOpen(true);
    button.click();
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe(`${PAGE_URL}#origin=https%3A%2F%2Fapp.example.com`);
    expect(name).toBe('portal-connect');
    expect(features).toMatch(/^popup,width=480,height=720/);
    expect(connectFrame()).toBeNull();
    expect(document.body.textContent).toContain('Continue in the new window.');

    postFromPage(popup as unknown as Window, SUCCESS_MESSAGE);
    expect(events.onSuccess).toHaveBeenCalledExactlyOnceWith({ connectionId: 'c1', serviceId: 'bamboohr' });
    expect(popup.close).toHaveBeenCalled();
    expect(connectDialog()).toBeNull();
  });

  it('shows the frame after all when it says ready late, before the user chose a window', () => {
    openConnect({ url: PAGE_URL, ...callbacks() });
    vi.advanceTimersByTime(READY_TIMEOUT_MS);
    postFromPage(connectFrame()!.contentWindow, { source, type: 'ready' });
    expect(buttonNamed('Continue in a new window')).toBeUndefined();
    expect(connectFrame()!.style.display).toBe('');
  });

  it('says so when the browser refuses the window too', () => {
    openConnect({ url: PAGE_URL, locale: 'de', ...callbacks() });
    vi.advanceTimersByTime(READY_TIMEOUT_MS);
    stubWindowOpen(false);
    buttonNamed('In einem neuen Fenster fortfahren')!.click();
    expect(document.body.textContent).toContain('Der Browser hat das neue Fenster blockiert.');
  });
});

describe('openConnect in a window (mode popup)', () => {
  it('opens the page in a window, hears only that window, and exits when the user closes it', () => {
    const { popup, open } = stubWindowOpen(true);
    const events = callbacks();
    openConnect({ url: PAGE_URL, mode: 'popup', ...events });
    expect(open).toHaveBeenCalledOnce();
    expect(connectDialog()).toBeNull();

    postFromPage({} as Window, SUCCESS_MESSAGE);
    expect(events.onSuccess).not.toHaveBeenCalled();
    postFromPage(popup as unknown as Window, { source, type: 'error', code: 'vendor_refused', message: 'Bad key' });
    expect(events.onError).toHaveBeenCalledExactlyOnceWith({ code: 'vendor_refused', message: 'Bad key' });

    popup.closed = true;
    vi.advanceTimersByTime(500);
    // One more beat for a success posted just before the window closed.
    expect(events.onExit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(events.onExit).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(events.onExit).toHaveBeenCalledOnce();
  });

  it('calls onSuccess when the page in the window succeeds, and closes the window', () => {
    const { popup } = stubWindowOpen(true);
    const events = callbacks();
    openConnect({ url: PAGE_URL, mode: 'popup', ...events });
    postFromPage(popup as unknown as Window, SUCCESS_MESSAGE);
    expect(events.onSuccess).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(events.onExit).not.toHaveBeenCalled();
  });

  it('opened outside a click, the refused window becomes a dialog whose button opens it', () => {
    const { open } = stubWindowOpen(false);
    const events = callbacks();
    openConnect({ url: PAGE_URL, mode: 'popup', ...events });
    expect(connectFrame()).toBeNull();
    expect(connectDialog()!.textContent).toContain('The browser blocked the new window.');

    const { popup } = stubWindowOpen(true);
    buttonNamed('Continue in a new window')!.click();
    expect(open).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toContain('Continue in the new window.');
    postFromPage(popup as unknown as Window, { source, type: 'exit' });
    expect(events.onExit).toHaveBeenCalledOnce();
    expect(connectDialog()).toBeNull();
  });
});
