// toBeVisible, toBeEnabled, toHaveTextContent…: assertions about what the user sees.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerNavigator } from './shared/lib/navigation';
import { installBrowserFetch } from './shared/lib/test/browser-fetch';

// The screens call the real server (test-support/web-api-server.ts) at happy-dom's origin.
installBrowserFetch();

afterEach(() => {
  cleanup();
  registerNavigator(null);
  window.localStorage.clear();
});
