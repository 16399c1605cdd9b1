import type { Context } from 'koa';
import { sendGzippedOnce } from '../http/kept-text';

/** The whole admin member list as sent: its bytes, and their gzip once a client has asked for it. */
type Kept = { key: string; body: Buffer; gzip?: Buffer | null };

/**
 * GET /admin/api/members without parameters answers every member at once (SPEC §7; the member
 * screen asks for pages, the settings' administrators tab for the whole list): 6 MB of JSON for
 * 10,000 members. Made once per state of the members and their photos, kept as bytes (and gzip)
 * that every request shares: no per-request list, string or compression, which for 20 admins at
 * once came to seconds and hundreds of MB.
 */
export function wholeListAnswer() {
  let kept: Kept | undefined;
  return (ctx: Context, key: string, json: () => string): void => {
    if (kept?.key !== key) kept = { key, body: Buffer.from(json()) };
    ctx.status = 200;
    sendGzippedOnce(ctx, kept, 'application/json');
  };
}
