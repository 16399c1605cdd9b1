import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startClubServer } from './club-server';
import { startOutsideWorld } from './outside-world';

/**
 * Seeds the demo club once (the server makes its photos then), into a folder each worker copies
 * for its own server (the `club` fixture in test.ts). Workers inherit E2E_DEMO_TEMPLATE.
 */
export default async function seedDemoTemplate(): Promise<() => Promise<void>> {
  const template = await mkdtemp(path.join(os.tmpdir(), 'houtlandstappers-e2e-demo-'));
  const dataDir = path.join(template, 'data');
  const uploadsDir = path.join(template, 'uploads');
  await mkdir(dataDir);
  await mkdir(uploadsDir);
  const outside = await startOutsideWorld();
  try {
    // It greets once the seed is written and the e2e admin made; then its work is done.
    const server = await startClubServer({
      dataDir,
      uploadsDir,
      seed: 'demo',
      outsideURL: outside.url,
      withAdmin: true,
    });
    await server.stop();
  } finally {
    await outside.close();
  }
  process.env.E2E_DEMO_TEMPLATE = template;
  return async () => {
    await rm(template, { recursive: true, force: true });
  };
}
