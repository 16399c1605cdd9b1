/**
 * The club's one theme colour (settings.club.themeColor) as --color-brand on the root element;
 * styles.css derives the darker and lighter shades from it. Set through the CSSOM, which the
 * content security policy allows (an inline style attribute it would not). The browser's
 * theme-color meta tag follows when the page has one.
 */
export function applyThemeColour(colour: string): void {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return;
  document.documentElement.style.setProperty('--color-brand', colour);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
}
