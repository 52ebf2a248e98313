import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the NATS server (NATS_URL, default nats://127.0.0.1:4222) that can be cut (every connection
 * dropped, new ones refused) and restored on the same port: a NATS outage, as one process sees it.
 */
export function natsProxy(initialPort = 0) {
  const nats = new URL(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  let port = initialPort;
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  return {
    url: () => `nats://127.0.0.1:${port}`,
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = tcpConnect(Number(nats.port || 4222), nats.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => {});
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          // Port 0 at first: the same port again when it is restored.
          const address = server?.address();
          if (typeof address === 'object' && address) port = address.port;
          resolve();
        });
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        const closing = server;
        server = null;
        if (closing) closing.close(() => resolve());
        else resolve();
      }),
  };
}
