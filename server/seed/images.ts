import sharp from 'sharp';
import type { ImageRecord } from '../contracts';
import { ingestImage } from '../images/service';
import type { Store } from '../store';
import { landscapeSvg } from './landscape';
import { portraitSvg, type Hair } from './portrait';
import { seedOf } from './random';

/** Makes the demo pictures; each is drawn from its file name, so reseeding draws the same ones. */
export type SeedImages = {
  /** A 1600×1067 landscape, for banners and photo books. */
  landscape: (fileName: string) => Promise<ImageRecord>;
  /** A 600×600 avatar, for member photos. */
  portrait: (fileName: string, hair: Hair) => Promise<ImageRecord>;
  /** Any drawing, e.g. the club's logo. */
  drawing: (fileName: string, svg: string) => Promise<ImageRecord>;
};

/**
 * Renders at most `concurrency` pictures at a time (sharp is CPU-bound; a few in flight let
 * JPEG encoding and storing overlap with drawing) and records them one by one in the order
 * they were asked for, so image ids do not depend on timing.
 */
export function seedImages(deps: { store: Store; uploadsDir: string }, concurrency = 3): SeedImages {
  const render = limit(concurrency);
  let recorded: Promise<unknown> = Promise.resolve();

  const make = (fileName: string, svg: () => string): Promise<ImageRecord> => {
    const jpeg = render(() => sharp(Buffer.from(svg())).jpeg({ quality: 82 }).toBuffer());
    // Handled below in order; this keeps an early failure from counting as unhandled meanwhile.
    jpeg.catch(() => undefined);
    const record = recorded.then(async () => ingestImage(deps, { buffer: await jpeg, fileName }));
    recorded = record.catch(() => undefined);
    return record;
  };

  return {
    landscape: (fileName) => make(fileName, () => landscapeSvg(seedOf(fileName))),
    portrait: (fileName, hair) => make(fileName, () => portraitSvg(seedOf(fileName), hair)),
    drawing: (fileName, svg) => make(fileName, () => svg),
  };
}

function limit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its slot straight to the next one waiting.
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
