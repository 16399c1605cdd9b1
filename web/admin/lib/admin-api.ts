import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { ApiError, apiGet, apiRequest, fallbackMessages, toApiError, type RequestOptions } from '../../lib/api-client';
import { isOffline } from '../outbox/send';
import { outboxTexts } from '../outbox/texts';
import { setOffline } from '../outbox/outbox-store';
import { clearReads, readCached, saveRead } from '../outbox/queue';
import { pathOf } from '../outbox/rewrite';
import { authorizationHeader, endSessionOn401, onSignOut, useSession } from '../session/session';

/** The dashboard's connection test must reach the server: a saved copy would say it works offline. */
const neverFromCache = new Set<string>([adminApiPaths.database]);

/**
 * GET an admin resource with the bearer header (SPEC §6). Each answer is kept in IndexedDB; when
 * the network fails (not on a server's error) the kept copy answers, so loaded screens open offline.
 */
export async function adminGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const cacheable = !neverFromCache.has(pathOf(path));
  const { token } = useSession.getState();
  try {
    const data = await apiGet<T>(path, { ...options, headers: { ...options.headers, ...authorizationHeader() } });
    setOffline(false);
    // Kept only while the token that asked is still the session's: an answer arriving after a logout
    // (which cleared the copies) must not leave member data behind.
    if (cacheable && data !== undefined && token && useSession.getState().token === token) {
      saveRead(path, data).catch((error: unknown) => console.warn('Bewaren voor offline gebruik mislukt:', error));
    }
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0 && !options.signal?.aborted) {
      setOffline(true);
      const cached = cacheable ? await readCached(path).catch(() => undefined) : undefined;
      if (cached) return cached.data as T;
    }
    return endSessionOn401(error);
  }
}

/**
 * A POST that only reads (an uploaded file to look at, an import's dry run): sent now or refused
 * offline, never queued, and without an Idempotency-Key, so the server keeps no copy of its large answer.
 */
export async function adminPostNow<T>(path: string, body: unknown): Promise<T> {
  if (isOffline()) throw new ApiError(0, outboxTexts.refusedOffline);
  return apiRequest<T>(path, { method: 'POST', body, headers: authorizationHeader() }).catch(endSessionOn401);
}

// Logging out on a shared laptop must not leave member data behind; the outbox stays (nothing is lost).
onSignOut(() => {
  clearReads().catch((error: unknown) => console.warn('Offline kopie wissen mislukt:', error));
});

/**
 * A file from the admin API (the Excel export): the blob and the name from Content-Disposition. A
 * POST (the selection's export) sends its body as JSON; it writes nothing, so it needs no outbox.
 */
export async function adminDownload(
  path: string,
  fallbackName: string,
  post?: { method: 'POST'; body: unknown },
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(
      path,
      post
        ? {
            method: 'POST',
            headers: { ...authorizationHeader(), 'Content-Type': 'application/json' },
            body: JSON.stringify(post.body),
          }
        : { headers: authorizationHeader() },
    );
  } catch {
    throw new ApiError(0, fallbackMessages.network);
  }
  if (!response.ok) endSessionOn401(await toApiError(response));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/** The file name of a Content-Disposition header; the RFC 5987 `filename*` wins over `filename`. */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  // Each part stops at a ';', so a long header is read once (ReDoS).
  const encoded = /;\s*filename\*\s*=[^';]*'[^';]*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

/** Lets the browser save a blob under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
