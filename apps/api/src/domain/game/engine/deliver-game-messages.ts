import type { AppliedGameEvent } from '../apply-game-event.ts';
import { buildServerMessage, type ClipMedia, type IssueMediaPath } from '../build-server-message.ts';
import type { GameConnection } from './game-connections.ts';

const CLOSE_NORMAL = 1000;

export interface DeliverGameMessagesOptions {
  applied: AppliedGameEvent;
  /** The socket whose message caused the event: it alone gets the messages meant for the sender. */
  sender: GameConnection | undefined;
  /** The game's open sockets in this process. */
  open: GameConnection[];
  clipMedia: (clipIds: string[]) => Promise<Map<string, ClipMedia>>;
  issuePath: IssueMediaPath;
}

/** Sends a committed event's messages as the wire shows them, and closes the sockets of a game that is over. */
export async function deliverGameMessages(options: DeliverGameMessagesOptions): Promise<void> {
  const { applied, sender, open, issuePath } = options;
  const clipIds = applied.messages.flatMap((message) => ('clipId' in message ? [message.clipId] : []));
  const media = await options.clipMedia(clipIds);
  for (const message of applied.messages) {
    const clip = 'clipId' in message ? media.get(message.clipId) : undefined;
    const wire = buildServerMessage({ gameId: applied.gameId, message, clip, result: applied.result, issuePath });
    if (message.audience === 'sender') sender?.send(wire);
    else for (const connection of open) connection.send(wire);
  }
  // Over: nothing more will come on these sockets.
  if (applied.state.phase === 'ended' || applied.state.phase === 'voided') {
    for (const connection of open) connection.close(CLOSE_NORMAL, 'Game over');
  }
}
