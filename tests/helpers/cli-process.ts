import { execFile } from 'node:child_process';
import path from 'node:path';

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs `npm run admin -- …` as its own process (server/cli.ts through tsx) on DATA_DIR/UPLOADS_DIR
 * under `folder`, the way startServerProcess lays them out. Resolves also when the CLI fails.
 */
export function runCli(folder: string, ...args: string[]): Promise<CliResult> {
  const env = { ...process.env, DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads') };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** The password the CLI printed once ("…: <password>" on the last line). */
export function printedPassword(result: CliResult): string {
  const password = /: (\S{20})$/m.exec(result.stdout)?.[1];
  if (!password) throw new Error(`Geen wachtwoord in de uitvoer: ${result.stdout}${result.stderr}`);
  return password;
}
