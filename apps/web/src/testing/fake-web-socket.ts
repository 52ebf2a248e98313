import { act } from '@testing-library/react';

// A stand-in for the browser's WebSocket (the game's socket and the tournament's live round): tests open, feed and
// drop it by hand and read what was sent. Install with vi.stubGlobal('WebSocket', FakeWebSocket).

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;
const ABNORMAL_CLOSURE = 1006;

export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  readonly url: string;
  readyState = CONNECTING;
  /** What the client sent, each frame parsed: the test reads them as the messages of its own protocol. */
  sent: Array<{ type: string; payload?: unknown }> = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as { type: string; payload?: unknown });
  }

  close(code = 1000): void {
    if (this.readyState === CLOSED) return;
    this.closedByClient = true;
    this.readyState = CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  // What the server does:

  acceptConnection(): void {
    act(() => {
      this.readyState = OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  receive(message: { type: string; payload?: unknown }): void {
    this.receiveRaw(JSON.stringify(message));
  }

  receiveRaw(data: string): void {
    act(() => this.onmessage?.({ data } as MessageEvent));
  }

  drop(code = ABNORMAL_CLOSURE): void {
    act(() => {
      this.readyState = CLOSED;
      this.onclose?.({ code } as CloseEvent);
    });
  }
}
