import { z } from 'zod';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `/users/{userId}/...` path parameter. */
export const userIdParamsSchema = z.strictObject({ userId: z.uuid('Unknown user') });
