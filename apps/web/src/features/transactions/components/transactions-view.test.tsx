import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@gom/contract/transactions';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { TransactionsView } from './transactions-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 'u1';
const PATH = `GET /api/users/${USER_ID}/transactions`;

function tx(index: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `id-${index}`,
    reference: `GOM-${String(index).padStart(4, '0')}`,
    transactionType: 'funding',
    status: 'completed',
    amount: { value: index, currency: 'USD' },
    direction: 'in',
    createdAt: new Date(Date.UTC(2026, 0, 1, 12) - index * 60_000).toISOString(),
    ...overrides,
  };
}

function serve(transactions: Transaction[]) {
  vi.stubGlobal('fetch', mockFetch({ [PATH]: { status: 200, body: { data: transactions } } }).fetch);
}

function bodyRows() {
  // The first row is the header.
  return screen.getAllByRole('row').slice(1);
}

function mockViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('transaction history', () => {
  it('shows skeleton rows while loading', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeDefined();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it('says Failed to load transactions / Please try again later on failure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ [PATH]: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } }).fetch,
    );
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load transactions');
    expect(alert.textContent).toContain('Please try again later');
  });

  it('says No transactions found for an empty history', async () => {
    serve([]);
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    expect(await screen.findByText('No transactions found')).toBeDefined();
  });

  it('renders a row per transaction with labels, fee, status colour and Pay Now', async () => {
    serve([
      tx(1, {
        transactionType: 'funding',
        status: 'initiated',
        paymentLink: 'http://localhost/api/sandbox/checkout/1',
        feeAmount: { value: 0.5, currency: 'USD' },
      }),
      tx(2, { transactionType: 'gameStake', status: 'pending' }),
      tx(3, { transactionType: 'winnings', status: 'failed', paymentLink: 'http://x/ignored' }),
    ]);
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    await screen.findByText('GOM-0001');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Reference',
      'Type',
      'Amount',
      'Status',
      'Date',
      'Action',
    ]);
    const [funding, stake, winnings] = bodyRows();
    expect(within(funding!).getByText('Funding')).toBeDefined();
    expect(within(funding!).getByText('Fee: $0.50')).toBeDefined();
    const payNow = within(funding!).getByRole('link', { name: 'Pay Now' });
    expect(payNow.getAttribute('href')).toBe('http://localhost/api/sandbox/checkout/1');
    expect(payNow.getAttribute('target')).toBe('_blank');
    expect(within(stake!).getByText('Game Stake')).toBeDefined();
    expect(within(stake!).getByText('Pending').getAttribute('data-tone')).toBe('warning');
    expect(within(winnings!).getByText('Winnings')).toBeDefined();
    expect(within(winnings!).getByText('Failed').getAttribute('data-tone')).toBe('destructive');
    // Only an initiated transaction is payable, link or not.
    expect(within(winnings!).queryByRole('link')).toBeNull();
    expect(stake!.textContent).not.toContain('Fee:');
  });

  it('pages ten at a time with Previous, Next and numbered buttons', async () => {
    serve(Array.from({ length: 25 }, (_, index) => tx(index + 1)));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    expect(await screen.findByText('Showing 1 to 10 of 25 transactions')).toBeDefined();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 20 of 25 transactions')).toBeDefined();
    expect(within(bodyRows()[0]!).getByText('GOM-0011')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21 to 25 of 25 transactions')).toBeDefined();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows '...' and the last page for a long history", async () => {
    serve(Array.from({ length: 300 }, (_, index) => tx(index + 1)));
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    await screen.findByText('Showing 1 to 10 of 300 transactions');
    const pages = within(screen.getByRole('navigation', { name: 'pagination' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '30',
    ]);
    expect(pages.getByText('...')).toBeDefined();
  });

  it('opens filtered by the status and type in its address, as the Wallet page links to it', async () => {
    serve([
      tx(1, { status: 'completed', transactionType: 'funding' }),
      tx(2, { status: 'initiated', transactionType: 'funding' }),
      tx(3, { status: 'initiated', transactionType: 'gameStake' }),
    ]);
    renderWithProviders(<TransactionsView userId={USER_ID} />, { path: '/transactions?status=initiated&type=funding' });
    await screen.findByText('GOM-0002');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Filter by status' }).textContent).toBe('Initiated');
  });

  it('searches reference, id and type, and goes back to page 1', async () => {
    serve([
      ...Array.from({ length: 15 }, (_, index) => tx(index + 1)),
      tx(99, { reference: 'GOM-SPECIAL', transactionType: 'gameStake' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    await screen.findByText('Showing 1 to 10 of 16 transactions');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    const search = screen.getByPlaceholderText('Search by reference, ID, or type...');
    await user.type(search, 'gom-special');
    expect(screen.getByText('Showing 1 to 1 of 1 transactions')).toBeDefined();

    await user.clear(search);
    await user.type(search, 'ID-99');
    expect(within(bodyRows()[0]!).getByText('GOM-SPECIAL')).toBeDefined();

    await user.clear(search);
    await user.type(search, 'GAMESTAKE');
    expect(bodyRows()).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No transactions found')).toBeDefined();
  });

  it('filters by the statuses and types present in the data', async () => {
    serve([
      tx(1, { status: 'completed', transactionType: 'funding' }),
      tx(2, { status: 'Pending', transactionType: 'gameStake' }),
      tx(3, { status: 'failed', transactionType: 'funding' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    await screen.findByText('GOM-0001');

    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(status.textContent).toBe('All Status');
    await user.click(status);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'Completed',
      'Pending',
      'Failed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('GOM-0002')).toBeDefined();

    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'All Status' }));
    const type = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(type.textContent).toBe('All Types');
    await user.click(type);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Types',
      'Funding',
      'Game Stake',
    ]);
    await user.click(screen.getByRole('option', { name: 'Funding' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows cards instead of a table below 768px', async () => {
    mockViewport(true);
    serve([
      tx(1, { status: 'initiated', paymentLink: 'http://localhost/pay/1', feeAmount: { value: 1, currency: 'EUR' } }),
    ]);
    renderWithProviders(<TransactionsView userId={USER_ID} />);
    await screen.findByText('GOM-0001');
    const list = screen.getByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('GOM-0001');
    expect(card.textContent).toContain('Fee: €1.00');
    expect(within(card).getByRole('link', { name: 'Pay Now' })).toBeDefined();
  });

  it('tells money in from money out by sign, colour and arrow, both legs of a transfer included, on both layouts', async () => {
    const list = [
      tx(1, { transactionType: 'funding', amount: { value: 20, currency: 'USD' }, direction: 'in' }),
      tx(2, { transactionType: 'gameStake', amount: { value: 2, currency: 'USD' }, direction: 'out' }),
      tx(3, { transactionType: 'transfer', amount: { value: 40, currency: 'USD' }, direction: 'out' }),
      tx(4, { transactionType: 'transfer', amount: { value: 61070, currency: 'NGN' }, direction: 'in' }),
    ];
    for (const mobile of [false, true]) {
      mockViewport(mobile);
      serve(list);
      const { unmount } = renderWithProviders(<TransactionsView userId={USER_ID} />);
      await screen.findByText('GOM-0001');
      const amounts = ['+$20.00', '\u2212$2.00', '\u2212$40.00', '+₦61,070.00'].map((text) => screen.getByText(text));
      expect(amounts.map((amount) => amount.dataset.direction)).toEqual(['in', 'out', 'out', 'in']);
      expect(amounts.map((amount) => amount.className.match(/text-(emerald|red)-400/)?.[1])).toEqual([
        'emerald',
        'red',
        'red',
        'emerald',
      ]);
      expect(amounts.every((amount) => amount.querySelector('svg') !== null)).toBe(true);
      unmount();
    }
  });
});
