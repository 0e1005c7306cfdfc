import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once in the life of the component, also under StrictMode's double effects: for what must not
 * happen twice, such as sending a single-use key or code, or showing a notice once.
 */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}
