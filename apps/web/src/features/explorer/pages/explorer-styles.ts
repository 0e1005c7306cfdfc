/**
 * The explorer's styles, in its own chunk: the app's one stylesheet (vite cssCodeSplit off) is what /login loads,
 * and the explorer's rules are not needed before the explorer opens (docs/decisions.md).
 */
export const EXPLORER_CSS = `
.explorer { display: flex; min-height: calc(100vh - 120px); margin: calc(-1 * var(--content-padding, 24px)); }
.explorer__sidebar { width: 280px; flex: none; background: #001529; color: rgba(255, 255, 255, 0.85); padding: 20px 12px; }
.explorer__sidebar .ant-typography { color: rgba(255, 255, 255, 0.85); }
.explorer__logo { display: block; width: 32px; height: 32px; margin: 0 12px 12px; }
.explorer__title { margin: 0 12px 4px !important; color: #fff !important; }
.explorer__intro { margin: 0 12px 16px !important; font-size: 13px; }
.explorer__application { width: calc(100% - 24px); margin: 0 12px 12px; }
.explorer__menu { background: transparent !important; border: 0 !important; }
.explorer__menu-item { display: inline-flex; align-items: center; gap: 4px; }
.explorer__method { min-width: 58px; text-align: center; font-size: 11px; }
.explorer__main { flex: 1; min-width: 0; padding: 24px; display: flex; flex-direction: column; gap: 16px; container-type: inline-size; }
.explorer__variable { min-width: 240px; flex: 1; margin-bottom: 8px; }
.explorer__new-variable { max-width: 480px; margin-bottom: 8px; }
.explorer__more { padding: 0; }
.explorer__columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; align-items: start; }
/* Form and response side by side only when each gets room (from ~1920 px windows); narrower, the request's code and
   response come under the form at full width (at 1440 px they were two ~370 px columns beside the menus). */
@container (max-width: 1099px) { .explorer__columns { grid-template-columns: minmax(0, 1fr); } }
.explorer__right { display: flex; flex-direction: column; gap: 16px; }
.explorer__run { margin-top: 12px; }
.explorer__language { width: 170px; }
.explorer__code { margin: 0; overflow: auto; white-space: pre; font-size: 12px; }
.explorer__code--request { max-height: 420px; }
.explorer__code--response { max-height: 480px; }
@media (max-width: 1024px) {
  .explorer { flex-direction: column; }
  .explorer__sidebar { width: auto; }
  .explorer__columns { grid-template-columns: minmax(0, 1fr); }
  .explorer__main { padding: 12px; }
}
`;
