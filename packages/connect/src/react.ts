import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConnectHandle, type ConnectOptions, openConnect } from './open-connect';

export type { ConnectError, ConnectOptions, ConnectSuccess } from './open-connect';

export interface UseConnect {
  /** Opens the page; what is given here (typically the `token` or `url` just fetched) adds to the hook's options. */
  open: (overrides?: Partial<ConnectOptions>) => void;
  /** Closes it without calling onExit. */
  close: () => void;
  isOpen: boolean;
}

/**
 * `openConnect` as a React hook: the latest options' callbacks are called, `isOpen` follows the page, and the page
 * closes with the component that opened it.
 */
export function useConnect(options: Partial<ConnectOptions> = {}): UseConnect {
  const latest = useRef(options);
  const handle = useRef<ConnectHandle | undefined>(undefined);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    latest.current = options;
  });

  const open = useCallback((overrides: Partial<ConnectOptions> = {}) => {
    if (handle.current) return;
    const given = { ...latest.current, ...overrides };
    const ended = () => {
      handle.current = undefined;
      setIsOpen(false);
    };
    handle.current = openConnect({
      ...given,
      onSuccess: (result) => {
        ended();
        (overrides.onSuccess ?? latest.current.onSuccess)?.(result);
      },
      onExit: () => {
        ended();
        (overrides.onExit ?? latest.current.onExit)?.();
      },
      onError: (error) => (overrides.onError ?? latest.current.onError)?.(error),
    });
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    handle.current?.close();
    handle.current = undefined;
    setIsOpen(false);
  }, []);

  useEffect(() => () => handle.current?.close(), []);
  return { open, close, isOpen };
}
