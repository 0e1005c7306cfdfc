import { render } from 'preact';
import { App } from './app';
import { isAuthorizedPath, relayAuthorization } from './authorization-popup';
import { browserLocale } from './locale';
import { translator } from './messages';
import { readPageAddress } from './page-address';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

if (isAuthorizedPath(window.location.pathname)) {
  // The OAuth popup, back from the vendor through our callback: tell the page and close; if the window is still
  // there (not opened by a script), say it can be closed.
  relayAuthorization(window);
  const locale = browserLocale(navigator.languages) ?? 'en';
  document.documentElement.lang = locale;
  render(
    <main class="page">
      <p class="card">{translator(locale)('popupDone')}</p>
    </main>,
    root,
  );
} else {
  render(<App address={readPageAddress(window.location.pathname, window.location.hash)} />, root);
}
