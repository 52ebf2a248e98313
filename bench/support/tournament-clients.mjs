// The tournament benchmark's entrants, in a worker thread of their own (as game-clients.mjs does for games): a
// thousand sockets' frames and timers must not delay the server's event loop. Each entrant plays the live round: on
// `questionSent` it says its clip is ready after `readyMs` and answers after its think time for that question; it
// times each answer to its `answerLocked`. The echo mode drives a bare echo server with the same timing (every
// socket sends once per question at the same moments), the run's baseline.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

/**
 * `options`: { entrants: [{ url, cookie }], origin, readyMs, thinkMs: [[min, max] per question] } or
 * { echo: { url, count, thinkMs, startAt } }. Resolves to { byQuestion: [latencies…], ended: [{ prize }],
 * refusals: { message: count } } (echo: { byQuestion }).
 */
export function runTournamentClients(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.on('message', (message) => {
      if (message.type === 'done') resolve(message.result);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the tournament clients' worker exited with ${code}`));
    });
  });
}

const draw = ([min, max]) => min + Math.random() * (max - min);

function playRound({ entrants, origin, readyMs, thinkMs }) {
  const byQuestion = thinkMs.map(() => []);
  const ended = [];
  const refusals = {};
  return Promise.all(
    entrants.map(
      ({ url, cookie }) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(url, { headers: { cookie }, origin });
          const sentAt = new Map();
          socket.on('message', (data) => {
            const message = JSON.parse(String(data));
            const { type, payload } = message;
            if (type === 'questionSent') {
              const index = payload.questionIndex;
              setTimeout(
                () => socket.send(JSON.stringify({ type: 'clipReady', payload: { questionIndex: index } })),
                readyMs,
              );
              setTimeout(() => {
                sentAt.set(index, performance.now());
                socket.send(
                  JSON.stringify({ type: 'answerQuestion', payload: { questionIndex: index, answer: 'goal' } }),
                );
              }, draw(thinkMs[index]));
            } else if (type === 'answerLocked') {
              byQuestion[payload.questionIndex].push(performance.now() - sentAt.get(payload.questionIndex));
            } else if (type === 'tournamentEnded') {
              ended.push({ prize: payload.prize.value, rank: payload.you?.rank ?? null });
            } else if (type === 'errorOccurred') {
              refusals[payload.message] = (refusals[payload.message] ?? 0) + 1;
            }
          });
          socket.on('error', reject);
          socket.on('close', () => resolve());
        }),
    ),
  ).then(() => ({ byQuestion, ended, refusals }));
}

function playEcho({ url, count, thinkMs, startAt, intervalMs }) {
  const byQuestion = thinkMs.map(() => []);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(url);
          let sentAt = 0;
          let answered = 0;
          socket.on('open', () => {
            thinkMs.forEach((range, index) => {
              const at = startAt + index * intervalMs + draw(range) - Date.now();
              setTimeout(
                () => {
                  sentAt = performance.now();
                  socket.send(
                    JSON.stringify({ type: 'answerQuestion', payload: { questionIndex: index, answer: 'goal' } }),
                  );
                },
                Math.max(0, at),
              );
            });
          });
          socket.on('message', (data) => {
            const { payload } = JSON.parse(String(data));
            byQuestion[payload.questionIndex].push(performance.now() - sentAt);
            if ((answered += 1) === thinkMs.length) socket.close();
          });
          socket.on('error', reject);
          socket.on('close', () => resolve());
        }),
    ),
  ).then(() => ({ byQuestion }));
}

if (!isMainThread) {
  const result = workerData.echo ? await playEcho(workerData.echo) : await playRound(workerData);
  parentPort.postMessage({ type: 'done', result });
}
