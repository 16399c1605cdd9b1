import type { Context } from 'koa';
import type { MemberRecord } from '../contracts';
import { membersWorkbookStream } from './excel-export';

/**
 * Answers an .xlsx of the members, streamed as it is made (excel-export.ts). The file is a zip
 * already: no gzip on top. HEAD makes no file. A client that stops reading for `stallMs` (a phone
 * gone to sleep) is let go, as the backup download does, so the file's work does not wait forever.
 */
export function answerWorkbook(
  ctx: Context,
  members: readonly MemberRecord[],
  fileName: string,
  stallMs: number,
): void {
  ctx.compress = false;
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.attachment(fileName);
  ctx.set('Cache-Control', 'no-store');
  if (ctx.method === 'HEAD') {
    ctx.status = 200;
    return;
  }
  const { socket } = ctx.req;
  const usual = socket.timeout ?? 0;
  ctx.res.setTimeout(stallMs, () => ctx.res.destroy());
  ctx.res.once('close', () => socket.setTimeout(usual));
  ctx.body = membersWorkbookStream(members);
}
