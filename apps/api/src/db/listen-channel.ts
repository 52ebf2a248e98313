import pg from 'pg';

// One PostgreSQL LISTEN on a connection of its own (a pooled connection cannot hold a LISTEN), re-made when it
// drops: a restarted database or a network blip costs the notices sent meanwhile, so after every re-made
// connection `onReconnect` lets the caller catch up from the database.

export interface ListenChannelOptions {
  url: string;
  channel: string;
  onNotice: (payload: string | undefined) => void;
  /** The connection was lost and is listening again: notices sent in between were missed. */
  onReconnect: () => void;
  onError: (error: unknown) => void;
  /** Wait before trying again after a failure (default 1 s). */
  retryMs?: number;
}

export interface ListenChannel {
  /** Resolves once listening (the first time). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenChannel(options: ListenChannelOptions): ListenChannel {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let retry: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: options.url, application_name: 'gom-listen' });
    client = current;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (!closed) options.onError(error);
      current.removeAllListeners('notification');
      current.end().catch(() => undefined);
      if (client === current) client = null;
      scheduleRetry();
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('the LISTEN connection ended')));
    current.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotice(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (closed) {
      await current.end().catch(() => undefined);
      return;
    }
    if (connectedOnce) options.onReconnect();
    connectedOnce = true;
    markReady();
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      markReady();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
