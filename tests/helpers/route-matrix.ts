import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionNames, isCollectionName, secretCollectionNames, storeKeyOf } from '../../server/store/collections';
import type { TestServer } from './api-server';

/** What the admin route matrices (admin-auth, admin-roles) share: the app's shell, the store to watch, a route's ids. */

const shell =
  '<!doctype html><html lang="nl"><head><title>Club</title></head><body><div id="root"></div></body></html>';

/** A built web app, as in production: unknown GET paths get its shell (and its not-found page). */
export async function withAppShell(server: TestServer): Promise<void> {
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
}

/**
 * A picture of every collection's revision but the sign-ins themselves and the mail queue (its worker
 * writes on its own time), so a new resource is watched without naming it here.
 */
export const storeState = (server: TestServer) =>
  JSON.stringify(
    collectionNames
      .filter((name) => !secretCollectionNames.includes(name) && name !== 'mail')
      .map((name) => [name, server.store[storeKeyOf(name)].revision]),
  );

/**
 * The route with its parameters filled: `ids` by the path's resource, else the resource's first record,
 * else an id none has (a route that let the call through would answer 404 or 400 there, which is no
 * refusal either).
 */
export function fillRoute(server: TestServer, ids: Readonly<Record<string, number>>, route: string): string {
  const resource = route.split('/')[3] ?? '';
  return route.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'role') return 'MEMBER';
    if (name !== 'id') throw new Error(`Geen testwaarde voor :${name} in ${route}`);
    if (ids[resource] !== undefined) return String(ids[resource]);
    const first = isCollectionName(resource) ? server.store[storeKeyOf(resource)].all()[0] : undefined;
    return String(first?.id ?? 1);
  });
}
