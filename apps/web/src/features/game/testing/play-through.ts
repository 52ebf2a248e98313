import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Drives the creation form as a player does: pick a league, type a stake, get and confirm the odds.

export async function waitForForm(): Promise<void> {
  // The pickers have their choices once the options and wallets have loaded.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' }).textContent).toBe('2019'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Wallet' }).textContent).toContain('USD'));
}

export async function pickOption(user: UserEvent, combobox: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

export async function fillForm(user: UserEvent, { stake = '5' }: { stake?: string } = {}): Promise<void> {
  await waitForForm();
  await pickOption(user, 'League', 'Atlantic Premier');
  await user.type(screen.getByLabelText('Stake'), stake);
}

export async function confirmOdds(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Get Odds' }));
  const dialog = await screen.findByRole('dialog', { name: 'Game Odds' });
  await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
