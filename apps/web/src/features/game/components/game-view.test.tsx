import '@/testing/radix-jsdom.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { FakeAudioContext } from '../testing/fake-audio-context.ts';
import { FakeWebSocket } from '@/testing/fake-web-socket.ts';
import { GAME_ID, gameEnded, question, serveGameApi, USER } from '../testing/fixtures.ts';
import { confirmOdds, fillForm } from '../testing/play-through.ts';
import { GameView } from './game-view.tsx';

const SOCKET_URL = `ws://localhost:3000/api/users/${USER.id}/games/${GAME_ID}`;

beforeEach(() => {
  FakeWebSocket.reset();
  FakeAudioContext.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  window.localStorage.clear();
  window.__gomVideoTimings = undefined;
  // jsdom plays no media; the player asks it to once sound is on.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

/** Renders the screen and plays the creation form through to the game area; returns the open socket. */
async function enterGameArea() {
  const api = serveGameApi();
  vi.stubGlobal('fetch', api.fetch);
  const player = userEvent.setup();
  renderWithProviders(<GameView user={USER} />);
  await fillForm(player);
  await confirmOdds(player);
  await player.click(screen.getByRole('button', { name: 'Play' }));
  // Spec §4: the game area opens about 0.5 s after a successful create, not at once.
  await waitFor(() => expect(screen.getByText('Game created! Get ready to play.')).toBeDefined());
  expect(screen.queryByRole('button', { name: 'Start Game' })).toBeNull();
  await screen.findByRole('button', { name: 'Start Game' });
  const socket = FakeWebSocket.latest();
  return { player, socket, api };
}

async function showLogs(player: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: 'Show' });
  await player.click(toggle);
}

const logText = () => screen.getByRole('list', { name: 'Activity log' }).textContent ?? '';

function sendQuestion(socket: FakeWebSocket, questionIndex: number, deadlineInMs = 10_000) {
  socket.receive({
    type: 'questionSent',
    payload: {
      questionIndex,
      question: question(questionIndex),
      deadline: new Date(Date.now() + deadlineInMs).toISOString(),
    },
  });
}

/** The server starts the question's 10 s (the fair clock) with this deadline, `deadlineInMs` from now. */
function startTimer(socket: FakeWebSocket, questionIndex: number, deadlineInMs = 10_000) {
  socket.receive({
    type: 'questionTimer',
    payload: { questionIndex, deadline: new Date(Date.now() + deadlineInMs).toISOString() },
  });
}

describe('the game screen (spec §2, §4)', () => {
  it('asks a visitor who is not signed in to log in', () => {
    vi.stubGlobal('fetch', serveGameApi().fetch);
    renderWithProviders(<GameView user={null} />);
    expect(screen.getByText('Authentication Required')).toBeDefined();
    expect(screen.getByText('Please log in to access the game.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('plays a game: create, start, answer, verdict, results with the money won, play again', async () => {
    const { player, socket } = await enterGameArea();
    expect(socket.url).toBe(SOCKET_URL);
    expect(screen.getByText('Round 1/5')).toBeDefined();
    // Five questions need four right: one miss to spare.
    expect(screen.getByTestId('lives-count').textContent).toBe('1 miss left');
    socket.acceptConnection();

    await player.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(socket.sent).toEqual([{ type: 'startGame', payload: {} }]);
    socket.receive({ type: 'gameStarted', payload: {} });
    sendQuestion(socket, 0);

    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeDefined();
    expect(screen.getByText('Clip 1 Loading...')).toBeDefined();
    const video = screen.getByTestId('game-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/media/pre-0.mp4');
    // The player has tapped (the form, Start Game) and never chose mute: the clip plays with its sound.
    expect(video.muted).toBe(false);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByTestId('countdown').textContent).toBe('10s');

    fireEvent.loadedData(video);
    expect(screen.queryByText('Clip 1 Loading...')).toBeNull();
    expect(window.__gomVideoTimings).toHaveLength(1);
    // The clip can play: the server is told, and starts the 10 s on its own clock.
    expect(socket.sent.at(-1)).toEqual({ type: 'clipReady', payload: { questionIndex: 0 } });
    startTimer(socket, 0);
    expect(screen.getByTestId('countdown').textContent).toBe('10s');

    await player.click(screen.getByRole('button', { name: 'GOAL' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'answerQuestion', payload: { answer: 'goal' } });
    expect((screen.getByRole('button', { name: 'GOAL' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'MISS' }) as HTMLButtonElement).disabled).toBe(true);

    socket.receive({
      type: 'questionAnswered',
      payload: {
        isCorrect: false,
        postVideoLink: '/api/media/post-0.mp4',
        originalVideoLink: 'https://video.example/o',
      },
    });
    const panel = screen.getByText('Your Answer').closest('[data-slot="card"]') as HTMLElement;
    expect(within(panel).getByText('INCORRECT')).toBeDefined();
    expect(within(panel).getByText('GOAL')).toBeDefined();
    expect(within(panel).getByText('MISS')).toBeDefined();
    expect(within(panel).getByRole('link', { name: 'Original Video' }).getAttribute('target')).toBe('_blank');
    // The verdict plays in the player, and takes the buttons' place in large type with the running score.
    expect(screen.getByRole('heading', { name: 'The verdict is out!' })).toBeDefined();
    expect(screen.getByTestId('game-video').getAttribute('src')).toBe('/api/media/post-0.mp4');
    expect(screen.getByTestId('verdict').dataset.tone).toBe('wrong');
    expect(screen.getByTestId('verdict-headline').textContent).toBe('Wrong call');
    expect(screen.getByTestId('verdict-detail').textContent).toBe('You called GOAL · it was a MISS');
    expect(screen.getByTestId('verdict-score').textContent).toContain('0/1');
    expect(screen.getByTestId('clip-frame').dataset.verdict).toBe('wrong');
    expect(screen.queryByRole('button', { name: 'GOAL' })).toBeNull();
    expect(screen.getByTestId('lives-count').textContent).toBe('No misses left');

    // The same question again (a re-send) changes nothing.
    sendQuestion(socket, 0);
    expect(screen.getByText('Your Answer')).toBeDefined();

    sendQuestion(socket, 1);
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeDefined();
    expect(screen.getByText('Round 2/5')).toBeDefined();
    expect(screen.queryByText('Your Answer')).toBeNull();
    expect(screen.queryByTestId('verdict')).toBeNull();
    expect(screen.getByTestId('clip-frame').dataset.verdict).toBeUndefined();
    expect((screen.getByRole('button', { name: 'MISS' }) as HTMLButtonElement).disabled).toBe(false);

    socket.receive({ type: 'gameEnded', payload: gameEnded() });
    expect(screen.getByText('Game Results')).toBeDefined();
    expect(screen.getByText('Game completed successfully')).toBeDefined();
    expect(screen.getByText('4/5')).toBeDefined();
    expect(screen.getByText('80% accuracy')).toBeDefined();
    expect(screen.getByTestId('score-box').dataset.tone).toBe('green');
    // The money result is the server's, shown at once: nothing is looked up or worked out to say it.
    expect(screen.getByText('You won $8.40')).toBeDefined();
    expect(screen.getByTestId('result-stake').textContent).toBe('$5.00');
    expect(screen.getByTestId('winnings-transaction').textContent).toContain('View the winnings transaction');
    expect(socket.closedByClient).toBe(true);

    await player.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(screen.getByRole('heading', { name: 'Create Your Game' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Rejoin Game' })).toBeNull();
    // Play Again keeps the last settings: the same league and stake, ready for new odds.
    expect(screen.getByRole('combobox', { name: 'League' }).textContent).toContain('Atlantic Premier');
    expect((screen.getByLabelText('Stake') as HTMLInputElement).value).toBe('5');
  });

  it('says the stake is lost when the score misses the mark', async () => {
    const { socket } = await enterGameArea();
    socket.acceptConnection();
    socket.receive({
      type: 'gameEnded',
      payload: gameEnded({
        score: 3,
        answered: 4,
        reason: 'timeout',
        won: false,
        payout: { value: 0, currency: 'USD' },
      }),
    });
    expect(screen.getByText('Game timed out')).toBeDefined();
    expect(screen.getByText('Stake lost')).toBeDefined();
    expect(screen.getByTestId('score-box').dataset.tone).toBe('blue');
    expect(screen.getByText('Incorrect').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Not reached').nextElementSibling?.textContent).toBe('1');
  });

  it("never flashes 'You left a game in progress' while a new game's area is opening", async () => {
    vi.stubGlobal('fetch', serveGameApi().fetch);
    const player = userEvent.setup();
    renderWithProviders(<GameView user={USER} />);
    await fillForm(player);
    await confirmOdds(player);
    // Watch every render from Play to the game area, so a flash of any length is caught.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('You left a game in progress')) seen.add('left');
      if (screen.queryByRole('button', { name: 'Rejoin Game' })) seen.add('rejoin');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await player.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByText('Game created! Get ready to play.');
    await screen.findByRole('button', { name: 'Start Game' });
    observer.disconnect();
    expect([...seen]).toEqual([]);
  });

  it('Disconnect returns to creation keeping the game, which the player can rejoin', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await player.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(socket.closedByClient).toBe(true);
    expect(screen.getByRole('heading', { name: 'Create Your Game' })).toBeDefined();

    await player.click(screen.getByRole('button', { name: 'Rejoin Game' }));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest().url).toBe(SOCKET_URL);
  });

  it('End Game forgets the game and returns to creation', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    sendQuestion(socket, 0);
    await player.click(screen.getByRole('button', { name: 'End Game' }));
    expect(socket.closedByClient).toBe(true);
    expect(screen.getByRole('heading', { name: 'Create Your Game' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Rejoin Game' })).toBeNull();
  });

  it("counts down from the server's deadline; at 0 it logs 'Time up!' and sends nothing", async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await showLogs(player);
    vi.useFakeTimers();
    sendQuestion(socket, 0);
    startTimer(socket, 0);
    expect(screen.getByTestId('countdown').textContent).toBe('10s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('countdown').textContent).toBe('9s');
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.getByTestId('countdown').textContent).toBe('1s');
    expect(logText()).not.toContain('Time up!');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('countdown').textContent).toBe('0s');
    const timeUp = within(screen.getByRole('list', { name: 'Activity log' })).getByText('Time up!');
    expect(timeUp.closest('li')?.dataset.type).toBe('error');
    expect(socket.sent).toEqual([]);
    expect((screen.getByRole('button', { name: 'GOAL' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("logs 'WebSocket not connected' when starting or answering without a connection", async () => {
    const { player } = await enterGameArea();
    await showLogs(player);
    await player.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(logText()).toContain('WebSocket not connected');
  });

  it('logs unknown message types, unreadable frames and game errors', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await showLogs(player);
    socket.receive({ type: 'halftimeShow', payload: {} });
    socket.receiveRaw('not json');
    socket.receive({ type: 'errorOccurred', payload: { message: 'Answer refused' } });
    expect(logText()).toContain('Unknown message type: halftimeShow');
    expect(logText()).toContain('Failed to parse message');
    expect(logText()).toContain('Game error: Answer refused');
  });

  it('keeps the last 20 log entries and clears them on Clear', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await showLogs(player);
    for (let index = 0; index < 25; index += 1) socket.receive({ type: `mystery${index}` });
    const items = within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]?.textContent).toContain('mystery24');
    await player.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No activity yet.')).toBeDefined();
  });

  it('reconnects with backoff when the connection drops mid-game', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await showLogs(player);
    sendQuestion(socket, 0);
    socket.drop();
    expect(logText()).toContain('Connection lost. Reconnecting in 1 s (attempt 1 of 3)');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2_000 });
    FakeWebSocket.latest().acceptConnection();
    expect(logText()).toContain('Reconnected to game server');
    // The server re-sends the open question with its deadline: the clip keeps playing.
    sendQuestion(FakeWebSocket.latest(), 0, 6_000);
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeDefined();
  });

  it("waits at 10 while the clip loads: the countdown starts only when the server's questionTimer comes", async () => {
    const { socket } = await enterGameArea();
    socket.acceptConnection();
    vi.useFakeTimers();
    sendQuestion(socket, 0);
    // A slow clip: 2.5 s pass before its first frame; the player's time does not run meanwhile.
    act(() => vi.advanceTimersByTime(2_500));
    expect(screen.getByTestId('countdown').textContent).toBe('10s');
    expect(socket.sent).toEqual([]);
    fireEvent.loadedData(screen.getByTestId('game-video'));
    expect(socket.sent).toEqual([{ type: 'clipReady', payload: { questionIndex: 0 } }]);
    // The server's deadline, 10 s from its receipt; a timer for another question does nothing here.
    startTimer(socket, 3, 4_000);
    expect(screen.getByTestId('countdown').textContent).toBe('10s');
    startTimer(socket, 0);
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByTestId('countdown').textContent).toBe('1s');
    expect((screen.getByRole('button', { name: 'GOAL' }) as HTMLButtonElement).disabled).toBe(false);
    // A second first frame (the clip looping or replaying) says nothing more.
    fireEvent.playing(screen.getByTestId('game-video'));
    expect(socket.sent).toHaveLength(1);
  });

  it('says clipReady again after a reconnect when the clip played but no timer came', async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await showLogs(player);
    sendQuestion(socket, 0);
    // The first frame comes while the connection is down: nothing can be sent, and nothing is logged as failed.
    socket.drop();
    fireEvent.loadedData(screen.getByTestId('game-video'));
    expect(socket.sent).toEqual([]);
    expect(logText()).not.toContain('WebSocket not connected');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2_000 });
    const again = FakeWebSocket.latest();
    again.acceptConnection();
    sendQuestion(again, 0, 8_000);
    expect(again.sent).toEqual([{ type: 'clipReady', payload: { questionIndex: 0 } }]);
    // Once the clock runs, a re-sent question asks nothing more.
    startTimer(again, 0, 8_000);
    sendQuestion(again, 0, 8_000);
    expect(again.sent).toHaveLength(1);
  });
});

describe("a tournament's playing-window entry (decision 0173)", () => {
  it('locks each call in with no verdict, and ends saying the results come at the window’s close', async () => {
    vi.stubGlobal('fetch', serveGameApi().fetch);
    const player = userEvent.setup();
    const entry = {
      kind: 'tournament',
      contestId: 't1',
      gameId: GAME_ID,
      numberOfQuestions: 5,
      difficulty: 'normal',
    } as const;
    renderWithProviders(<GameView user={USER} contestEntry={entry} />);
    await screen.findByRole('button', { name: 'Start Game' });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(SOCKET_URL);
    socket.acceptConnection();
    await player.click(screen.getByRole('button', { name: 'Start Game' }));
    socket.receive({ type: 'gameStarted', payload: {} });
    // Nothing here counts right calls: no lives, no streak, no accuracy.
    expect(screen.queryByTestId('lives-count')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Game stats' })).toBeNull();
    sendQuestion(socket, 0);
    fireEvent.loadedData(screen.getByTestId('game-video'));
    startTimer(socket, 0);
    await player.click(screen.getByRole('button', { name: 'MISS' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'answerQuestion', payload: { answer: 'miss' } });
    socket.receive({ type: 'answerLocked', payload: { questionIndex: 0, answer: 'miss' } });
    expect(screen.getByTestId('locked-in').textContent).toBe(
      'Locked in: MISS. The outcome comes when the playing window closes.',
    );
    expect(screen.queryByText(/Waiting for the verdict/)).toBeNull();
    expect(screen.queryByTestId('verdict')).toBeNull();
    expect(screen.queryByText('Your Answer')).toBeNull();
    expect(screen.getByTestId('game-video').getAttribute('src')).toBe('/api/media/pre-0.mp4');
    expect((screen.getByRole('button', { name: 'GOAL' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Game progress' }).getAttribute('aria-valuenow')).toBe('1');

    sendQuestion(socket, 1);
    expect(screen.queryByTestId('locked-in')).toBeNull();
    expect((screen.getByRole('button', { name: 'GOAL' }) as HTMLButtonElement).disabled).toBe(false);

    const resultsAt = '2026-12-04T20:00:00.000Z';
    socket.receive({
      type: 'entryEnded',
      payload: { totalQuestions: 5, answered: 1, reason: 'timeout', difficulty: 'normal', resultsAt },
    });
    const result = await screen.findByTestId('window-entry-result');
    expect(screen.getByRole('heading', { name: 'Your entry is in' })).toBeDefined();
    expect(result.textContent).toContain('1 of 5 calls locked in');
    expect(screen.getByTestId('results-at').textContent).toBe('4 Dec, 20:00 UTC');
    expect(screen.queryByText('Game Results')).toBeNull();
    expect(screen.queryByText(/accuracy/)).toBeNull();
    expect(within(result).getByRole('link', { name: 'See the tournament' }).getAttribute('href')).toBe(
      '/tournaments/t1',
    );
    expect(socket.closedByClient).toBe(true);
  });
});

describe('the live round: verdict, sound and buzz', () => {
  it('a right call turns the frame and the banner green, plays a rising chime and buzzes the phone once', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { vibrate }));
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await player.click(screen.getByRole('button', { name: 'Start Game' }));
    sendQuestion(socket, 0);
    fireEvent.loadedData(screen.getByTestId('game-video'));
    startTimer(socket, 0);
    expect(screen.getByText('Calls in a Row')).toBeDefined();
    await player.click(screen.getByRole('button', { name: 'MISS' }));
    FakeAudioContext.played = [];
    socket.receive({
      type: 'questionAnswered',
      payload: { isCorrect: true, postVideoLink: '/api/media/post-0.mp4', originalVideoLink: '/api/media/orig-0' },
    });
    expect(screen.getByTestId('verdict').dataset.tone).toBe('right');
    expect(screen.getByTestId('verdict-headline').textContent).toBe('Right call!');
    expect(screen.getByTestId('verdict-detail').textContent).toBe('You called MISS · it was a MISS');
    expect(screen.getByTestId('verdict-score').textContent).toContain('1/1');
    expect(screen.getByTestId('clip-frame').dataset.verdict).toBe('right');
    expect(FakeAudioContext.played.map((tone) => tone.frequency)).toEqual([523.25, 659.25, 783.99, 1046.5]);
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(60);
    // A re-sent question (a reconnect) plays nothing again.
    sendQuestion(socket, 0);
    expect(FakeAudioContext.played).toHaveLength(4);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it("ticks the countdown's last three seconds and says nothing when muted", async () => {
    const { player, socket } = await enterGameArea();
    socket.acceptConnection();
    await player.click(screen.getByRole('button', { name: 'Start Game' }));
    vi.useFakeTimers();
    sendQuestion(socket, 0);
    startTimer(socket, 0);
    act(() => vi.advanceTimersByTime(6_500));
    expect(FakeAudioContext.played).toEqual([]);
    for (let second = 0; second < 3; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('countdown').textContent).toBe('1s');
    expect(FakeAudioContext.played.map((tone) => tone.frequency)).toEqual([880, 880, 1320]);

    vi.useRealTimers();
    await player.click(screen.getByTestId('sound-toggle'));
    expect(screen.getByRole('button', { name: 'Sound off: turn sound on' })).toBeDefined();
    sendQuestion(socket, 1);
    vi.useFakeTimers();
    startTimer(socket, 1);
    for (let second = 0; second < 9; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(FakeAudioContext.played).toHaveLength(3);
    expect((screen.getByTestId('game-video') as HTMLVideoElement).muted).toBe(true);
  });
});
