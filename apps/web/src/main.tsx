import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { startEarly } from './app/start-early';
import { startErrorReportingWhenConfigured } from './app/start-error-reporting';
import { createAppStore } from './app/store';
import { selectSessionToken } from './shared/session/session-state';
import './app/global.css';

// Theme on <html> before the first paint; providers.tsx keeps it current.
document.documentElement.dataset.theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const store = createAppStore();
startEarly(selectSessionToken(store.getState()), window.location.pathname);
const router = createAppRouter(() => selectSessionToken(store.getState()) !== null);
void startErrorReportingWhenConfigured(router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
