import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { adminMemberIds, ensureAdmin, findMemberByEmail, setPassword } from './auth/admins';
import { generatePassword } from './auth/passwords';
import { loadConfig, type Config } from './config';
import { asOneLine } from './contracts';
import { startControlServer } from './control/control-server';
import { createServices } from './container';
import type { Logger } from './logger';
import { keepRunning } from './process-guard';
import { createPino, jsonLogger, logRequests } from './production-log';
import { demoClubName, demoSettings } from './seed/settings';
import { neutralSettings, unnamedClub } from './settings/defaults';
import { openStore, type Store } from './store';
import { lockDataDir } from './store/lock';
import { makePrivateFolder, tightenModes } from './store/private-files';
import { configFindings, fileFindings, readStartupFacts } from './startup-checks';

function isEmpty(store: Store): boolean {
  return [store.members, store.events, store.pages, store.newsletters, store.images].every(
    (collection) => collection.size === 0,
  );
}

/** Seeds an empty club and makes sure it has an administrator; prints how to log in. */
async function prepare(config: Config, store: Store): Promise<string[]> {
  const lines: string[] = [];
  if (isEmpty(store) && config.seed === 'demo') {
    // Loaded only for a first start: the seed pulls in the image library.
    const { seedDemo } = await import('./seed');
    const { adminMemberId } = await seedDemo({
      store,
      uploadsDir: config.uploadsDir,
      now: () => new Date(),
      clubName: config.clubName ?? demoClubName,
    }).catch((error: unknown) => {
      throw new Error(
        `Het vullen met de democlub is mislukt: ${error instanceof Error ? error.message : String(error)}\n` +
          `Maak ${config.dataDir} en ${config.uploadsDir} leeg en start opnieuw.`,
      );
    });
    if (!config.adminEmail) {
      const password = generatePassword();
      await setPassword(store, adminMemberId, password);
      const email = store.members.get(adminMemberId)?.email ?? '?';
      lines.push(`Demobeheerder: ${email}`, `Wachtwoord:    ${password}  (wordt enkel nu getoond)`);
    }
    if (config.production) {
      lines.push(
        'Let op: SEED=demo: deze club is gevuld met verzonnen demogegevens (leden, wandeltochten, nieuwsbrieven).',
        'Voor de echte club: start zonder SEED=demo op een lege DATA_DIR en UPLOADS_DIR.',
      );
    }
  }
  // ADMIN_EMAIL / ADMIN_PASSWORD make a club's first administrator, and nothing after that: once there
  // is one, roles and passwords belong to the admin screens (a demoted admin named here stays demoted,
  // a changed password stays changed, on every later start).
  // In production these lines end up in the logs (journald, docker logs): no e-mail addresses there.
  const adminEmail = config.production ? 'het adres uit ADMIN_EMAIL' : config.adminEmail;
  const admins = adminMemberIds(store);
  if (config.adminEmail && config.adminPassword && admins.length === 0) {
    const { passwordSet } = await ensureAdmin(store, { email: config.adminEmail, password: config.adminPassword });
    lines.push(`Beheerder: ${adminEmail}${passwordSet ? ' (wachtwoord uit ADMIN_PASSWORD)' : ''}`);
  }
  if (lines.length === 0) {
    const emails = adminMemberIds(store)
      .map((id) => store.members.get(id)?.email)
      .filter(Boolean);
    const listed = config.production ? String(emails.length) : asOneLine(emails.join(', '));
    // Without one, the start prints the one-time setup link (main), and this line says so.
    lines.push(emails.length > 0 ? `Beheerders: ${listed}` : 'Nog geen beheerder.');
  }
  const named = config.adminEmail ? findMemberByEmail(store, config.adminEmail) : undefined;
  if (config.adminEmail && admins.length > 0 && !(named && admins.includes(named.id))) {
    lines.push(`ADMIN_EMAIL (${adminEmail}) is geen beheerder: die maakt enkel de eerste beheerder van een club.`);
  }
  return lines;
}

/**
 * The first start of a real club: the one-time link that makes its first admin (server/setup), on
 * PUBLIC_URL when it is set, else where the server listens. For the console only: it is a secret.
 */
function setupLines(config: Config, code: string | undefined, listening: string): string[] {
  if (!code) return [];
  const base = config.publicUrl === `http://localhost:${config.port}` ? listening : config.publicUrl;
  return [
    `Eerste start: maak de club en de eerste beheerder aan via deze eenmalige link: ${base}/admin/setup?code=${code}`,
    '(Of start opnieuw met ADMIN_EMAIL en ADMIN_PASSWORD om de eerste beheerder zo aan te maken.)',
  ];
}

async function main(): Promise<void> {
  // Whatever this process creates (data, photos, mail files, upload temp files) is its user's alone.
  process.umask(0o077);
  const envFile = existsSync('.env') ? path.resolve('.env') : undefined;
  if (envFile) process.loadEnvFile(envFile);
  const config = loadConfig();
  // Settings that would do harm stop the start here, before anything is written.
  const settingsFindings = configFindings(config);
  if (settingsFindings.refusals.length > 0) {
    throw new Error(['De server start niet:', ...settingsFindings.refusals.map((line) => `- ${line}`)].join('\n'));
  }
  for (const line of settingsFindings.warnings) console.warn(line);
  // Production: one JSON line per request and per message (server/production-log.ts); else the console.
  const json = config.production ? createPino() : undefined;
  const log: Logger = json ? jsonLogger(json) : console;
  keepRunning(log);
  await makePrivateFolder(config.uploadsDir);
  // DATA_DIR is this server's alone until it exits: a second server or the CLI would otherwise write
  // files that this one overwrites from memory. The CLI goes through the control socket instead.
  const lock = await lockDataDir(config.dataDir, {
    waitForStale: true,
    onWaiting: (message) => console.info(message),
    onLost: (error) => {
      console.error(error.message);
      process.exit(1);
    },
  });
  // Read before openStore makes DATA_DIR private, so the warnings can say what was loose.
  const facts = await readStartupFacts(config, envFile);
  const store = await openStore(config.dataDir);
  for (const line of fileFindings(facts, config).warnings) console.warn(line);
  // Data of an older version was brought to today's shape: say so, and where the files as they were are.
  if (store.upgrade) console.info(store.upgrade.message);
  const now = () => new Date();
  // A store from before the settings gets the texts it showed then: the demo club's, or a new club's.
  const initialSettings =
    config.seed === 'demo'
      ? () => demoSettings(config.clubName ?? demoClubName, { logoImageId: null, heroImageId: null })
      : () => neutralSettings(config.clubName ?? unnamedClub);
  const services = createServices({ config, store, log, now, initialSettings });
  const loginLines = await prepare(config, store);
  await services.settings.get();
  // Opening and checking the store leaves garbage the size of the data files; with --expose-gc
  // (scripts/node-flags.mjs) it is collected now, before the heap settles at that size.
  (globalThis as { gc?: () => void }).gc?.();

  const app = createApp({ config, store, services, now, log });
  const control = await startControlServer({ config, store, log });
  // Mail that was queued before a stop or a crash goes out now.
  services.mail.start();
  services.retention.start();
  services.auditRetention.start();
  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    console.info(
      [
        `${asOneLine(services.settings.clubName())} draait op http://${host}:${port}`,
        `Beheer: http://${host}:${port}/admin/login`,
        `E-mail: ${services.mailTransport}`,
        ...loginLines,
        ...setupLines(config, services.setup.code(), `http://${host}:${port}`),
      ].join('\n'),
    );
  });
  if (json) logRequests(server, json);
  // Photos an older version stored readable for all: closed in the background, since a large club has
  // a hundred thousand files there. UPLOADS_DIR itself is already private, so nothing below is reachable.
  tightenModes(config.uploadsDir).then(
    (changed) =>
      changed > 0 && log.info(`Rechten van ${changed} bestanden en mappen in ${config.uploadsDir} verstrengd.`),
    (error: unknown) => log.warn(`Kon de rechten in ${config.uploadsDir} niet nakijken:`, error),
  );

  const stop = () => {
    server.close();
    void Promise.allSettled([control.close(), services.close()])
      .then(() => lock.release())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
