import '@/testing/radix-jsdom.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Standings, TournamentSummary } from '@gom/contract/contests';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket.ts';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { standing, tournament, TOURNAMENT_ID, USER_ID } from '../testing/fixtures.ts';
import { TournamentPage } from './tournament-page.tsx';

const SOCKET_URL = `ws://localhost:3000/api/tournaments/${TOURNAMENT_ID}/live`;
const ME = { userId: USER_ID, username: 'ada' };

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(summary: TournamentSummary, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    [`GET /api/tournaments/${TOURNAMENT_ID}`]: { status: 200, body: { data: summary } },
    'GET /api/tournaments': { status: 200, body: { data: { tournaments: [summary] } } },
    ...extra,
  });
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

/** The standings route's answer (21 entrants), for `serve`. */
function standingsAnswer(
  standings: Pick<Standings, 'status' | 'questionsClosed' | 'rows' | 'you'> & Partial<Standings>,
) {
  const data: Standings = { tournamentId: TOURNAMENT_ID, entrants: 21, played: null, ...standings };
  return { [`GET /api/tournaments/${TOURNAMENT_ID}/standings`]: { status: 200, body: { data } } };
}

function renderPage() {
  return renderWithProviders(<TournamentPage tournamentId={TOURNAMENT_ID} userId={USER_ID} />, {
    path: `/tournaments/${TOURNAMENT_ID}`,
  });
}

function roundState(now: number, overrides: Record<string, unknown> = {}): TournamentServerMessage {
  return {
    type: 'roundState',
    payload: {
      tournamentId: TOURNAMENT_ID,
      status: 'scheduled',
      startsAt: new Date(now + 30_000).toISOString(),
      numberOfQuestions: 2,
      questionIntervalMs: 20_000,
      serverTime: new Date(now).toISOString(),
      questionsClosed: 0,
      yourAnswers: [null, null],
      ...overrides,
    },
  };
}

function questionClosed(questionIndex: number, yourAnswer: 'goal' | 'miss' | null): TournamentServerMessage {
  return {
    type: 'questionClosed',
    payload: {
      questionIndex,
      outcome: 'goal',
      yourAnswer,
      isCorrect: yourAnswer === 'goal',
      postVideoLink: `/api/media/post-${questionIndex}`,
      originalVideoLink: `/api/media/original-${questionIndex}`,
      standings: [standing(1), standing(2, { ...ME, correct: 1 })],
      you: standing(2, { ...ME, correct: 1 }),
      entrants: 21,
    },
  };
}

async function joinRound() {
  serve(tournament({ entryId: 'e1' }));
  renderPage();
  await screen.findByRole('heading', { name: /Friday Night Shootout/ });
  const socket = FakeWebSocket.latest();
  expect(socket.url).toBe(SOCKET_URL);
  socket.acceptConnection();
  return socket;
}

/** Joins a round that started just now, at question `questionIndex`. */
async function joinLiveQuestion(questionIndex: number) {
  const socket = await joinRound();
  const now = Date.now();
  socket.receive(roundState(now, { status: 'live', startsAt: new Date(now).toISOString() }));
  socket.receive({
    type: 'questionSent',
    payload: {
      questionIndex,
      preVideoLink: `/api/media/pre-${questionIndex}`,
      deadline: new Date(now + 13_000).toISOString(),
    },
  });
  return socket;
}

describe("a tournament's page", () => {
  it('connects an entrant to the live round before the start and counts down on the server’s clock', async () => {
    const socket = await joinRound();
    // The server runs 60 s ahead of this device: the start, 30 s away on its clock, is 30 s away here too.
    const now = Date.now();
    socket.receive(roundState(now + 60_000, { startsAt: new Date(now + 60_000 + 30_000).toISOString() }));
    expect(await screen.findByText(/You are in/)).toBeDefined();
    const seconds = Number(screen.getByTestId('round-countdown').textContent);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('reads the summary again when the round goes live: the badge says Live, no start countdown is left', async () => {
    let summary = tournament({ entryId: 'e1' });
    const mock = mockFetch({
      [`GET /api/tournaments/${TOURNAMENT_ID}`]: () => ({ status: 200, body: { data: summary } }),
    });
    vi.stubGlobal('fetch', mock.fetch);
    renderPage();
    await screen.findByRole('heading', { name: /Friday Night Shootout/ });
    expect(screen.getByText('Upcoming')).toBeDefined();
    const socket = FakeWebSocket.latest();
    socket.acceptConnection();
    summary = { ...summary, status: 'live' };
    const now = Date.now();
    socket.receive(roundState(now, { status: 'live', startsAt: new Date(now).toISOString() }));
    expect(await screen.findByText('Live')).toBeDefined();
    expect(screen.queryByText('Upcoming')).toBeNull();
    expect(screen.queryByTestId('start-countdown')).toBeNull();
  });

  it('plays a question: the clip, clipReady at its first frame, the call, "Locked in", the reveal and the table', async () => {
    const socket = await joinLiveQuestion(0);
    expect((await screen.findByTestId('round-question')).textContent).toBe('Question 1 of 2');
    const video = screen.getByTestId('round-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/media/pre-0');
    fireEvent.loadedData(video);
    fireEvent.playing(video);
    expect(socket.sent).toEqual([{ type: 'clipReady', payload: { questionIndex: 0 } }]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'GOAL' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'answerQuestion', payload: { questionIndex: 0, answer: 'goal' } });
    // Nothing more until the server has it: the buttons wait, no verdict is guessed.
    expect((screen.getByRole('button', { name: 'MISS' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('round-reveal')).toBeNull();

    socket.receive({ type: 'answerLocked', payload: { questionIndex: 0, answer: 'goal' } });
    expect(screen.getByTestId('locked-in').textContent).toContain('Locked in: GOAL');
    expect(screen.queryByRole('button', { name: 'GOAL' })).toBeNull();

    socket.receive(questionClosed(0, 'goal'));
    const reveal = screen.getByTestId('round-reveal');
    expect(reveal.getAttribute('data-verdict')).toBe('right');
    expect(reveal.textContent).toContain('Right call!');
    expect(reveal.textContent).toContain('It was a GOAL');
    expect(screen.getByTestId('round-video').getAttribute('src')).toBe('/api/media/post-0');
    const table = screen.getByRole('table', { name: 'Standings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(rows[1]!).getByText('You')).toBeDefined();
    expect(within(rows[0]!).queryByText('You')).toBeNull();
    expect(screen.getByText('After question 1')).toBeDefined();
    expect(screen.getByText(/Next question in/)).toBeDefined();
  });

  it('ends with the prize the server paid, the final table and the replays of each call', async () => {
    const socket = await joinLiveQuestion(1);
    socket.receive(questionClosed(1, null));
    socket.receive({
      type: 'tournamentEnded',
      payload: {
        standings: [standing(1, { ...ME, prize: { value: 43.2, currency: 'USD' } }), standing(2)],
        you: standing(1, { ...ME, prize: { value: 43.2, currency: 'USD' } }),
        prize: { value: 43.2, currency: 'USD' },
      },
    });
    expect((await screen.findByTestId('round-prize')).textContent).toBe('You won $43.20');
    const table = screen.getByRole('table', { name: 'Standings' });
    expect(within(table).getByRole('columnheader', { name: 'Prize' })).toBeDefined();
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('$43.20');
    const calls = screen.getByRole('list', { name: 'Your calls' });
    expect(calls.textContent).toContain('Your call: none');
    await userEvent.click(within(calls).getByRole('button', { name: 'Replay question 2' }));
    expect(screen.getByLabelText('Replay of question 2').getAttribute('src')).toBe('/api/media/post-1');
  });

  it('sends no clipReady for a clip whose first frame comes after the call', async () => {
    const socket = await joinLiveQuestion(0);
    await userEvent.click(await screen.findByRole('button', { name: 'MISS' }));
    socket.receive({ type: 'answerLocked', payload: { questionIndex: 0, answer: 'miss' } });
    fireEvent.loadedData(screen.getByTestId('round-video'));
    expect(socket.sent).toEqual([{ type: 'answerQuestion', payload: { questionIndex: 0, answer: 'miss' } }]);
  });

  it("says so when a call cannot be sent, and shows the server's refusal", async () => {
    const socket = await joinLiveQuestion(0);
    socket.receive({ type: 'errorOccurred', payload: { message: 'The answer window has closed' } });
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(
      'The answer window has closed',
    );
    socket.readyState = 3;
    await userEvent.click(screen.getByRole('button', { name: 'MISS' }));
    expect(screen.getByText(/Your call was not sent/)).toBeDefined();
  });

  it('opens no round for a player who has not entered, and offers to enter', async () => {
    serve(tournament());
    renderPage();
    expect(await screen.findByRole('button', { name: 'Enter' })).toBeDefined();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('tells a spectator of an open playing window only how many have played, and when the table comes', async () => {
    const endsAt = '2026-12-04T20:00:00.000Z';
    serve(
      tournament({ status: 'live', format: 'window', endsAt }),
      standingsAnswer({ status: 'live', questionsClosed: 5, rows: [], you: null, entrants: 12, played: 4 }),
    );
    renderPage();
    expect((await screen.findByTestId('window-played')).textContent).toBe(
      '4 of 12 entrants have played. The table is shown when the playing window closes at 4 Dec, 20:00 UTC.',
    );
    expect(screen.queryByRole('table', { name: 'Standings' })).toBeNull();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows a finished tournament’s final table with the prizes, and the entrant’s calls from the entry’s recap', async () => {
    serve(tournament({ status: 'closed', entryId: 'e1' }), {
      ...standingsAnswer({
        status: 'closed',
        questionsClosed: 5,
        rows: [standing(1, { prize: { value: 30, currency: 'USD' } }), standing(2, { ...ME })],
        you: standing(2, { ...ME, prize: { value: 10, currency: 'USD' } }),
      }),
      [`GET /api/users/${USER_ID}/games/e1/recap`]: {
        status: 200,
        body: {
          data: {
            questions: [
              {
                questionIndex: 0,
                sent: true,
                answer: 'miss',
                outcome: 'miss',
                isCorrect: true,
                postVideoLink: '/p0',
                posterLink: null,
              },
              {
                questionIndex: 1,
                sent: false,
                answer: null,
                outcome: null,
                isCorrect: null,
                postVideoLink: null,
                posterLink: null,
              },
            ],
          },
        },
      },
    });
    renderPage();
    expect((await screen.findByTestId('your-prize')).textContent).toBe('You finished #2 and won $10.00.');
    expect(FakeWebSocket.instances).toHaveLength(0);
    const rows = within(screen.getByRole('table', { name: 'Standings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]!.textContent).toContain('$30.00');
    const calls = await screen.findByRole('list', { name: 'Your calls' });
    expect(within(calls).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.textContent).toContain('Your call: MISS');
  });

  it('opens another entrant’s calls from the final table, question by question', async () => {
    serve(tournament({ status: 'closed', entryId: null }), {
      ...standingsAnswer({
        status: 'closed',
        questionsClosed: 2,
        rows: [standing(1, { correct: 1, totalAnswerMs: 2_400, prize: { value: 30, currency: 'USD' } })],
        you: null,
      }),
      [`GET /api/tournaments/${TOURNAMENT_ID}/entrants/p1/calls`]: {
        status: 200,
        body: {
          data: {
            tournamentId: TOURNAMENT_ID,
            userId: 'p1',
            username: 'player1',
            displayName: null,
            avatarColor: null,
            calls: [
              { questionIndex: 0, answer: 'goal', isCorrect: true, answerMs: 2_400 },
              { questionIndex: 1, answer: null, isCorrect: null, answerMs: null },
            ],
          },
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'See player1’s calls' }));
    const dialog = await screen.findByRole('dialog', { name: 'player1’s calls' });
    const calls = await within(dialog).findAllByRole('listitem');
    expect(calls.map((call) => call.textContent)).toEqual(['Question 1GOAL · right2.4 s', 'Question 2No call']);
    expect(dialog.textContent).toContain('#1 · 1 right · 2.4 s in all');
  });

  it('offers nobody’s calls while a round is live', async () => {
    serve(tournament({ status: 'live', entryId: null }), {
      ...standingsAnswer({ status: 'live', questionsClosed: 1, rows: [standing(1)], you: null }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Standings' });
    expect(screen.queryByRole('button', { name: /calls/ })).toBeNull();
  });

  it('says a cancelled tournament released every fee', async () => {
    serve(tournament({ status: 'cancelled', entryId: 'e1' }));
    renderPage();
    expect(await screen.findByText(/Every entry fee was released/)).toBeDefined();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
