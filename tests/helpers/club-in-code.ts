import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { demoClubName, demoSettings } from '../../server/seed/settings';

/**
 * Issue "Club settings": one build serves every club, so neither the web code nor the built assets
 * hold the demo club's name or texts: those live in the settings (server/seed/settings.ts for the demo).
 * The markers are taken from the seed, so they follow it when its texts change.
 */

/** Sentences of a rich text, without its tags; short ones (a greeting, a list item) could be anyone's. */
function sentencesOf(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 40);
}

/** The demo club's name without its article, and every longer sentence of its welcome, chairman's text and history. */
export function clubMarkers(): string[] {
  const { texts } = demoSettings(demoClubName, { logoImageId: null, heroImageId: null });
  const name = demoClubName.replace(/^de\s+/i, '');
  return [name, ...sentencesOf(texts.welcome), ...sentencesOf(texts.clubIntro), ...sentencesOf(texts.euraudaxHistory)];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A bundler may write "ë" as \u00eb: read such escapes back before looking. */
const unescaped = (text: string) =>
  text.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every file under `dir` that holds a marker, as 'path: marker' (relative to `dir`). */
export async function clubTextsUnder(dir: string, markers = clubMarkers()): Promise<string[]> {
  const hits: string[] = [];
  for (const file of await filesUnder(dir)) {
    const text = unescaped(await readFile(file, 'utf8'));
    for (const marker of markers) {
      if (text.includes(marker)) hits.push(`${path.relative(dir, file)}: ${marker}`);
    }
  }
  return hits.sort();
}
