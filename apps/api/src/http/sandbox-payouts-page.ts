import { CURRENCIES, type CurrencyCode } from '@gom/contract/money';
import type { SandboxPayout } from '../domain/payouts/sandbox/sandbox-payout.ts';
import { escapeHtml, formatMinorAmount, renderSandboxPage } from './sandbox-page-shell.ts';

// The sandbox payout provider's back office: the payouts its viewer may see (a player their own, an
// operator all), the open ones with 'Complete' and 'Fail'. Pressing one records the decision; the API
// learns it by signed webhook.

export const SANDBOX_PAYOUTS_PAGE_TITLE = 'Goal or Miss Sandbox Payouts';

/** Enough of an account number or address to tell payouts apart: an operator's page lists every player's. */
const VISIBLE_TAIL = 4;
const masked = (text: string) => `•••• ${text.slice(-VISIBLE_TAIL)}`;

function destinationText(destination: Record<string, string>): string {
  if (destination.address)
    return `${destination.address.slice(0, VISIBLE_TAIL)}…${destination.address.slice(-VISIBLE_TAIL)}`;
  const bank = destination.bankCode ? ` · bank ${destination.bankCode}` : '';
  return `${destination.accountHolderName ?? ''} · ${masked(destination.accountNumber ?? '')}${bank}`;
}

function payoutRow(payout: SandboxPayout, actionBase: string): string {
  const symbol = CURRENCIES[payout.currency as CurrencyCode]?.symbol ?? '';
  const decision =
    payout.status === 'open'
      ? `<div class="actions">
          <form method="post" action="${escapeHtml(`${actionBase}/${payout.id}/complete`)}"><button class="pay" type="submit">Complete</button></form>
          <form method="post" action="${escapeHtml(`${actionBase}/${payout.id}/fail`)}"><button class="decline" type="submit">Fail</button></form>
        </div>`
      : `<span class="status ${payout.status}">${escapeHtml(payout.status)}</span>`;
  return `<tr data-reference="${escapeHtml(payout.displayReference)}">
      <td>${escapeHtml(payout.displayReference)}</td>
      <td class="num">${escapeHtml(symbol)}${escapeHtml(formatMinorAmount(payout.amount, payout.currency))} ${escapeHtml(payout.currency)}</td>
      <td>${escapeHtml(destinationText(payout.destination))}</td>
      <td>${decision}</td>
    </tr>`;
}

export function renderSandboxPayoutsPage(options: { payouts: readonly SandboxPayout[]; actionBase: string }): string {
  const { payouts, actionBase } = options;
  const list =
    payouts.length === 0
      ? '<p class="empty">No payouts yet.</p>'
      : `<table>
    <thead><tr><th>Reference</th><th class="num">Amount</th><th>Destination</th><th>Payout</th></tr></thead>
    <tbody>
    ${payouts.map((payout) => payoutRow(payout, actionBase)).join('\n    ')}
    </tbody>
  </table>`;
  return renderSandboxPage({
    title: SANDBOX_PAYOUTS_PAGE_TITLE,
    wide: true,
    main: `  <h1>${SANDBOX_PAYOUTS_PAGE_TITLE}</h1>
  <p class="note">Test payouts, no real money is sent. Complete or fail each one as the bank would.</p>
  ${list}`,
  });
}

export const SANDBOX_PAYOUTS_SIGN_IN_MESSAGE = 'Sign in to Goal or Miss to see your payouts.';

/** The page to a visitor without a session: nothing about any payout, only how to see one's own. */
export function renderSandboxPayoutsSignInPage(): string {
  return renderSandboxPage({
    title: SANDBOX_PAYOUTS_PAGE_TITLE,
    main: `  <h1>${SANDBOX_PAYOUTS_PAGE_TITLE}</h1>
  <p class="empty">${escapeHtml(SANDBOX_PAYOUTS_SIGN_IN_MESSAGE)}</p>`,
  });
}
