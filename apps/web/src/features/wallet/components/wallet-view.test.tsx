import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@gom/contract/transactions';
import type { Wallet } from '@gom/contract/wallets';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import {
  EUR_WALLET,
  PENDING_FUNDING,
  PENDING_WITHDRAWAL,
  SUPPORTED_CURRENCIES,
  USD_WALLET,
  USER_ID,
} from '../testing/fixtures.ts';
import { WalletView } from './wallet-view.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(wallets: Wallet[], transactions: Transaction[] = []) {
  const api = mockFetch({
    [`GET /api/users/${USER_ID}/wallets`]: { status: 200, body: { data: wallets } },
    [`GET /api/users/${USER_ID}/transactions`]: { status: 200, body: { data: transactions } },
    'GET /api/currencies': { status: 200, body: { data: SUPPORTED_CURRENCIES } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('wallet screen', () => {
  it('shows a skeleton while the wallets load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(screen.getByLabelText('Loading wallets').getAttribute('aria-busy')).toBe('true');
  });

  it('invites the player to create a first wallet', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(await screen.findByText('No Wallets Found')).toBeDefined();
    expect(screen.getByText('Create your first wallet to get started')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create Wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Create Wallet' })).toBeDefined();
  });

  it('selects the default wallet and masks its balance until revealed', async () => {
    serve([EUR_WALLET, USD_WALLET]);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    const selector = await screen.findByRole('combobox', { name: 'Wallet currency' });
    expect(selector.textContent).toContain('USD');
    expect(selector.textContent).toContain('Default');
    const balance = screen.getByTestId('available-balance');
    expect(balance.textContent).toBe('******');

    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balance.textContent).toBe('$100.00');
    // Funds held by a game: the total differs from what is available.
    expect(screen.getByText('$120.00')).toBeDefined();

    await user.click(selector);
    await user.click(screen.getByRole('option', { name: /EUR/ }));
    expect(balance.textContent).toBe('€50.00');
    expect(screen.queryByText(/Total balance/)).toBeNull();
  });

  it('falls back to the first wallet when none is flagged default', async () => {
    serve([EUR_WALLET, { ...USD_WALLET, default: false }]);
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect((await screen.findByRole('combobox', { name: 'Wallet currency' })).textContent).toContain('EUR');
  });

  it('lists pending fundings and reopens one prefilled from Pay Now', async () => {
    serve(
      [USD_WALLET, EUR_WALLET],
      [
        PENDING_FUNDING,
        { ...PENDING_FUNDING, id: 'tx-2', status: 'completed' },
        { ...PENDING_FUNDING, id: 'tx-3', paymentLink: undefined },
      ],
    );
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Pending Funding (1)' })).toBeDefined();
    const item = within(screen.getByRole('list', { name: 'Pending funding' })).getByRole('listitem');
    expect(item.textContent).toContain('€25.00');
    expect(item.textContent).toContain('Initiated');

    await user.click(within(item).getByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Link Generated' });
    expect(within(dialog).getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(
      PENDING_FUNDING.paymentLink,
    );
    expect(within(dialog).getByText('€25.00')).toBeDefined();
  });

  it('shows the newest three pending fundings and links to the rest in Transactions', async () => {
    const pending = Array.from({ length: 5 }, (_, index) => ({
      ...PENDING_FUNDING,
      id: `tx-p${index}`,
      amount: { value: index + 1, currency: 'EUR' },
    }));
    serve([USD_WALLET, EUR_WALLET], pending);
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Pending Funding (5)' })).toBeDefined();
    const items = within(screen.getByRole('list', { name: 'Pending funding' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/€\d\.00/)?.[0])).toEqual(['€1.00', '€2.00', '€3.00']);
    expect(screen.getByRole('link', { name: 'View all 5 in Transactions' }).getAttribute('href')).toBe(
      '/transactions?status=initiated&type=funding',
    );
  });

  it('opens the fund dialog on the selected wallet from Add', async () => {
    serve([USD_WALLET, EUR_WALLET]);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    expect(within(dialog).getByRole('combobox', { name: 'Wallet' }).textContent).toContain('USD');
  });

  it('offers Create Wallet, Transfer and Settings under More, each opening its dialog', async () => {
    serve([USD_WALLET, EUR_WALLET]);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Create Wallet',
      'Transfer',
      'Settings',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Transfer' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(transfer).getByRole('combobox', { name: 'From' }).textContent).toContain('USD');
    expect(within(transfer).getByRole('combobox', { name: 'To' }).textContent).toContain('EUR');
    await user.click(within(transfer).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'USD Wallet Settings' })).toBeDefined();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('lists withdrawals not yet paid out beside the pending fundings, each with Cancel', async () => {
    serve([USD_WALLET], [PENDING_FUNDING, PENDING_WITHDRAWAL]);
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Pending Funding (1)' })).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Pending withdrawals' });
    expect(within(list).getByText('Processing')).toBeDefined();
    expect(within(list).getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('makes the selected wallet the default from More, and offers it only for a wallet that is not', async () => {
    const api = mockFetch({
      [`GET /api/users/${USER_ID}/wallets`]: { status: 200, body: { data: [USD_WALLET, EUR_WALLET] } },
      [`GET /api/users/${USER_ID}/transactions`]: { status: 200, body: { data: [] } },
      [`PATCH /api/users/${USER_ID}/wallets/${EUR_WALLET.id}`]: {
        status: 200,
        body: { data: { ...EUR_WALLET, default: true } },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Make Default' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Wallet currency' }));
    await user.click(screen.getByRole('option', { name: /EUR/ }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make Default' }));
    expect(await screen.findByText('Default Wallet Updated')).toBeDefined();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ default: true });
  });

  it('refetches the wallets on refresh', async () => {
    const api = serve([USD_WALLET]);
    const user = userEvent.setup();
    renderWithProviders(<WalletView userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Refresh balance' }));
    const walletCalls = () => api.calls.filter((call) => call.url.endsWith('/wallets')).length;
    await vi.waitFor(() => expect(walletCalls()).toBe(2));
  });

  it('says so when the wallets cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        [`GET /api/users/${USER_ID}/wallets`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      }).fetch,
    );
    renderWithProviders(<WalletView userId={USER_ID} />);
    expect(await screen.findByText('Failed to load wallets')).toBeDefined();
  });
});
