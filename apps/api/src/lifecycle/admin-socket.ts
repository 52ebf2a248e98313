import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

// The running server's door for operator commands on the embedded database, which only the server may open: a Unix
// socket in DATA_DIR, readable and writable by the owner of the data alone (mode 0600), so only who could open the
// database files could use it. One request a connection: a JSON line naming the command's words, answered by a
// JSON line with its exit code and what it printed.

export const ADMIN_SOCKET_NAME = 'admin.sock';
const MAX_REQUEST_BYTES = 4_096;
const CALL_TIMEOUT_MS = 30_000;

const requestSchema = z.object({ command: z.literal('users'), argv: z.array(z.string().max(320)).max(8) }).strict();
export type AdminRequest = z.infer<typeof requestSchema>;
export interface AdminAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, ADMIN_SOCKET_NAME);
}

/** Listens on DATA_DIR/admin.sock; the caller holds DATA_DIR's lock, so a socket file left there is stale. */
export async function startAdminSocket(options: {
  dataDir: string;
  run: (request: AdminRequest) => Promise<AdminAnswer>;
  onError: (error: unknown) => void;
}): Promise<{ close(): Promise<void> }> {
  const path = adminSocketPath(options.dataDir);
  rmSync(path, { force: true });
  const server: Server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return connection.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      connection.removeAllListeners('data');
      void answer(received.slice(0, end)).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<AdminAnswer> => {
    let parsed;
    try {
      parsed = requestSchema.safeParse(JSON.parse(line));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return { code: 2, stdout: '', stderr: 'The server did not understand the command.\n' };
    try {
      return await options.run(parsed.data);
    } catch (error) {
      options.onError(error);
      return { code: 1, stdout: '', stderr: 'The server could not run the command: see its log.\n' };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Sends one command to the running server's admin socket. */
export function callAdminSocket(dataDir: string, request: AdminRequest): Promise<AdminAnswer> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(adminSocketPath(dataDir));
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(CALL_TIMEOUT_MS, () => connection.destroy(new Error('the server did not answer in time')));
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as AdminAnswer);
      } catch {
        reject(new Error('the server gave no answer'));
      }
    });
  });
}
