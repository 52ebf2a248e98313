import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { EUR_WALLET, USD_WALLET, USER_ID } from '../testing/fixtures.ts';
import { TransferDialog } from './transfer-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const QUOTE = {
  quoteId: 'q-1',
  rate: 0.92,
  amount: { value: 10, currency: 'USD' },
  fee: { value: 0.15, currency: 'USD' },
  receive: { value: 9.06, currency: 'EUR' },
  expiresAt: '2030-01-01T00:00:30.000Z',
  ratesAsOf: '2026-11-01T00:00:00.000Z',
};

function renderDialog(responses: Parameters<typeof mockFetch>[0]) {
  const api = mockFetch(responses);
  vi.stubGlobal('fetch', api.fetch);
  const onClose = vi.fn();
  renderWithProviders(
    <TransferDialog
      userId={USER_ID}
      wallets={[USD_WALLET, EUR_WALLET]}
      initialFromId={USD_WALLET.id}
      onClose={onClose}
      onCreateWallet={vi.fn()}
    />,
  );
  return { api, onClose };
}

describe('transfer dialog', () => {
  it('shows the rate, the fee and what arrives, then confirms the quote', async () => {
    const { onClose } = renderDialog({
      [`POST /api/users/${USER_ID}/transfers/quote`]: { status: 201, body: { data: QUOTE } },
      [`POST /api/users/${USER_ID}/transfers`]: {
        status: 201,
        body: { data: { transactionId: 't1', reference: 'GOM-1', receiveTransactionId: 't2', ...QUOTE } },
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Get Quote' }));
    expect(await within(dialog).findByText('1 USD = 0.92 EUR')).toBeDefined();
    expect(dialog.textContent).toContain('$0.15');
    expect(dialog.textContent).toContain('€9.06');
    expect(dialog.textContent).toMatch(/This quote holds for (30|29) s/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Transfer Completed')).toBeDefined();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a new quote when the server says the quote expired', async () => {
    renderDialog({
      [`POST /api/users/${USER_ID}/transfers/quote`]: { status: 201, body: { data: QUOTE } },
      [`POST /api/users/${USER_ID}/transfers`]: {
        status: 409,
        body: { error: { code: 'QUOTE_EXPIRED', message: 'This quote has expired. Please get a new quote.' } },
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Get Quote' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This quote has expired. Please get a new quote.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Get Quote' })).toBeDefined();
  });

  it('says why a quote is refused, and checks the amount first', async () => {
    renderDialog({
      [`POST /api/users/${USER_ID}/transfers/quote`]: {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Insufficient balance in selected wallet' } },
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Get Quote' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a wallet and enter an amount');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Get Quote' }));
    expect(await within(dialog).findByText('Insufficient balance in selected wallet')).toBeDefined();
    expect(await screen.findByText('Failed to get a quote. Please try again.')).toBeDefined();
  });
});
