import { createBoundedQueue, type QueuePriority } from '../../lib/bounded-queue.ts';
import { createPasswordHashPool, type Argon2Options } from './password-hash-pool.ts';

// argon2id at OWASP's minimum profile in its 7 MiB, 5 passes form: the cheat sheet gives five settings of equal
// defence (46 MiB × 1 pass, 19 × 2, 12 × 3, 9 × 4, 7 × 5), trading memory for passes, and this one costs half the
// CPU time of the 19 MiB × 2 form here (12 ms against 24 ms a hash, decision 0092). Hashes stored with the
// earlier 19 MiB × 2 keep verifying: each hash carries its own parameters.
export const PASSWORD_HASH_OPTIONS: Argon2Options = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 };

/** The longest a sign-up or login waits for a hashing thread before it is told to come back (503 OVERLOADED). */
export const PASSWORD_HASH_MAX_WAIT_MS = 1_500;

const pool = createPasswordHashPool();
const queue = createBoundedQueue({
  name: 'password hashing',
  concurrency: pool.size,
  maxWaitMs: PASSWORD_HASH_MAX_WAIT_MS,
  // Before the first hash has told the pace: a hash's 12 ms with the other API process hashing on the same cores.
  initialServiceMs: 30,
});

/**
 * Whose hash goes first: a sign-up's ('first') before a login's or anything else's ('normal'). A new player has
 * nothing yet and waits on the form; a returning one who is shed comes back signed up, and during a burst of new
 * players the logins that follow each sign-up would otherwise take every other turn from the sign-ups still in
 * line (decision 0190).
 */
export type HashPriority = QueuePriority;

/** Refuses (503 OVERLOADED) before a sign-up or login counts as an attempt, when hashing could not take it. */
export function refuseIfHashingFull(priority: HashPriority = 'normal'): void {
  queue.refuseIfFull(priority);
}

// Hashing itself never refuses: the routes ask refuseIfHashingFull first, before the rate limits count the attempt,
// so a shed sign-up is never held against the player.
export function hashPassword(password: string, priority: HashPriority = 'normal'): Promise<string> {
  return queue.runAdmitted(
    () => pool.run({ op: 'hash', password, options: PASSWORD_HASH_OPTIONS }),
    priority,
  ) as Promise<string>;
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
  priority: HashPriority = 'normal',
): Promise<boolean> {
  // A malformed stored hash is a wrong password, never a crash that tells the caller something.
  return queue.runAdmitted(
    () =>
      pool.run({ op: 'verify', hash: passwordHash, password }).then(
        (valid) => valid === true,
        () => false,
      ),
    priority,
  );
}

let dummyHash: Promise<string> | undefined;

const dummyPassword = () => `dummy-${Math.random()}-${Date.now()}`;

/**
 * Starts every hashing thread and has each hash once, before the process says it is ready. A thread takes about
 * 100 ms to start (a V8 isolate and the argon2 module): a burst that met cold threads waited on them, and the queue,
 * seeing its first hashes take that long, shed the burst's first moment (performance note 0063). Straight on the
 * pool, not through the queue: a thread's start is not a hash's pace. The first of those hashes is the dummy one.
 */
export async function warmPasswordHashing(): Promise<void> {
  const warming = pool.warm({ op: 'hash', password: dummyPassword(), options: PASSWORD_HASH_OPTIONS });
  dummyHash ??= warming.then(([hash]) => (typeof hash === 'string' ? hash : hashPassword(dummyPassword())));
  await warming;
}

/**
 * A hash of nothing anyone knows, verified against when the email is unknown so that a login for an
 * unknown account costs the same time as one with a wrong password.
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(dummyPassword());
  return dummyHash;
}
