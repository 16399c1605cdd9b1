import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '../config';
import type { Store } from '../store';
import { CommandError, runCommand } from './commands';
import { commandRequestSchema, controlSocketPath, maxLineBytes, socketPathFits, type CommandAnswer } from './protocol';
import { controlTexts } from './texts';

type Log = Pick<Console, 'info' | 'warn' | 'error'>;
type Deps = { config: Config; store: Store; log: Log };
export type ControlServer = { close: () => Promise<void> };

const none: ControlServer = { close: async () => undefined };

/**
 * Lets the CLI work through this running server: one JSON request per connection on a Unix socket
 * in DATA_DIR, carried out on the server's own in-memory store, so the next write from memory does
 * not overwrite it. Start it only while holding the DATA_DIR lock: an old socket file is removed.
 * Without the channel the server still runs; the CLI then says to stop the server first.
 */
export async function startControlServer(deps: Deps): Promise<ControlServer> {
  const { config, log } = deps;
  const socketPath = controlSocketPath(config.dataDir);
  if (!socketPathFits(socketPath)) {
    log.warn(controlTexts.serverPathTooLong(config.dataDir));
    return none;
  }
  const server = net.createServer((socket) => serve(socket, deps));
  try {
    const folder = path.dirname(socketPath);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // mkdir leaves an existing folder as it was; the folder is what keeps other users out before the chmod below.
    await chmod(folder, 0o700);
    // Left by a killed server; with the lock held it cannot belong to a live one.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn(controlTexts.serverNoChannel(error instanceof Error ? error.message : String(error)));
    return none;
  }
  server.on('error', (error) => log.error('Fout in het bedieningskanaal:', error));
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(socketPath, { force: true });
    },
  };
}

function serve(socket: net.Socket, deps: Deps): void {
  // A caller that connects and says nothing is let go; once a command runs (a backup can take long) it may.
  socket.setTimeout(30_000, () => socket.destroy());
  socket.setEncoding('utf8');
  socket.on('error', () => undefined); // the CLI went away (Ctrl-C); nothing to answer
  let received = '';
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1 && Buffer.byteLength(received) <= maxLineBytes) return;
    socket.off('data', onData);
    socket.setTimeout(0);
    const answering = end === -1 ? Promise.resolve(refusal()) : answer(received.slice(0, end), deps);
    void answering.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  };
  socket.on('data', onData);
}

function refusal(): CommandAnswer {
  return { ok: false, message: controlTexts.badRequest };
}

async function answer(line: string, { config, store, log }: Deps): Promise<CommandAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return refusal();
  }
  // The CLI checked the same schema already; failing here means another version or another caller.
  const parsed = commandRequestSchema.safeParse(json);
  if (!parsed.success) return refusal();
  const { command } = parsed.data;
  try {
    const message = await runCommand({ store, config }, parsed.data);
    // Only the command's name: its e-mail address and a new password are for the operator's eyes alone.
    log.info(`Beheeropdracht via de opdrachtregel uitgevoerd: ${command}`);
    return { ok: true, message };
  } catch (error) {
    if (error instanceof CommandError) return { ok: false, message: error.message };
    log.error(`Beheeropdracht ${command} via de opdrachtregel mislukt:`, error);
    return { ok: false, message: controlTexts.failed };
  }
}
