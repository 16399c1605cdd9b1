import net from 'node:net';
import {
  commandAnswerSchema,
  controlSocketPath,
  maxLineBytes,
  maxSocketPathBytes,
  socketPathFits,
  type CommandRequest,
} from './protocol';
import { controlTexts } from './texts';

/**
 * Has the server that holds the DATA_DIR lock carry out the command; answers its message for the
 * operator, or throws an Error with a Dutch sentence saying what went wrong and what to do.
 */
export async function runThroughServer(dataDir: string, request: CommandRequest): Promise<string> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPathFits(socketPath)) throw new Error(controlTexts.pathTooLong(dataDir, maxSocketPathBytes));
  const line = await exchange(socketPath, `${JSON.stringify(request)}\n`, dataDir);
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new Error(controlTexts.badAnswer);
  }
  const answer = commandAnswerSchema.safeParse(json);
  if (!answer.success) throw new Error(controlTexts.badAnswer);
  if (!answer.data.ok) throw new Error(answer.data.message);
  return answer.data.message;
}

/** Sends one line and reads the one line that comes back before the server closes. */
function exchange(socketPath: string, request: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath, () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (Buffer.byteLength(received) > maxLineBytes) socket.destroy(new Error(controlTexts.badAnswer));
    });
    socket.on('end', () => {
      const end = received.indexOf('\n');
      if (end === -1) reject(new Error(controlTexts.hungUp));
      else resolve(received.slice(0, end));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing listens: a server still starting, or a killed one whose lock has not gone stale yet.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')
        reject(new Error(controlTexts.notAnswering(dataDir)));
      else if (error.code === 'EACCES' || error.code === 'EPERM') reject(new Error(controlTexts.noAccess(socketPath)));
      else if (error.code === undefined) reject(error);
      else reject(new Error(controlTexts.hungUp));
    });
  });
}
