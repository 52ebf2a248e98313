/* eslint-disable @typescript-eslint/no-explicit-any -- socket messages are inspected ad hoc by each test. */
// A WebSocket client for the API's live sockets (a game's, a tournament's round): it keeps every `{ type, payload }`
// message the server sends, in order and with when it arrived, so a test can wait for the next one of a type.
import { WebSocket } from 'ws';

export class MessageSocket<Message extends { type: string }> {
  readonly received: Message[] = [];
  /** When each message arrived (Date.now()), beside `received`. */
  readonly receivedAt: number[] = [];
  private readonly waiting: Array<() => void> = [];
  private cursor = 0;
  readonly closed: Promise<{ code: number; reason: string }>;

  protected constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Message);
      this.receivedAt.push(Date.now());
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const wake of this.waiting.splice(0)) wake();
      });
    });
  }

  /** Resolves once `ws` is open (rejects on its error). */
  protected static opened(ws: WebSocket): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  /** The next message not yet taken, optionally of a given type (others before it are skipped over). */
  async next<T extends Message['type']>(
    type?: T,
    timeoutMs = 3_000,
  ): Promise<Extract<Message, { type: T }> & { payload: any }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor++] as Message;
        if (!type || message.type === type) return message as any;
      }
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed while waiting for ${type ?? 'a message'}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${type ?? 'message'} within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Messages not yet taken by next(). */
  pending(): Message[] {
    return this.received.slice(this.cursor);
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(text: string) {
    this.ws.send(text);
  }

  async close() {
    this.ws.close();
    await this.closed;
  }
}
