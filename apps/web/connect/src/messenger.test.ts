import { describe, expect, it, vi } from 'vitest';
import { accentColours } from './accent';
import { popupMessageOf, readPopupMessage } from './authorization-popup';
import { createMessenger, failureMessenger } from './messenger';

const APP = 'https://app.example.com';

/** A page framed by a host window (parent), or opened by one (opener), or on its own. */
function pageWindow(kind: 'framed' | 'opened' | 'alone') {
  const host = { postMessage: vi.fn() };
  const view: { opener: unknown; parent?: unknown } = { opener: kind === 'opened' ? host : null };
  view.parent = kind === 'framed' ? host : view;
  return { view: view as unknown as Window, host };
}

describe('the messages to the embedding app', () => {
  it('go to the parent frame or the opener, at the hash’s origin, when the application allows it', () => {
    for (const kind of ['framed', 'opened'] as const) {
      const { view, host } = pageWindow(kind);
      const messenger = createMessenger(view, APP, [APP]);
      expect(messenger.connected).toBe(true);
      messenger.post({ type: 'success', connectionId: 'c1', serviceId: 'bamboohr', status: 'connected' });
      expect(host.postMessage).toHaveBeenCalledWith(
        { source: 'portal-connect', type: 'success', connectionId: 'c1', serviceId: 'bamboohr', status: 'connected' },
        APP,
      );
    }
  });

  it('never go to an origin the application does not allow, nor without a host or an origin', () => {
    const { view, host } = pageWindow('framed');
    for (const messenger of [
      createMessenger(view, 'https://evil.example', [APP]),
      createMessenger(view, null, [APP]),
      createMessenger(view, APP, []),
      createMessenger(pageWindow('alone').view, APP, [APP]),
    ]) {
      expect(messenger.connected).toBe(false);
      messenger.post({ type: 'ready' });
    }
    expect(host.postMessage).not.toHaveBeenCalled();
  });

  it('before a session is known, carry only error and exit (nothing the token holder could not learn)', () => {
    const { view, host } = pageWindow('framed');
    const messenger = failureMessenger(view, APP);
    messenger.post({ type: 'ready' });
    messenger.post({ type: 'error', code: 'CONNECT_TOKEN_EXPIRED', message: 'This connect link has expired' });
    messenger.post({ type: 'exit' });
    expect(host.postMessage.mock.calls.map(([message]) => message.type)).toEqual(['error', 'exit']);
  });
});

describe('the OAuth popup’s message', () => {
  it("is read from our callback's redirect", () => {
    expect(popupMessageOf('?authorized=google-workspace')).toEqual({
      source: 'portal-connect-popup',
      authorized: 'google-workspace',
    });
    expect(popupMessageOf('?authorizationError=access_denied')).toEqual({
      source: 'portal-connect-popup',
      authorizationError: 'access_denied',
    });
    expect(popupMessageOf('')).toBeNull();
  });

  it('is taken only from the page’s own origin', () => {
    const data = { source: 'portal-connect-popup', authorized: 'x' };
    const origin = 'https://portal.example.com';
    expect(readPopupMessage({ origin, data } as MessageEvent, origin)).toEqual(data);
    expect(readPopupMessage({ origin: APP, data } as MessageEvent, origin)).toBeNull();
    expect(readPopupMessage({ origin, data: { source: 'other' } } as MessageEvent, origin)).toBeNull();
  });
});

describe('the brand colour', () => {
  it('draws text on it in black or white, whichever reads better, and falls back on a default', () => {
    expect(accentColours('#73c41d')).toEqual({ accent: '#73c41d', onAccent: '#000000' });
    expect(accentColours('#1a237e')).toEqual({ accent: '#1a237e', onAccent: '#ffffff' });
    expect(accentColours(null)).toEqual({ accent: '#0958d9', onAccent: '#ffffff' });
    expect(accentColours('red; background: url(x)').accent).toBe('#0958d9');
  });
});
