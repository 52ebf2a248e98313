import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { FundRequest } from '@gom/contract/wallets';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { EUR_WALLET, USD_WALLET, USER_ID } from '../testing/fixtures.ts';
import { FundWalletDialog } from './fund-wallet-dialog.tsx';
import type { FundPrefill } from './fund-wallet-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
  toast.dismiss();
});

const FUND_PATH = `POST /api/users/${USER_ID}/fund`;
const LINK = 'http://localhost/api/sandbox/checkout/tx-9';

function fundBodies(calls: { method: string; url: string; init: RequestInit | undefined }[]): FundRequest[] {
  return calls
    .filter((call) => call.method === 'POST' && call.url.endsWith('/fund'))
    .map((call) => JSON.parse(String(call.init?.body)) as FundRequest);
}

function renderDialog(prefill: FundPrefill = { walletId: USD_WALLET.id }) {
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <FundWalletDialog userId={USER_ID} wallets={[USD_WALLET, EUR_WALLET]} prefill={prefill} onClose={onClose} />,
  );
  return { ...utils, onClose };
}

describe('fund wallet dialog', () => {
  it('shows the wallet, its balance and available amount', () => {
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Wallet' }).textContent).toContain('USD');
    expect(screen.getByText('Current Balance').nextElementSibling?.textContent).toBe('$120.00');
    expect(screen.getByText('Available').nextElementSibling?.textContent).toBe('$100.00');
    const amount = screen.getByLabelText('Amount');
    expect(amount.getAttribute('type')).toBe('number');
    expect(amount.getAttribute('step')).toBe('0.01');
    expect(amount.getAttribute('min')).toBe('0');
  });

  it('lists each wallet with its currency and balance', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Wallet' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([expect.stringContaining('USD$120.00'), expect.stringContaining('EUR€50.00')]);
  });

  it.each([
    ['', 'Please select a wallet and enter an amount'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
    ['1.005', 'USD amounts can have at most 2 decimal places'],
  ])('refuses %j with %s and calls nothing', async (amount, message) => {
    const api = mockFetch({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog();
    if (amount) await user.type(screen.getByLabelText('Amount'), amount);
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(fundBodies(api.calls)).toHaveLength(0);
  });

  it('asks for a wallet when none is chosen', async () => {
    const user = userEvent.setup();
    renderDialog({});
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a wallet and enter an amount');
  });

  it('generates a link, toasts, and offers Complete Payment in a new tab', async () => {
    const api = mockFetch({
      [FUND_PATH]: { status: 200, body: { data: { transactionId: 'tx-9', reference: 'GOM-9', paymentLink: LINK } } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Amount'), '25.5');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));

    expect(await screen.findByRole('heading', { name: 'Payment Link Generated' })).toBeDefined();
    expect(await screen.findByText('Click the link to complete your payment')).toBeDefined();
    const complete = screen.getByRole('link', { name: 'Complete Payment' });
    expect(complete.getAttribute('href')).toBe(LINK);
    expect(complete.getAttribute('target')).toBe('_blank');
    expect(complete.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: "I've Completed Payment" })).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);

    const [body] = fundBodies(api.calls);
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      walletId: USD_WALLET.id,
      amount: { value: 25.5, currency: 'USD' },
    });
  });

  it('sends one funding on a double click', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push((JSON.parse(String(init?.body)) as FundRequest).idempotencyKey);
      await gate;
      return new Response(JSON.stringify({ data: { transactionId: 't', reference: 'r', paymentLink: LINK } }), {
        status: 200,
      });
    });
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.dblClick(screen.getByRole('button', { name: 'Generate Payment Link' }));
    release();
    await screen.findByRole('heading', { name: 'Payment Link Generated' });
    expect(calls).toHaveLength(1);
  });

  it('retries a failed payment with the same key, and gives a changed payment a new one', async () => {
    const api = mockFetch({
      [FUND_PATH]: { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try later' } } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog();
    const amount = screen.getByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Generate Payment Link' });

    await user.type(amount, '10');
    await user.click(submit);
    expect(await screen.findByText('Failed to generate payment link. Please try again.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fundBodies(api.calls)).toHaveLength(2));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    await user.clear(amount);
    await user.type(amount, '11');
    await user.click(submit);
    await waitFor(() => expect(fundBodies(api.calls)).toHaveLength(3));

    const [first, retry, changed] = fundBodies(api.calls).map((body) => body.idempotencyKey);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("shows the server's reason for a refused amount", async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        [FUND_PATH]: { status: 400, body: { error: { code: 'VALIDATION', message: 'Amount exceeds the limit' } } },
      }).fetch,
    );
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Amount'), '999999');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amount exceeds the limit');
  });

  it('leaves a Safer play refusal to its one dialog: no error toast, no error line, this dialog closes', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        [FUND_PATH]: {
          status: 422,
          body: { error: { code: 'SAFER_PLAY_BREAK', message: 'You are on a time-out until 5 January.' } },
        },
      }).fetch,
    );
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const failureToasts = () => screen.queryAllByText('Failed to generate payment link. Please try again.').length;
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // A toast would show within a tick of the failure: give it time to, then none may be there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failureToasts()).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens from Pay Now on the existing link, with the amount and the wallet of its currency', () => {
    renderDialog({ paymentLink: LINK, amount: '25', currency: 'EUR', walletId: EUR_WALLET.id });
    expect(screen.getByRole('heading', { name: 'Payment Link Generated' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(LINK);
    expect(screen.getByText('Amount').nextElementSibling?.textContent).toBe('€25.00');
    expect(screen.getByText('Wallet').nextElementSibling?.textContent).toBe('EUR');
  });

  it("refreshes wallets and transactions, then closes, on I've Completed Payment", async () => {
    const user = userEvent.setup();
    const { onClose, queryClient } = renderDialog({ paymentLink: LINK, amount: '25', walletId: EUR_WALLET.id });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: "I've Completed Payment" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['wallets', USER_ID],
        ['wallet-stats', USER_ID],
        ['transactions', USER_ID],
      ]),
    );
  });
});
