// The games benchmark's players, in a worker thread of their own: a real server does not share its event loop
// with its clients, so the clients' work (a thousand sockets' frames, JSON and timers) must not delay the
// server's. Started by `runGameClients`; the worker plays every game (or the echo pattern) and posts back its
// timings.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

/**
 * Plays `players` ({ url, cookie }) to the end of their games in a worker: sockets open evenly over
 * `startSpreadMs`; on each question the client says its clip is ready after `readyMs` (unless null) and calls after
 * a think time drawn from [thinkMinMs, thinkMaxMs], or with `cycleMs`, `cycleMs` after its previous call.
 * `onAllStarted` runs once every game has started. Resolves to
 * `{ latencies, answeredAt, calledAt, endings, byQuestion }`: each call's time to its `questionAnswered`, in ms,
 * when it was made (ms from the start of the play), and the same times by question index.
 */
export function runGameClients(options, onAllStarted = () => {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.on('message', (message) => {
      if (message.type === 'allStarted') onAllStarted();
      else if (message.type === 'done') resolve(message.result);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the game clients' worker exited with ${code}`));
    });
  });
}

/** Opens `count` sockets, the i-th `startAt(i)` ms from now. */
function openAll(count, connect, handlers, startAt) {
  return Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            const socket = connect(index);
            socket.on('open', () => handlers.onOpen(socket, index));
            socket.on('message', (data) => handlers.onMessage(socket, index, JSON.parse(String(data))));
            socket.on('error', reject);
            socket.on('close', () => resolve());
          }, startAt(index));
        }),
    ),
  );
}

async function playGames({ players, origin, readyMs, thinkMinMs, thinkMaxMs, startSpreadMs, cycleMs }) {
  let started = 0;
  const latencies = [];
  const answeredAt = [];
  // When each call was made, from the moment the first socket could open (this worker's clock).
  const calledAt = [];
  const origin0 = performance.now();
  const sentAt = new Map();
  const questionOf = new Map();
  const byQuestion = [];
  // With `cycleMs`, when each game made its first call: its k-th call is due k cycles later.
  const firstCallAt = new Map();
  const endings = {};
  const thinkMs = () => thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs);
  await openAll(
    players.length,
    (index) => new WebSocket(players[index].url, { headers: { cookie: players[index].cookie }, origin }),
    {
      onOpen: (socket) => socket.send(JSON.stringify({ type: 'startGame', payload: {} })),
      onMessage: (socket, index, message) => {
        if (message.type === 'gameStarted') {
          if ((started += 1) === players.length) parentPort.postMessage({ type: 'allStarted' });
        } else if (message.type === 'questionSent') {
          const { questionIndex } = message.payload;
          if (readyMs !== null) {
            setTimeout(() => socket.send(JSON.stringify({ type: 'clipReady', payload: { questionIndex } })), readyMs);
          }
          const call = () => {
            sentAt.set(index, performance.now());
            if (questionIndex === 0) firstCallAt.set(index, sentAt.get(index));
            questionOf.set(index, questionIndex);
            socket.send(JSON.stringify({ type: 'answerQuestion', payload: { answer: index % 2 ? 'goal' : 'miss' } }));
          };
          // Paced: the call is due when its cycle says, however long the server took with the ones before (a
          // player waiting on a slow server would otherwise ask it for less, and the step fall short of its rate).
          const wait =
            cycleMs && questionIndex > 0
              ? Math.max(0, firstCallAt.get(index) + questionIndex * cycleMs - performance.now())
              : thinkMs();
          if (wait > 0) setTimeout(call, wait);
          else call();
        } else if (message.type === 'questionAnswered') {
          const now = performance.now();
          latencies.push(now - sentAt.get(index));
          calledAt.push(sentAt.get(index) - origin0);
          (byQuestion[questionOf.get(index)] ??= []).push(now - sentAt.get(index));
          answeredAt.push(now);
        } else if (message.type === 'gameEnded') {
          endings[message.payload.reason] = (endings[message.payload.reason] ?? 0) + 1;
        } else if (message.type === 'errorOccurred') {
          throw new Error(`game ${index}: ${message.payload.message}`);
        }
      },
    },
    // Evenly: a step's games start at the same rate throughout its spread.
    (index) => (startSpreadMs * index) / players.length,
  );
  return { latencies, answeredAt, calledAt, endings, byQuestion };
}

/** The stress pattern against a bare echo server: `count` sockets, `rounds` messages each, `pauseMs` apart. */
async function playEcho({ url, count, rounds, pauseMs }) {
  const latencies = [];
  const answeredAt = [];
  const send = (socket) => {
    socket.sentAt = performance.now();
    socket.send(JSON.stringify({ type: 'answerQuestion', payload: { answer: 'goal' } }));
  };
  await openAll(
    count,
    () => new WebSocket(url),
    {
      onOpen: (socket) => {
        socket.rounds = 0;
        send(socket);
      },
      onMessage: (socket) => {
        const now = performance.now();
        latencies.push(now - socket.sentAt);
        answeredAt.push(now);
        if ((socket.rounds += 1) >= rounds) return socket.close();
        setTimeout(() => send(socket), pauseMs);
      },
    },
    () => 0,
  );
  return { latencies, answeredAt, endings: {} };
}

if (!isMainThread) {
  const result = workerData.echo ? await playEcho(workerData.echo) : await playGames(workerData);
  parentPort.postMessage({ type: 'done', result });
}
