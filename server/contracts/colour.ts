/**
 * WCAG 2.x contrast for the club's theme colour: the site puts white text on it (buttons, the hero),
 * so the admin warns when the pair reads badly. No zod here: the public pages may import it.
 */

/** The sRGB channels of "#rrggbb", each 0–255; undefined for anything else. */
export function parseHexColour(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of white text on this colour, 1 to 21; undefined for a malformed colour. */
export function contrastWithWhite(hex: string): number | undefined {
  const rgb = parseHexColour(hex);
  if (!rgb) return undefined;
  return 1.05 / (relativeLuminance(rgb) + 0.05);
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

export const colourTexts = {
  lowContrast: (ratio: number) =>
    `Witte tekst is slecht leesbaar op deze kleur (contrast ${ratio.toFixed(1).replace('.', ',')}:1, minstens 4,5:1 nodig volgens WCAG AA). Kies een donkerdere kleur.`,
} as const;

/** The warning for white text on this colour, or undefined when it passes WCAG AA. */
export function contrastWarning(hex: string): string | undefined {
  const ratio = contrastWithWhite(hex);
  return ratio !== undefined && ratio < minimumContrast ? colourTexts.lowContrast(ratio) : undefined;
}
