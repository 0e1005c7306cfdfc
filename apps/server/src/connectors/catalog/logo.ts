/** Up to two initials of a vendor name: "Microsoft Intune" → "MI", "BambooHR" → "BA", "FedEx" → "FE". */
export function monogramOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /[a-z0-9]/i.test(word));
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
function textColourOn(hex: string): string {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#1f1f1f' : '#ffffff';
}

/** A 64×64 SVG monogram in the vendor's colour, as a data URL: logos without network at run time. */
export function monogramLogo(name: string, colour: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`Logo colour must be #rrggbb, got ${colour}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${name}">` +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="${textColourOn(colour)}">${monogramOf(name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
