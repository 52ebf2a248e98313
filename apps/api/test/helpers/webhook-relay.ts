import { createServer, type ServerResponse } from 'node:http';

/** Sees each delivery first: answers it itself (returns true) or lets the relay forward it (returns false). */
export type InterceptDelivery = (response: ServerResponse) => boolean;

export interface WebhookRelay {
  /** The relay's address for `path`, to give the sandbox as its webhook URL. */
  urlFor(path: string): string;
  close(): Promise<void>;
}

/**
 * Stands between the sandbox and the API as a network would: each delivery goes to `intercept` first, which may
 * answer it (an outage, a response held until the process dies); the rest are forwarded with their signature to
 * `forwardTo(path)`, read when the delivery arrives, and answered with the API's own answer (502 when unreachable).
 */
export async function startWebhookRelay(options: {
  forwardTo: (path: string) => string;
  intercept?: InterceptDelivery;
  port?: number;
}): Promise<WebhookRelay> {
  const relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (options.intercept?.(response)) return;
      try {
        const forwarded = await fetch(options.forwardTo(request.url ?? '/'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': String(request.headers['sandbox-signature']),
          },
          body: Buffer.concat(chunks),
        });
        response.writeHead(forwarded.status).end(await forwarded.text());
      } catch {
        response.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => relay.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('the webhook relay has no address');
  return {
    urlFor: (path) => `http://127.0.0.1:${address.port}${path}`,
    close: () => new Promise((resolve) => relay.close(() => resolve())),
  };
}
