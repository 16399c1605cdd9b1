import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { inspect } from 'node:util';
import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import { isAdminApiPath, isPublicApiPath } from './contracts/api-paths';
import type { Logger } from './logger';

/**
 * Production logs: one JSON line per request and per message on stdout, for journald, `docker logs`
 * or a log collector. Nothing in them names a member: no query strings (the unsubscribe link and the
 * setup link carry their keys there), no headers, no bodies, no IP addresses.
 */

/** Longer paths are cut: a 16 KB path of junk is one line of junk, not a flood. */
const maxPathLength = 300;

/** Errors in the log: what and where, never their other fields (a parser's error can hold the body). */
function errorFields(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
}

export function createPino(destination?: DestinationStream): Pino {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
    },
    destination,
  );
}

/** The app's Logger (console's shape) over pino: the text as `msg`, an Error as `err`. */
export function jsonLogger(log: Pino): Logger {
  const level =
    (write: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const msg = args
        .filter((arg) => arg !== err)
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 2, breakLength: Infinity })))
        .join(' ');
      if (err) log[write]({ err }, msg);
      else log[write](msg);
    };
  return { info: level('info'), warn: level('warn'), error: level('error') };
}

/** What kind of request, from its path alone: cheap to tell, and enough to filter the log by. */
export function routeKind(path: string): string {
  if (isPublicApiPath(path)) return 'api';
  if (isAdminApiPath(path)) return 'admin-api';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === '/healthz') return 'health';
  return 'page';
}

/** The path without its query string (which can hold a key), cut to a sane length. */
export function loggedPath(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.indexOf('?');
  const path = end === -1 ? raw : raw.slice(0, end);
  return path.length > maxPathLength ? `${path.slice(0, maxPathLength)}…` : path;
}

const started = Symbol('started');
const bytesBefore = Symbol('bytesBefore');
type Timed = ServerResponse & { [started]?: number; [bytesBefore]?: number };

/**
 * Logs every request the HTTP server gets, at the http level, so the public reads answered before
 * Koa (app.ts, the fast path) are in it too. One line when the answer is done or the client left.
 */
export function logRequests(server: Server, log: Pino): void {
  function done(this: Timed): void {
    const req = this.req as IncomingMessage | undefined;
    const path = loggedPath(req?.url);
    // The request keeps its socket; the answer lets go of it once finished.
    const socketBytes = req?.socket.bytesWritten;
    log.info({
      msg: 'request',
      method: req?.method,
      path,
      kind: routeKind(path),
      status: this.statusCode,
      ms: Math.round((performance.now() - (this[started] ?? 0)) * 10) / 10,
      // What went out on the connection for this answer, headers included (requests on one connection follow each other).
      bytes: socketBytes === undefined ? undefined : socketBytes - (this[bytesBefore] ?? 0),
      ...(this.writableFinished ? {} : { aborted: true }),
    });
  }
  // Before the app's own listener, which may answer at once (the fast path), so the counts start clean.
  server.prependListener('request', (req: IncomingMessage, res: Timed) => {
    res[started] = performance.now();
    res[bytesBefore] = req.socket.bytesWritten;
    res.once('close', done);
  });
}
