/** Reads the bench server's stdout and stderr: its ready line, its last lines and the errors it logged. */
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** The line the server prints on stdout once it listens (server/index.ts). */
const readyMarker = 'draait op';

export type ServerErrors = { lines: number; kinds: { text: string; count: number }[] };

export type Output = {
  stdout: string[];
  stderr: string[];
  stderrTotal: number;
  errorKinds: Map<string, number>;
  onLine: Set<(line: string) => void>;
};

/** Keeps reading both pipes (a full pipe would stall the server), keeps the last lines and counts logged errors. */
export function collectOutput(child: ChildProcessByStdio<null, Readable, Readable>): Output {
  const output: Output = { stdout: [], stderr: [], stderrTotal: 0, errorKinds: new Map(), onLine: new Set() };
  const follow = (stream: Readable, lines: string[], onLine: (line: string) => void) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        onLine(line);
        for (const listener of output.onLine) listener(line);
      }
    });
  };
  follow(child.stdout, output.stdout, () => undefined);
  follow(child.stderr, output.stderr, (line) => {
    if (!line) return;
    output.stderrTotal += 1;
    const kind = errorKind(line);
    if (kind) output.errorKinds.set(kind, (output.errorKinds.get(kind) ?? 0) + 1);
  });
  return output;
}

/**
 * The server logs each failed request as "Fout bij <method> <path>: <error>" plus a stack;
 * the report wants the kinds and how often, not hundreds of stack lines. Uuids and ids are
 * blanked so one kind of error on many images counts as one.
 */
function errorKind(line: string): string | undefined {
  if (!line.startsWith('Fout bij')) return undefined;
  return line
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}')
    .replace(/\/\d+\b/g, '/{id}');
}

export function waitForReady(
  child: ChildProcessByStdio<null, Readable, Readable>,
  output: Output,
  timeoutMs: number,
  exitReason: () => string | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      output.onLine.delete(onLine);
      child.off('exit', onExit);
      child.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const failure = (reason: string) => {
      const lines = [...output.stderr, ...output.stdout].filter(Boolean).slice(-12);
      return new Error(`${reason}${lines.length > 0 ? `; its last output:\n    ${lines.join('\n    ')}` : ''}`);
    };
    const onLine = (line: string) => {
      if (line.includes(readyMarker)) finish();
    };
    // 'exit' can come before the last output is read; wait a tick so the message is complete.
    const onExit = () => setTimeout(() => finish(failure(exitReason() ?? 'the server exited')), 100);
    const onError = (error: Error) => finish(failure(`could not start the server: ${error.message}`));
    const timer = setTimeout(() => finish(failure(`no '${readyMarker}' line within ${timeoutMs / 1000} s`)), timeoutMs);
    output.onLine.add(onLine);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}
