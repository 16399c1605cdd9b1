import { ApiError, apiGet, fallbackMessages, toApiError, type RequestOptions } from '../../lib/api-client';
import { authorizationHeader, useSession } from './session';

/** A refused token ends the session, so the guard sends the admin to the login instead of showing errors. */
export function endSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) useSession.getState().signOut();
  throw error;
}

/** GET an admin resource with the bearer header (SPEC §6). */
export function adminGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiGet<T>(path, { ...options, headers: { ...options.headers, ...authorizationHeader() } }).catch(
    endSessionOn401,
  );
}

/** A file from the admin API (the Excel export): the blob and the name from Content-Disposition. */
export async function adminDownload(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: authorizationHeader() });
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
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
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
