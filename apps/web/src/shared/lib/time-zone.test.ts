import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('browserTimeZone', () => {
  it("answers the browser's zone and asks Intl only once per page", async () => {
    const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { browserTimeZone } = await import('./time-zone');
    const zone = browserTimeZone();
    expect(zone).toBe(expected);
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe(zone);
    expect(format).not.toHaveBeenCalled();
  });

  it('answers UTC when the browser names no zone', async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: '' }) }) as unknown as Intl.DateTimeFormat,
    );
    const { browserTimeZone } = await import('./time-zone');
    expect(browserTimeZone()).toBe('UTC');
  });

  it('is read when the browser is next idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    const { warmBrowserTimeZone, browserTimeZone } = await import('./time-zone');
    warmBrowserTimeZone();
    expect(format).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(format).toHaveBeenCalledTimes(1);
    browserTimeZone();
    expect(format).toHaveBeenCalledTimes(1);
  });
});
