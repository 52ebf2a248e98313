import { CURRENCIES, type CurrencyCode } from '@gom/contract/money';
import type { SandboxCheckout } from '../domain/payments/sandbox/sandbox-checkout.ts';
import { escapeHtml, formatMinorAmount, renderSandboxPage } from './sandbox-page-shell.ts';

// The sandbox provider's hosted checkout: one self-contained page (no scripts, no external assets) in the
// app's dark-green look. Its buttons only record the payer's choice; the API is told by signed webhook.

export const SANDBOX_PAGE_TITLE = 'Goal or Miss Sandbox Checkout';

export type SandboxPageState = 'open' | 'paid' | 'declined' | 'expired';

const RESULT_TEXT: Record<Exclude<SandboxPageState, 'open'>, { heading: string; detail: string }> = {
  paid: {
    heading: 'Payment successful',
    detail: 'Your wallet will be credited. You can close this tab and return to Goal or Miss.',
  },
  declined: {
    heading: 'Payment declined',
    detail: 'No money was taken. You can close this tab and return to Goal or Miss.',
  },
  expired: {
    heading: 'This checkout has expired',
    detail: 'Nothing was charged. Return to Goal or Miss to start a new payment.',
  },
};

export function renderSandboxCheckoutPage(options: {
  checkout: SandboxCheckout;
  state: SandboxPageState;
  actionBase: string;
}): string {
  const { checkout, state } = options;
  const symbol = CURRENCIES[checkout.currency as CurrencyCode]?.symbol ?? '';
  const body =
    state === 'open'
      ? `<div class="actions">
          <form method="post" action="${escapeHtml(options.actionBase)}/pay"><button class="pay" type="submit">Pay</button></form>
          <form method="post" action="${escapeHtml(options.actionBase)}/pay-by-bank-transfer"><button class="decline" type="submit">Pay by bank transfer</button></form>
          <form method="post" action="${escapeHtml(options.actionBase)}/decline"><button class="decline" type="submit">Decline</button></form>
        </div>
        <p class="note">Pay is a test card: withdrawals go back to it first. A bank transfer cannot be sent back, so its money is withdrawn to your account.</p>`
      : `<div class="result ${state}" role="status"><h2>${RESULT_TEXT[state].heading}</h2><p>${RESULT_TEXT[state].detail}</p></div>`;
  return renderSandboxPage({
    title: SANDBOX_PAGE_TITLE,
    main: `  <h1>${SANDBOX_PAGE_TITLE}</h1>
  <p class="note">Test payment, no real money is charged.</p>
  <dl>
    <dt>Amount</dt><dd class="amount">${escapeHtml(symbol)}${escapeHtml(formatMinorAmount(checkout.amount, checkout.currency))}</dd>
    <dt>Currency</dt><dd>${escapeHtml(checkout.currency)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(checkout.displayReference)}</dd>
  </dl>
  ${body}`,
  });
}
