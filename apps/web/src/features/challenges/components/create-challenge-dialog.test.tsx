import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { challenge, CREATOR_ID, USD_WALLET } from '../testing/fixtures.ts';
import { CreateChallengeDialog, STAKE_RANGE_MESSAGE } from './create-challenge-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const WALLETS = { [`GET /api/users/${CREATOR_ID}/wallets`]: { status: 200, body: { data: [USD_WALLET] } } };
const CREATE = `POST /api/users/${CREATOR_ID}/challenges`;

function renderDialog() {
  renderWithProviders(<CreateChallengeDialog userId={CREATOR_ID} open onOpenChange={vi.fn()} />);
}

describe('create challenge dialog', () => {
  it('refuses a stake out of range before asking the server', async () => {
    const api = mockFetch(WALLETS);
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText('USD');
    const stake = screen.getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '25');
    await user.click(screen.getByRole('button', { name: 'Make the challenge' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STAKE_RANGE_MESSAGE);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('makes the challenge with the default wallet and shows the link to send', async () => {
    const link = 'http://gom.test/challenge/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const api = mockFetch({ ...WALLETS, [CREATE]: { status: 201, body: { data: challenge({ link }) } } });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText('USD');
    await user.click(screen.getByRole('button', { name: 'Make the challenge' }));
    expect(((await screen.findByTestId('challenge-link')) as HTMLInputElement).value).toBe(link);
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      walletId: USD_WALLET.id,
      stake: 2,
      numberOfQuestions: 5,
      difficulty: 'normal',
    });
    expect(screen.getByRole('link', { name: 'Open the challenge' }).getAttribute('href')).toBe('/challenges/c1');
  });

  it('says what the server refused in its own words', async () => {
    const refusal = { error: { code: 'BUSINESS_RULE', message: 'Insufficient funds' } };
    vi.stubGlobal('fetch', mockFetch({ ...WALLETS, [CREATE]: { status: 422, body: refusal } }).fetch);
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText('USD');
    await user.click(screen.getByRole('button', { name: 'Make the challenge' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient funds');
  });
});
