import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { AdminTournament } from '@gom/contract/contests';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { TournamentsScreen } from './tournaments-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const usd = (value: number) => ({ value, currency: 'USD' });

function adminTournament(overrides: Partial<AdminTournament> = {}): AdminTournament {
  return {
    id: 't1',
    name: 'Friday Night Shootout',
    status: 'scheduled',
    format: 'live',
    startsAt: '2026-12-04T18:00:00.000Z',
    endsAt: '2026-12-04T18:02:00.000Z',
    entryFee: usd(5),
    numberOfQuestions: 5,
    difficulty: 'normal',
    entrants: 12,
    minEntrants: 2,
    maxEntrants: 100,
    prizePool: usd(54),
    rakePercent: 10,
    prizeSplit: 'Top 10 % share the pool',
    places: [],
    premiumOnly: false,
    entryId: null,
    entryPlay: null,
    clipsRendered: 3,
    clipsTotal: 5,
    createdBy: 'op1',
    cancelReason: null,
    audit: { feesIn: usd(60), prizes: usd(0), rake: usd(0), refunds: usd(0), poolBalance: usd(60), flaggedEntrants: 2 },
    ...overrides,
  };
}

function serve(rows: AdminTournament[], extra: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ 'GET /api/admin/tournaments': { status: 200, body: { data: rows } }, ...extra });
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

describe("the console's tournaments", () => {
  it("lists each tournament with its clip set's readiness and its pool's audit", async () => {
    serve([
      adminTournament(),
      adminTournament({
        id: 't2',
        name: 'Closed Cup',
        status: 'closed',
        clipsRendered: 5,
        audit: {
          feesIn: usd(60),
          prizes: usd(54),
          rake: usd(6),
          refunds: usd(0),
          poolBalance: usd(0),
          flaggedEntrants: 0,
        },
      }),
    ]);
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    const [open, closed] = within(table).getAllByRole('row').slice(1);
    expect(within(open!).getByTestId('clip-readiness').textContent).toBe('3 / 5Rendering');
    expect(within(closed!).getByTestId('clip-readiness').textContent).toBe('5 / 5Ready');
    const audit = within(closed!).getByTestId('pool-audit').textContent;
    expect(audit).toBe('Fees in$60.00Prizes$54.00Rake$6.00Refunds$0.00Pool$0.00');
    expect(within(open!).getByTestId('pool-audit').textContent).toContain('Flagged2');
    expect(within(open!).getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(within(closed!).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it("refuses a form the contract's schema refuses, saying why under each field, and sends nothing", async () => {
    const mock = serve([]);
    const user = userEvent.setup();
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    await user.type(screen.getByLabelText('Name'), 'ab');
    await user.clear(screen.getByLabelText('Entry fee'));
    await user.type(screen.getByLabelText('Entry fee'), '50');
    await user.clear(screen.getByLabelText('Seconds between questions'));
    await user.type(screen.getByLabelText('Seconds between questions'), '5');
    await user.click(screen.getByRole('button', { name: 'Schedule tournament' }));
    expect(screen.getByText('Name must be 3 to 60 characters')).toBeDefined();
    expect(screen.getByText(/Stake must be between 1 and 10/)).toBeDefined();
    expect(screen.getByText('Between 15 and 120 seconds')).toBeDefined();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(mock.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('schedules a tournament with the request the contract describes', async () => {
    const mock = serve([], {
      'POST /api/admin/tournaments': { status: 201, body: { data: adminTournament({ name: 'Sunday Cup' }) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    await user.type(screen.getByLabelText('Name'), 'Sunday Cup');
    const start = screen.getByLabelText('Starts (UTC)');
    await user.clear(start);
    await user.type(start, '2030-06-01T18:30');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    const interval = screen.getByLabelText('Seconds between questions');
    await user.clear(interval);
    await user.type(interval, '15');
    await user.click(screen.getByRole('checkbox', { name: 'Premium only' }));
    await user.click(screen.getByRole('button', { name: 'Schedule tournament' }));
    expect(await screen.findByText('Tournament scheduled')).toBeDefined();
    const post = mock.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      name: 'Sunday Cup',
      startsAt: '2030-06-01T18:30:00Z',
      currency: 'EUR',
      entryFee: 5,
      numberOfQuestions: 5,
      difficulty: 'hard',
      minEntrants: 2,
      maxEntrants: 100,
      paidPercent: 10,
      rakePercent: 10,
      questionIntervalMs: 15_000,
      premiumOnly: true,
      format: 'live',
    });
  });

  it('schedules a playing window with its close instead of a pace', async () => {
    const mock = serve([], {
      'POST /api/admin/tournaments': { status: 201, body: { data: adminTournament({ name: 'Window Cup' }) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    await user.type(screen.getByLabelText('Name'), 'Window Cup');
    const start = screen.getByLabelText('Starts (UTC)');
    await user.clear(start);
    await user.type(start, '2030-06-01T18:30');
    await user.selectOptions(screen.getByLabelText('Format'), 'window');
    expect(screen.queryByLabelText('Seconds between questions')).toBeNull();
    const close = screen.getByLabelText('Window closes (UTC)');
    await user.clear(close);
    await user.type(close, '2030-06-01T20:30');
    await user.click(screen.getByRole('button', { name: 'Schedule tournament' }));
    expect(await screen.findByText('Tournament scheduled')).toBeDefined();
    const post = mock.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      name: 'Window Cup',
      startsAt: '2030-06-01T18:30:00Z',
      format: 'window',
      windowClosesAt: '2030-06-01T20:30:00Z',
    });
  });

  it("shows the server's refusal of a new tournament", async () => {
    serve([], {
      'POST /api/admin/tournaments': {
        status: 422,
        body: { error: { code: 'NOT_ENOUGH_TIME', message: 'The start must leave time to render the clips' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    await user.type(screen.getByLabelText('Name'), 'Sunday Cup');
    await user.click(screen.getByRole('button', { name: 'Schedule tournament' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The start must leave time to render the clips');
  });

  it('cancels a tournament with a reason', async () => {
    const mock = serve([adminTournament()], {
      'POST /api/admin/tournaments/t1/cancel': {
        status: 200,
        body: { data: adminTournament({ status: 'cancelled', cancelReason: 'Stadium feed down' }) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsScreen />, { path: '/admin/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Friday Night Shootout' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why it is cancelled');
    await user.type(within(dialog).getByLabelText('Reason'), 'Stadium feed down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    const post = mock.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/tournaments/t1/cancel');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ reason: 'Stadium feed down' });
  });
});
