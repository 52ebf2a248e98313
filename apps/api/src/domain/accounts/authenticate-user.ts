import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from './account-constants.ts';
import { toAccountUser, type AccountUser } from './account-user.ts';
import { getDummyPasswordHash, verifyPassword } from './password-hash.ts';

export interface AuthenticateUserOptions {
  db: AppDatabase;
  /** Normalised by the contract. */
  email: string;
  password: string;
}

/** The user whose email and password these are; one answer for every kind of failure. */
export async function authenticateUser({ db, email, password }: AuthenticateUserOptions): Promise<AccountUser> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  // An unknown email still pays for one argon2 verification, so timing does not tell which emails exist.
  const passwordHash = row?.passwordHash ?? (await getDummyPasswordHash());
  const valid = await verifyPassword(passwordHash, password);
  if (!row || !valid) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  // Said only to whoever knows the password: an operator locked the account.
  if (row.lockedAt) throw new DomainError('ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
  return toAccountUser(row);
}
