import type { z } from 'zod';

/** What a socket is told of a frame that is not JSON text. */
export const NOT_JSON_MESSAGE = 'Messages must be JSON';
const INVALID_MESSAGE = 'Invalid message';

/**
 * A live socket's frame (text, or null for a binary one) parsed by its contract schema: the message, or the first
 * problem's text for an errorOccurred. Nothing is judged until the frame is a well-formed message.
 */
export function parseSocketMessage<Schema extends z.ZodType>(
  schema: Schema,
  text: string | null,
): { error: string } | { message: z.infer<Schema> } {
  if (text === null) return { error: NOT_JSON_MESSAGE };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: NOT_JSON_MESSAGE };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { error: result.error.issues[0]?.message ?? INVALID_MESSAGE };
  return { message: result.data };
}
