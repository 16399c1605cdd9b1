import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

/**
 * Starts server/index.ts in its own process, as `npm start` does (without the build), on
 * DATA_DIR/UPLOADS_DIR under `folder`, and waits for its greeting. For what only a real
 * process shows: the first start, a restart, a kill.
 */
export function startServerProcess(folder: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: path.join(folder, 'data'),
      UPLOADS_DIR: path.join(folder, 'uploads'),
      GEOCODER_URL: 'off',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /draait op (http:\/\/\S+)/.exec(output)?.[1];
      if (url && /Beheerders?:|Demobeheerder:|Nog geen beheerder/.test(output)) {
        resolve({ child, url, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server stopped (${code}): ${output}`)));
  });
}

export async function stopServerProcess({ child }: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
