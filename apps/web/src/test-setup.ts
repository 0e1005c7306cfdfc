// toBeVisible, toBeEnabled, toHaveTextContent…: assertions about what the user sees.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerNavigator } from './shared/lib/navigation';
import { installBrowserFetch } from './shared/lib/test/browser-fetch';

// The screens call the real server (test-support/web-api-server.ts) at happy-dom's origin.
installBrowserFetch();

// A screen's first answer comes from a real server and, since the data layer loads lazily, after a dynamic import:
// on a loaded two-core machine that can pass the library's one-second default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  registerNavigator(null);
  window.localStorage.clear();
});
