// How long a first start takes to offer a playable game (within 60 s): the production build
// on its embedded defaults in an empty data folder, rendering in the background as `npm start` does, timed
// from the process's start until GET /games/options offers a league and a new player gets a quote for a
// 5-question game on it (every question a fresh, rendered clip). Needs `npm run build`.
//
//   node bench/first-start.mjs
import { signedInPlayer, startBuiltApp } from './support/built-app.mjs';

export const FIRST_START_GOAL_SECONDS = 60;
const GIVE_UP_SECONDS = 300;

export async function benchFirstStart() {
  const started = performance.now();
  // The defaults of `npm start`: rendering in the background, nothing else set.
  const app = await startBuiltApp({ rendering: true });
  const listening = (performance.now() - started) / 1000;
  try {
    const player = await signedInPlayer(app.baseUrl);
    const headers = { cookie: player.cookie, origin: app.baseUrl, 'content-type': 'application/json' };
    const created = await fetch(`${app.baseUrl}/api/users/${player.userId}/wallets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ currency: 'USD', entityType: 'personal', default: true }),
    });
    if (!created.ok) throw new Error(`create wallet: ${created.status}`);
    const walletId = (await created.json()).data.id;
    for (;;) {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed > GIVE_UP_SECONDS) throw new Error(`no playable game after ${GIVE_UP_SECONDS} s`);
      const options = (await (await fetch(`${app.baseUrl}/api/games/options`)).json()).data;
      if (options.leagues.length > 0) {
        const quote = await fetch(`${app.baseUrl}/api/games/odds`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            numberOfQuestions: 5,
            league: options.leagues[0],
            from: Math.min(...options.years),
            to: Math.max(...options.years),
            stake: { value: 1, currency: 'USD' },
            walletId,
          }),
        });
        if (quote.ok) return { listening, playable: elapsed, league: options.leagues[0] };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await app.close();
  }
}

export function formatFirstStartBench(r) {
  return [
    `first start: playable in ${r.playable.toFixed(1)} s (goal ≤ ${FIRST_START_GOAL_SECONDS} s)`,
    `  listening after ${r.listening.toFixed(1)} s; first league offered: ${r.league}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatFirstStartBench(await benchFirstStart()));
}
