import { z } from 'zod';
import { avatarColorSchema } from './players.ts';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** What others see instead of the username (leaderboards, friends); null until set. Older fixtures may omit it. */
  displayName: z.string().nullable().optional(),
  /** The chosen avatar colour; null for the default derived from the id. */
  avatarColor: avatarColorSchema.nullable().optional(),
  /** 'operator' opens the console at /admin; the server always says, older fixtures may not. */
  role: z.enum(['player', 'operator']).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The `userId` of a `/users/{userId}/...` path. Not strict: nested routes carry more params (a game id),
 * which their own schemas parse.
 */
export const userIdParamsSchema = z.object({ userId: z.uuid('Unknown user') });
