import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { RefundablePayment, WithdrawalRequest } from '@gom/contract/withdrawals';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { EUR_WALLET, USD_WALLET, USER_ID } from '../testing/fixtures.ts';
import { BACK_TO_CARD_NOTE, WithdrawDialog } from './withdraw-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const CARD_PAYMENT: RefundablePayment = {
  fundingId: '11111111-1111-4111-8111-111111111111',
  reference: 'GOM-CARD0001',
  walletId: USD_WALLET.id,
  paidAt: '2026-11-20T10:00:00.000Z',
  paid: { value: 50, currency: 'USD' },
  remaining: { value: 30, currency: 'USD' },
};

function serve(refundable: RefundablePayment[]) {
  const api = mockFetch({
    [`GET /api/users/${USER_ID}/withdrawals/refundable`]: { status: 200, body: { data: refundable } },
    [`POST /api/users/${USER_ID}/withdrawals`]: {
      status: 201,
      body: { data: { transactionId: 'tx-w', reference: 'GOM-WDRAW001', status: 'processing' } },
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const sentBodies = (calls: { method: string; url: string; init: RequestInit | undefined }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith('/withdrawals'))
    .map((call) => JSON.parse(String(call.init?.body)) as WithdrawalRequest);

describe('withdraw dialog', () => {
  it('sends money paid in by card back to that card first, up to what it has left', async () => {
    const api = serve([CARD_PAYMENT]);
    const user = userEvent.setup();
    renderWithProviders(<WithdrawDialog userId={USER_ID} wallet={USD_WALLET} onClose={() => undefined} />);
    expect(await screen.findByText(BACK_TO_CARD_NOTE)).toBeDefined();
    expect(screen.getByRole('radio', { name: /Payment GOM-CARD0001 · 20 Nov 2026/ })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Account number')).toBeNull();

    await user.type(screen.getByLabelText('Amount (USD)'), '31');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('At most 30 USD can go back to this payment')).toBeDefined();
    expect(sentBodies(api.calls)).toEqual([]);

    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '3');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sentBodies(api.calls)).toHaveLength(1));
    expect(sentBodies(api.calls)[0]).toMatchObject({
      walletId: USD_WALLET.id,
      amount: { value: 3, currency: 'USD' },
      destination: { fundingId: CARD_PAYMENT.fundingId },
    });
    expect(await screen.findByRole('dialog', { name: 'Withdrawal Requested' })).toBeDefined();
  });

  it('offers no destination until it knows whether a card takes the money back', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithProviders(<WithdrawDialog userId={USER_ID} wallet={USD_WALLET} onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Checking where your money can go…');
    expect(screen.queryByLabelText('Account number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it('asks for an account when no card payment can take money back, and says where one waits', async () => {
    serve([CARD_PAYMENT]);
    renderWithProviders(<WithdrawDialog userId={USER_ID} wallet={EUR_WALLET} onClose={() => undefined} />);
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your card payment GOM-CARD0001 to your USD wallet can still take back $30.00'),
    );
    expect(screen.getByLabelText('Account number')).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
