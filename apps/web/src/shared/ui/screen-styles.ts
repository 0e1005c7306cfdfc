/**
 * Adds the stylesheet of a screen of the signed-in area to the page, once, when the screen's chunk loads (before
 * anything of it renders). The app's one stylesheet (main.tsx) keeps only what the screens without a session use,
 * so the Login screen downloads no styles of the others; a screen's styles ride in its own chunk instead, costing
 * no request of their own (docs/decisions.md, "Page weight"). Appended after the stylesheet, and so after antd's
 * styles (which antd prepends): the cascade is the one a single stylesheet gave.
 */
export function addScreenStyles(name: string, css: string): void {
  if (typeof document === 'undefined' || document.head.querySelector(`style[data-screen-styles="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.screenStyles = name;
  style.textContent = css;
  document.head.append(style);
}
