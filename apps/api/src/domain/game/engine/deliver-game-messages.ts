import type { GameResult } from '../read-game-result.ts';
import { buildServerMessage, type ClipMedia, type IssueMediaPath } from '../build-server-message.ts';
import type { RoundMessage } from '../rules/round-state.ts';
import type { GameConnection } from './game-connections.ts';

const CLOSE_NORMAL = 1000;

export interface DeliverGameMessagesOptions {
  gameId: string;
  messages: RoundMessage[];
  /** The settled result, when the messages end the game. */
  result: GameResult | undefined;
  /** The game is over: the sockets are closed after the messages. */
  over: boolean;
  /** The socket whose message caused the event: it alone gets the messages meant for the sender. */
  sender: GameConnection | undefined;
  /** The game's open sockets in this process. */
  open: GameConnection[];
  clipMedia: (clipIds: string[]) => Promise<ReadonlyMap<string, ClipMedia>>;
  issuePath: IssueMediaPath;
}

/** Sends a committed event's messages as the wire shows them, and closes the sockets of a game that is over. */
export async function deliverGameMessages(options: DeliverGameMessagesOptions): Promise<void> {
  const { gameId, messages, result, sender, open, issuePath } = options;
  const clipIds = messages.flatMap((message) => ('clipId' in message ? [message.clipId] : []));
  const media = await options.clipMedia(clipIds);
  for (const message of messages) {
    const clip = 'clipId' in message ? media.get(message.clipId) : undefined;
    const wire = buildServerMessage({ gameId, message, clip, result, issuePath });
    if (message.audience === 'sender') sender?.send(wire);
    else for (const connection of open) connection.send(wire);
  }
  // Over: nothing more will come on these sockets.
  if (options.over) for (const connection of open) connection.close(CLOSE_NORMAL, 'Game over');
}
