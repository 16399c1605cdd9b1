/** The code that must stay out of the first load, and how the bench finds it in the JS. */
export type MarkerHit = { marker: string; hits: number; files: string[]; samples: string[] };

/**
 * What each forbidden marker means. '/admin/api' stands for admin code: only the admin area
 * calls it. A bare '/admin' is also counted, but apart, since the public router and links
 * may name the admin route without pulling its code in.
 */
export const forbiddenMarkers: { marker: string; pattern: RegExp }[] = [
  { marker: 'tiptap', pattern: /tiptap/gi },
  { marker: 'ProseMirror', pattern: /ProseMirror/g },
  { marker: 'leaflet', pattern: /leaflet/gi },
  { marker: '/admin/api', pattern: /\/admin\/api/g },
];
export const adminPathPattern = /\/admin/g;

/**
 * The entry names its lazy chunks by file name (e.g. "assets/leaflet-map-abc123.js" in a
 * preload list); such a name is a reference, not the code. Strip quoted .js/.css names first.
 */
export function withoutFileReferences(text: string): string {
  return text.replace(/(["'`])[^"'`\n]{0,200}?\.(?:js|css)\1/g, '""');
}

export function findMarker(texts: { file: string; text: string }[], marker: string, pattern: RegExp): MarkerHit {
  let hits = 0;
  const files: string[] = [];
  const samples: string[] = [];
  for (const { file, text } of texts) {
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    hits += matches.length;
    files.push(file);
    for (const match of matches.slice(0, 3 - samples.length)) {
      const at = match.index ?? 0;
      samples.push(text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' '));
    }
  }
  return { marker, hits, files, samples };
}
