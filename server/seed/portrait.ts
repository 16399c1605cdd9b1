import { mix, seededRandom } from './random';

const backgrounds: [string, string][] = [
  ['#2e7d5b', '#8fc9a8'],
  ['#3b6ea5', '#9cc3e6'],
  ['#a5573b', '#f0b48f'],
  ['#6b4f9a', '#c3aee3'],
  ['#8a7a2e', '#e3d489'],
  ['#3f7f8c', '#a6d8de'],
  ['#9a3f5f', '#e7a6bd'],
];

export type Hair = 'short' | 'long';

/** A friendly avatar: a light head-and-shoulders silhouette on a coloured background. */
export function portraitSvg(seed: number, hair: Hair, size = 600): string {
  const rng = seededRandom(seed);
  const [dark, light] = rng.pick(backgrounds);
  const figure = mix(light, '#ffffff', 0.7);
  const hairColor = mix(dark, '#1c1c1c', rng.between(0.15, 0.5));
  const head = { x: 300 + rng.between(-12, 12), y: 245 + rng.between(-8, 8), r: rng.between(88, 100) };
  const hairShape =
    hair === 'long'
      ? `<ellipse cx="${head.x}" cy="${head.y + 45}" rx="${head.r + 24}" ry="${head.r + 70}" fill="${hairColor}"/>`
      : `<circle cx="${head.x}" cy="${head.y - 20}" r="${head.r + 4}" fill="${hairColor}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="${rng.between(80, 520)}" cy="${rng.between(60, 200)}" r="${rng.between(120, 220)}" fill="#ffffff" opacity="0.12"/>
${hairShape}
<path d="M70,600 C80,440 190,370 300,370 C410,370 520,440 530,600 Z" fill="${figure}"/>
<rect x="${head.x - 42}" y="${head.y + 55}" width="84" height="90" rx="30" fill="${figure}"/>
<circle cx="${head.x}" cy="${head.y}" r="${head.r}" fill="${figure}"/>
</svg>`;
}
