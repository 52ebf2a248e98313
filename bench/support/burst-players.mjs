// A burst of new players against a running cluster, all at once: each signs up, signs in, opens a USD wallet,
// funds it through the sandbox checkout, and creates a game. Each player has an address of its own on the
// loopback network (127.1.x.y), as real players do, so the per-address limits of sign-up and login count each
// one apart. An answer 503 or 429 with Retry-After is waited out and tried again, as the web client does; so is
// a lost answer (a reset connection or a 502), with the same idempotency key and body. Counts what went wrong
// on the way: 502s, resets, and replays the server refused (a retry whose first try had in fact succeeded).
import { request as httpRequest, Agent } from 'node:http';
import { randomBytes } from 'node:crypto';

const MAX_ATTEMPTS = 30;
const REQUEST_TIMEOUT_MS = 90_000;
/** How long a reset or a 502 waits before the same request again (no Retry-After to go by). */
const LOST_ANSWER_PAUSE_MS = 500;
const MAX_RETRY_AFTER_S = 30;

/** The clips' league of player `index`: a few games a league, so creations do not all race for the same clips. */
export const BURST_GAMES_PER_LEAGUE = 10;
export const BURST_QUESTIONS = 5;
export const burstLeague = (index) => `Burst ${Math.floor(index / BURST_GAMES_PER_LEAGUE) + 1}`;

/**
 * The clips `players` games need, as one insert statement's SQL (fresh 'ready' clips, twice what a draw may want,
 * since a game may take all goals or all misses).
 */
export function burstClipsSql(players) {
  const leagues = Math.ceil(players / BURST_GAMES_PER_LEAGUE);
  const perLeague = 2 * BURST_GAMES_PER_LEAGUE * BURST_QUESTIONS + 4 * BURST_QUESTIONS;
  return `
    insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status,
                       pre_video_key, post_video_key, generator_version, created_at, updated_at)
    select gen_random_uuid(), 'Burst ' || l, 2020, 'Shot', case when n % 2 = 0 then 'goal' else 'miss' end,
           'manifest', 'burst-' || l || '-' || n, 'ready', 'burst/pre.mp4', 'burst/post.mp4', 'burst', now(), now()
      from generate_series(1, ${leagues}) as l, generate_series(1, ${perLeague}) as n
    on conflict do nothing`;
}

const isLostAnswer = (error) =>
  ['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT', 'UND_ERR_SOCKET'].includes(error.code) ||
  /socket hang up|other side closed/i.test(error.message);

/** One player's HTTP: its own loopback address, its cookies, and the retries a browser client makes. */
function playerClient({ baseUrl, origin, localAddress, tally }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress });
  const cookies = new Map();
  const target = new URL(baseUrl);

  function once(method, path, body, headers = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          localAddress,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            origin,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair.indexOf('=');
              cookies.set(pair.slice(0, at), pair.slice(at + 1));
            }
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: response.statusCode, headers: response.headers, body: json });
          });
          response.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** The request until it is answered for good: the attempts' times, and the answer. */
  async function send(step, method, path, body, headers) {
    const started = performance.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const attemptStarted = performance.now();
      let response;
      try {
        response = await once(method, path, body, headers);
      } catch (error) {
        if (!isLostAnswer(error)) throw error;
        tally.resets += 1;
        tally.lost.push({ step, attempt });
        await pause(LOST_ANSWER_PAUSE_MS);
        continue;
      }
      tally.attempts[step] ??= [];
      tally.attempts[step].push({ ms: performance.now() - attemptStarted, status: response.status });
      if (response.status === 502 || response.status === 504) {
        tally.badGateway += 1;
        tally.lost.push({ step, attempt });
        await pause(LOST_ANSWER_PAUSE_MS);
        continue;
      }
      const retryAfter = Number(response.headers['retry-after']);
      // A wait of minutes (a rate limit's hour) is an answer for good: the player is stuck.
      if ((response.status === 503 || response.status === 429) && retryAfter <= MAX_RETRY_AFTER_S) {
        tally.shed[response.status] = (tally.shed[response.status] ?? 0) + 1;
        // Spread over a second past the hint, so the players sent back together do not all come back together.
        await pause(retryAfter * 1_000 + Math.random() * 1_000);
        continue;
      }
      if (response.status === 503) tally.unavailableWithoutRetryAfter += 1;
      return { ...response, attempts: attempt, totalMs: performance.now() - started };
    }
    throw new Error(`${step}: no answer after ${MAX_ATTEMPTS} attempts`);
  }

  return { send, close: () => agent.destroy() };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One new player's way to a created game; resolves to where it got, never rejects. */
async function onePlayer({ index, runId, baseUrl, origin, tally, signUpOnly }) {
  const localAddress = `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const client = playerClient({ baseUrl, origin, localAddress, tally });
  const expect = (step, response, ...statuses) => {
    if (!statuses.includes(response.status)) {
      throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body?.error ?? response.body)}`);
    }
  };
  try {
    const tag = `${runId}${index}`;
    const email = `burst.${tag}@example.com`;
    const password = 'Correct1Horse';
    const signUp = await client.send('signUp', 'POST', '/api/register', {
      firstName: 'Burst',
      lastName: 'Player',
      username: `burst_${tag}`,
      email,
      password,
      dateOfBirth: '1990-05-17',
    });
    tally.signUpMs.push(signUp.totalMs);
    // A retry refused because its first try had in fact succeeded: the player would be stuck on the form.
    let refused = false;
    if (signUp.status === 409 && signUp.attempts > 1) {
      tally.replayRefused.push('signUp');
      refused = true;
    } else expect('signUp', signUp, 201);
    if (signUpOnly) return { through: !refused };

    const login = await client.send('login', 'POST', '/api/auth/login', { email, password });
    expect('login', login, 200);
    const userId = login.body.data.user?.id ?? login.body.data.id;

    const wallet = await client.send('wallet', 'POST', `/api/users/${userId}/wallets`, {
      currency: 'USD',
      entityType: 'personal',
      default: true,
    });
    let walletId = wallet.body?.data?.id;
    if (wallet.status === 409 && wallet.attempts > 1) {
      tally.replayRefused.push('wallet');
      refused = true;
      const list = await client.send('wallets', 'GET', `/api/users/${userId}/wallets`);
      walletId = list.body.data.find((each) => each.currency === 'USD')?.id;
    } else expect('wallet', wallet, 200, 201);

    const fund = await client.send('fund', 'POST', `/api/users/${userId}/fund`, {
      idempotencyKey: `burst-${tag}-fund`,
      walletId,
      amount: { value: 20, currency: 'USD' },
    });
    expect('fund', fund, 200, 201);
    const checkout = new URL(fund.body.data.paymentLink).pathname;
    const paid = await client.send('pay', 'POST', `${checkout}/pay`, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect('pay', paid, 303);

    const game = {
      numberOfQuestions: BURST_QUESTIONS,
      league: burstLeague(index),
      from: 2015,
      to: 2025,
      stake: { value: 1, currency: 'USD' },
      walletId,
    };
    const odds = await client.send('odds', 'POST', '/api/games/odds', game);
    expect('odds', odds, 200);
    const created = await client.send('game', 'POST', `/api/users/${userId}/games`, game, {
      'idempotency-key': `burst-${tag}-game`,
    });
    expect('game', created, 200, 201);
    if (created.attempts > 1) tally.gameRetries += 1;
    if (refused) tally.failures.push(`player ${index}: a retry was refused as a duplicate`);
    return { through: !refused };
  } catch (error) {
    tally.failures.push(`player ${index}: ${error.message}`);
    return { through: false };
  } finally {
    client.close();
  }
}

/** The p-th percentile (0–100) of `values`, by nearest rank; NaN for none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Sends `players` new players at `baseUrl` at once and waits for them all. `origin` is the app's public origin
 * (its state-changing requests must come from it); `signUpOnly` stops each player after the sign-up, for what the
 * sign-ups alone cost. The figures: how many got through, the 502s and resets seen,
 * each sign-up's time from its first try to its answer (retries included) and its attempts' own times.
 */
export async function runBurst({ baseUrl, origin, players, signUpOnly = false }) {
  const tally = {
    resets: 0,
    badGateway: 0,
    unavailableWithoutRetryAfter: 0,
    shed: {},
    attempts: {},
    signUpMs: [],
    replayRefused: [],
    gameRetries: 0,
    lost: [],
    failures: [],
  };
  const runId = randomBytes(3).toString('hex');
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: players }, (_, index) => onePlayer({ index, runId, baseUrl, origin, tally, signUpOnly })),
  );
  const signUpAttempts = (tally.attempts.signUp ?? []).map((attempt) => attempt.ms);
  return {
    players,
    through: results.filter((result) => result.through).length,
    badGateway: tally.badGateway,
    resets: tally.resets,
    unavailableWithoutRetryAfter: tally.unavailableWithoutRetryAfter,
    shed: tally.shed,
    replayRefused: tally.replayRefused.reduce((counts, step) => ({ ...counts, [step]: (counts[step] ?? 0) + 1 }), {}),
    gameRetries: tally.gameRetries,
    signUpP50Ms: percentile(tally.signUpMs, 50),
    signUpP99Ms: percentile(tally.signUpMs, 99),
    signUpAttemptP99Ms: percentile(signUpAttempts, 99),
    signUpAttempts: signUpAttempts.length,
    wallMs: performance.now() - started,
    failures: tally.failures,
  };
}
