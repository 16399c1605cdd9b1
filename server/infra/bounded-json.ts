/** An answer from an outside service (geocoder, captcha) that is larger than we ever need. */
export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`antwoord groter dan ${Math.round(maxBytes / 1000)} kB`);
  }
}

/**
 * Reads a JSON answer of at most maxBytes. A service that sends more (broken, or not the service we
 * think) is cut off and refused rather than held in memory; bad JSON is a SyntaxError, as from json().
 */
export async function readBoundedJson(response: Response, maxBytes: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new AnswerTooLarge(maxBytes);
    }
    chunks.push(part.value);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
