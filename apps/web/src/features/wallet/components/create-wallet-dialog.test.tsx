import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet } from '@gom/contract/wallets';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { SUPPORTED_CURRENCIES, USD_WALLET, USER_ID, wallet } from '../testing/fixtures.ts';
import { CreateWalletDialog } from './create-wallet-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const CURRENCIES = { 'GET /api/currencies': { status: 200, body: { data: SUPPORTED_CURRENCIES } } };
const WALLETS_PATH = `POST /api/users/${USER_ID}/wallets`;

function renderDialog(wallets: Wallet[]) {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateWalletDialog userId={USER_ID} wallets={wallets} open onOpenChange={onOpenChange} onCreated={onCreated} />,
  );
  return { onOpenChange, onCreated };
}

describe('create wallet dialog', () => {
  it('says Loading currencies... while they load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderDialog([]);
    expect(screen.getByText('Loading currencies...')).toBeDefined();
  });

  it('lists only the supported currencies the player has no wallet for', async () => {
    vi.stubGlobal('fetch', mockFetch(CURRENCIES).fetch);
    const user = userEvent.setup();
    renderDialog([USD_WALLET, wallet({ id: 'w-ngn', currency: 'NGN' })]);
    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    const codes = screen.getAllByRole('option').map((option) => option.textContent?.replace(/[^A-Z]/g, ''));
    expect(codes).toEqual(['EUR', 'GBP', 'USDT', 'USDC']);
  });

  it('shows All Currencies Added and no submit button when every currency is taken', async () => {
    vi.stubGlobal('fetch', mockFetch(CURRENCIES).fetch);
    renderDialog(SUPPORTED_CURRENCIES.map((currency) => wallet({ id: currency.code, currency: currency.code })));
    expect(await screen.findByText('All Currencies Added')).toBeDefined();
    expect(screen.getByText('You already have wallets for all supported currencies.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Create Wallet' })).toBeNull();
  });

  it('asks for a currency before submitting', async () => {
    const api = mockFetch(CURRENCIES);
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog([USD_WALLET]);
    await user.click(await screen.findByRole('button', { name: 'Create Wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a currency');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('summarises the choice, creates the wallet, toasts and closes', async () => {
    const created = wallet({ id: 'w-gbp', currency: 'GBP' });
    const api = mockFetch({ ...CURRENCIES, [WALLETS_PATH]: { status: 201, body: { data: created } } });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { onOpenChange, onCreated } = renderDialog([USD_WALLET]);

    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByRole('option', { name: /GBP/ }));
    const summary = screen.getByLabelText('Wallet summary');
    expect(within(summary).getByText('Currency').nextElementSibling?.textContent).toBe('GBP');
    expect(within(summary).getByText('Symbol').nextElementSibling?.textContent).toBe('£');
    expect(within(summary).getByText('Type').nextElementSibling?.textContent).toBe('Fiat');

    await user.click(screen.getByRole('checkbox', { name: 'Set as default wallet' }));
    await user.click(screen.getByRole('button', { name: 'Create Wallet' }));

    expect(await screen.findByText('Wallet Created')).toBeDefined();
    expect(screen.getByText('Your GBP wallet has been created successfully')).toBeDefined();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreated).toHaveBeenCalledWith(created);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ currency: 'GBP', entityType: 'personal', default: true });
  });

  it('makes the first wallet the default', async () => {
    vi.stubGlobal('fetch', mockFetch(CURRENCIES).fetch);
    renderDialog([]);
    const checkbox = await screen.findByRole('checkbox', { name: 'Set as default wallet' });
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(checkbox.hasAttribute('disabled')).toBe(true);
  });

  it('toasts Error / Failed to create wallet. Please try again. on failure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...CURRENCIES,
        [WALLETS_PATH]: { status: 409, body: { error: { code: 'CONFLICT', message: 'Wallet exists' } } },
      }).fetch,
    );
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog([USD_WALLET]);
    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByRole('option', { name: /EUR/ }));
    await user.click(screen.getByRole('button', { name: 'Create Wallet' }));
    expect(await screen.findByText('Failed to create wallet. Please try again.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
