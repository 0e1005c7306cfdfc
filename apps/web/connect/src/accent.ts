/** The page's accent when the application has no primary colour: dark enough for white text (6:1). */
export const DEFAULT_ACCENT = '#0958d9';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The accent and the text drawn on it: black or white, whichever contrasts more, which is always at least 4.5:1
 * (the two meet at a luminance of about 0.18), so any brand colour makes readable buttons.
 */
export function accentColours(colour: string | null): { accent: string; onAccent: string } {
  const accent = colour && HEX_COLOUR.test(colour) ? colour : DEFAULT_ACCENT;
  const light = luminance(accent);
  const withWhite = 1.05 / (light + 0.05);
  const withBlack = (light + 0.05) / 0.05;
  return { accent, onAccent: withWhite >= withBlack ? '#ffffff' : '#000000' };
}

/** Sets the accent as CSS custom properties (the CSP allows setting styles from script, not inline style). */
export function applyAccent(root: HTMLElement, colour: string | null) {
  const { accent, onAccent } = accentColours(colour);
  root.style.setProperty('--accent', accent);
  root.style.setProperty('--on-accent', onAccent);
}
