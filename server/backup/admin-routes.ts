import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminApiPaths, auditActions, type BackupStatusAnswer, roleGroups } from '../contracts';
import type { AuditLog } from '../infra/audit-log';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { RateLimit } from '../infra/rate-limit';
import { archiveFileName } from './format';
import { backups } from './service';
import { backupTexts as texts } from './texts';

/**
 * GET /admin/api/backup: when the last backup was made, and how big it was.
 * GET /admin/api/backup/download: a fresh archive of all the club's data and photos, streamed as it is
 * made. It holds every member's data: admins only, never cached, one at a time and a few an hour, as
 * each one reads every photo and keeps a core busy.
 */
export function adminBackupRoutes(
  { store, config, now, log, services }: DepsWith<{ audit: Pick<AuditLog, 'record'> }>,
  gate: AdminGate,
): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.board);
  const club = backups({ store, config, now, log });
  // For the whole club rather than per admin: it is the server's disk and CPU that need the limit.
  const downloads = new RateLimit({ points: 6, durationSeconds: 3600 }, texts.tooMany);

  router.get(adminApiPaths.backup.status, async (ctx) => {
    const answer: BackupStatusAnswer = { last: await club.last() };
    ctx.body = answer;
  });
  router.get(adminApiPaths.backup.download, async (ctx) => {
    ctx.compress = false; // gzip already; koa-compress would only spend CPU on it
    ctx.type = 'application/gzip';
    ctx.set('Cache-Control', 'no-store');
    // HEAD makes no archive (it would read every photo for nothing) and costs no download; it answers
    // what a GET would now, as far as that is known without making one.
    if (ctx.method === 'HEAD') {
      club.refuseWhileDownloading();
      ctx.attachment(archiveFileName(now()));
      ctx.status = 200;
      return;
    }
    // A refusal while one runs costs no point of the hourly budget.
    if (!club.isDownloading()) await downloads.hit('club');
    const { fileName, stream } = await club.download();
    void services.audit.record({ kind: 'backup', action: auditActions.backupDownloaded });
    ctx.attachment(fileName);
    // A download that has sent nothing for a while (a phone gone to sleep) is ended, so the next one can
    // start. The socket may serve further requests (keep-alive): the limit is this download's alone.
    const { socket } = ctx.req;
    const usual = socket.timeout ?? 0;
    ctx.res.setTimeout(config.downloadStallMs, () => ctx.res.destroy());
    ctx.res.once('close', () => socket.setTimeout(usual));
    ctx.body = stream;
  });
  return router;
}
