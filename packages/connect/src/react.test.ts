import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnect } from './react';
import {
  PAGE_URL,
  SUCCESS_MESSAGE,
  connectDialog,
  connectFrame,
  postFromPage,
  serveHostedPage,
} from './test/hosted-page';

const source = 'portal-connect';

beforeEach(() => serveHostedPage());
afterEach(() => document.body.replaceChildren());

describe('useConnect', () => {
  it('opens the page with the url given to open, follows it with isOpen, and calls the latest onSuccess', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender, unmount } = renderHook((onSuccess) => useConnect({ locale: 'fi', onSuccess }), {
      initialProps: first,
    });
    expect(result.current.isOpen).toBe(false);

    act(() => result.current.open({ url: PAGE_URL }));
    expect(result.current.isOpen).toBe(true);
    expect(connectFrame()!.src).toContain('locale=fi');
    // A second open while one is showing does not stack another dialog.
    act(() => result.current.open({ url: PAGE_URL }));
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);

    rerender(latest);
    act(() => postFromPage(connectFrame()!.contentWindow, SUCCESS_MESSAGE));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith({ connectionId: 'c1', serviceId: 'bamboohr' });
    expect(result.current.isOpen).toBe(false);
    expect(connectDialog()).toBeNull();
    unmount();
  });

  it('reports an exit, and closes on close() without one', () => {
    const onExit = vi.fn();
    const { result, unmount } = renderHook(() => useConnect({ url: PAGE_URL, onExit }));
    act(() => result.current.open());
    act(() => postFromPage(connectFrame()!.contentWindow, { source, type: 'exit' }));
    expect(onExit).toHaveBeenCalledOnce();
    expect(result.current.isOpen).toBe(false);

    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(connectDialog()).toBeNull();
    expect(onExit).toHaveBeenCalledOnce();
    unmount();
  });

  it('closes the page when the component that opened it goes away', () => {
    const { result, unmount } = renderHook(() => useConnect({ url: PAGE_URL }));
    act(() => result.current.open());
    expect(connectDialog()).not.toBeNull();
    unmount();
    expect(connectDialog()).toBeNull();
  });
});
