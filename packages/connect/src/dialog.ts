import type { ConnectTexts } from './texts';

/** Above anything a host page is likely to stack (its own modals included). */
const Z_INDEX = 2147483000;
/** Until the page says how tall it is. */
const INITIAL_HEIGHT = 600;

// Class names carry a prefix a host page will not use; inline rules where a host's stylesheet could interfere.
const CSS = `
.pcx-backdrop{position:fixed;inset:0;z-index:${Z_INDEX};display:flex;align-items:center;justify-content:center;
padding:16px;box-sizing:border-box;background:rgba(15,23,42,.55)}
.pcx-dialog{position:relative;display:flex;flex-direction:column;width:min(480px,100%);max-height:100%;
background:#fff;color:#1f2937;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden;
outline:none;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.pcx-frame{display:block;width:100%;height:${INITIAL_HEIGHT}px;max-height:calc(100vh - 32px);border:0;
background:transparent;transition:height .15s}
.pcx-frame.pcx-hidden{opacity:0}
.pcx-status{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:24px}
.pcx-offer{display:flex;flex-direction:column;align-items:center;gap:16px;padding:56px 24px 40px;text-align:center}
.pcx-offer p{margin:0;overflow-wrap:anywhere}
.pcx-button{font:inherit;font-weight:600;color:#fff;background:#1677ff;border:0;border-radius:8px;padding:10px 18px;
cursor:pointer}
.pcx-close{position:absolute;top:8px;right:8px;z-index:1;width:32px;height:32px;border:0;border-radius:50%;
background:rgba(255,255,255,.9);color:#374151;font:22px/1 sans-serif;cursor:pointer}
.pcx-button:focus-visible,.pcx-close:focus-visible{outline:2px solid #1677ff;outline-offset:2px}
@media (max-width:520px){.pcx-backdrop{padding:0}.pcx-dialog{width:100%;height:100%;border-radius:0}
.pcx-frame{flex:1;height:100%!important;max-height:none}}
@media (prefers-reduced-motion:reduce){.pcx-frame{transition:none}}
`;

/** The modal around the hosted page; what the page's messages and the component's fallbacks change in it. */
export interface ConnectDialog {
  /** The frame showing the hosted page (none once the page moved to a window). */
  readonly frame: HTMLIFrameElement | undefined;
  /** The page answered (ready, or an error it shows): show it and give it the focus, the first time. */
  showFrame(): void;
  setFrameHeight(height: number): void;
  /**
   * The page cannot be shown here (`notShown`), or the browser refused to open its window without a click
   * (`windowBlocked`): a button opens it in a window, the user's click letting the browser do so.
   */
  offerWindow(onContinue: () => void, reason: 'notShown' | 'windowBlocked'): void;
  /** The page went to a window: the frame goes, a note (or, when the browser refused the window, why) stays. */
  showWindowOpened(opened: boolean): void;
  /** Removes the dialog, its listeners and the scroll lock; gives the focus back to where it was. */
  destroy(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = text;
  return node;
}

/**
 * Opens the accessible modal: role=dialog with aria-modal, the focus kept inside (sentinels around it send Tab back,
 * and focus landing elsewhere on the page returns), Escape, the close button or a click on the backdrop dismiss it.
 * Without `src` (a popup the browser blocked) it opens without a frame.
 */
export function openDialog(options: { src?: string; texts: ConnectTexts; onDismiss: () => void }): ConnectDialog {
  const { texts, onDismiss } = options;
  const previousFocus = document.activeElement;
  const previousOverflow = document.body.style.overflow;

  const root = element('div', 'pcx');
  root.append(element('style', '', {}, CSS));
  const backdrop = element('div', 'pcx-backdrop');
  const dialog = element('div', 'pcx-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-label': texts.title });
  dialog.tabIndex = -1;
  const close = element('button', 'pcx-close', { type: 'button', 'aria-label': texts.close }, '×');
  const startSentinel = element('div', 'pcx-sentinel', { tabindex: '0' });
  const endSentinel = element('div', 'pcx-sentinel', { tabindex: '0' });
  dialog.append(close);
  backdrop.append(startSentinel, dialog, endSentinel);
  root.append(backdrop);

  let frame: HTMLIFrameElement | undefined;
  let status: HTMLElement | undefined;
  let offer: HTMLElement | undefined;
  if (options.src) {
    frame = element('iframe', 'pcx-frame pcx-hidden', {
      title: texts.title,
      src: options.src,
      allow: 'clipboard-write',
    });
    frame.tabIndex = -1;
    status = element('p', 'pcx-status', { role: 'status' }, texts.loading);
    dialog.append(status, frame);
  }

  const focusable = () =>
    [close, frame?.tabIndex === 0 ? frame : null, offer?.querySelector('button')].filter(
      (item) => !!item?.isConnected && !item.hidden,
    );
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Node | null;
    if (target === startSentinel) focusable().at(-1)?.focus();
    else if (target === endSentinel || !target || !root.contains(target)) (focusable()[0] ?? dialog).focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDismiss();
  };
  close.addEventListener('click', onDismiss);
  backdrop.addEventListener('click', (event) => event.target === backdrop && onDismiss());
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onKeyDown, true);

  document.body.append(root);
  document.body.style.overflow = 'hidden';
  dialog.focus();

  const showOffer = (text: string, button?: HTMLButtonElement) => {
    offer?.remove();
    offer = element('div', 'pcx-offer', { role: 'status' });
    offer.append(element('p', '', {}, text));
    if (button) offer.append(button);
    dialog.append(offer);
  };

  return {
    get frame() {
      return frame;
    },
    showFrame() {
      if (!frame || frame.tabIndex === 0) return;
      status?.remove();
      offer?.remove();
      offer = undefined;
      frame.classList.remove('pcx-hidden');
      frame.style.display = '';
      frame.tabIndex = 0;
      // The page has its own Close (and Escape) once it shows: ours would sit on top of it.
      close.hidden = true;
      frame.focus();
    },
    setFrameHeight(height) {
      if (frame) frame.style.height = `${Math.round(Math.min(Math.max(height, 120), 4000))}px`;
    },
    offerWindow(onContinue, reason) {
      status?.remove();
      close.hidden = false;
      if (frame) frame.style.display = 'none';
      const button = element('button', 'pcx-button', { type: 'button' }, texts.continueInWindow);
      button.addEventListener('click', onContinue);
      showOffer(texts[reason], button);
      button.focus();
    },
    showWindowOpened(opened) {
      if (opened) {
        frame?.remove();
        frame = undefined;
        showOffer(texts.inWindow);
        close.focus();
      } else {
        offer?.querySelector('p')?.replaceChildren(texts.windowBlocked);
      }
    },
    destroy() {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      root.remove();
      document.body.style.overflow = previousOverflow;
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    },
  };
}
