import Bowser from 'bowser';
import { adminSessionTexts as texts } from '../contracts';

/** Apple's phones and tablets are known by their model; every other system by its name. */
const models = new Set(['iPhone', 'iPad', 'iPod']);

/**
 * A device as the admin reads it in "Aangemeld op", from how its browser named itself (User-Agent):
 * "Firefox 132 op Windows" on a computer, "Safari op iPhone" on a phone or tablet (there the browser
 * comes with the system, so its version says little). "Onbekend toestel" when it is not a browser we know.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return texts.unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return texts.unknownDevice;
  const handheld = platform.type === 'mobile' || platform.type === 'tablet';
  const major = browser.version?.split('.')[0];
  const name = !handheld && major ? `${browser.name} ${major}` : browser.name;
  const place = platform.model && models.has(platform.model) ? platform.model : os.name;
  return place ? texts.device(name, place) : name;
}
