import { CURRENCIES, type CurrencyCode } from '@gom/contract/money';
import { fromMinorUnits } from '../domain/ledger/minor-units.ts';
import type { SandboxCheckout } from '../domain/payments/sandbox/sandbox-checkout.ts';

// The sandbox provider's hosted checkout: one self-contained page (no scripts, no external assets) in the
// app's dark-green look. Its buttons only record the payer's choice; the API is told by signed webhook.

export const SANDBOX_PAGE_TITLE = 'Goal or Miss Sandbox Checkout';

export type SandboxPageState = 'open' | 'paid' | 'declined' | 'expired';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function formatAmount(checkout: SandboxCheckout): string {
  const scale = CURRENCIES[checkout.currency as CurrencyCode]?.scale ?? 2;
  return fromMinorUnits(checkout.amount, checkout.currency).toLocaleString('en-US', {
    minimumFractionDigits: Math.min(scale, 2),
    maximumFractionDigits: scale,
  });
}

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
          <form method="post" action="${escapeHtml(options.actionBase)}/decline"><button class="decline" type="submit">Decline</button></form>
        </div>`
      : `<div class="result ${state}" role="status"><h2>${RESULT_TEXT[state].heading}</h2><p>${RESULT_TEXT[state].detail}</p></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SANDBOX_PAGE_TITLE}</title>
<style>
  :root { color-scheme: dark; } *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b1f14;
    color: #eef7f0; font-family: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: min(420px, calc(100vw - 32px)); background: #12291b; border: 1px solid #1f4a31;
    border-radius: 16px; padding: 28px; box-shadow: 0 20px 60px rgb(0 0 0 / 0.35); }
  h1 { font-size: 1.1rem; margin: 0 0 4px; }
  .note { margin: 0 0 20px; color: #f3c969; font-size: 0.85rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 10px 16px; margin: 0 0 24px; padding: 16px;
    background: #0d2216; border-radius: 12px; }
  dt { color: #9fbfab; } dd { margin: 0; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
  .amount { font-size: 1.6rem; }
  .actions { display: flex; gap: 12px; } .actions form { flex: 1; }
  button { width: 100%; padding: 12px; border-radius: 10px; font-size: 1rem; font-weight: 600; cursor: pointer; border: 0; }
  .pay { background: #7ee07a; color: #0b1f14; } .pay:hover { background: #98ec94; }
  .decline { background: transparent; color: #eef7f0; border: 1px solid #3b5e48; } .decline:hover { background: #1a3625; }
  .result h2 { margin: 0 0 8px; font-size: 1.2rem; } .result p { margin: 0; color: #9fbfab; }
  .result.paid h2 { color: #7ee07a; } .result.declined h2, .result.expired h2 { color: #f08a7e; }
</style>
</head>
<body>
<main>
  <h1>${SANDBOX_PAGE_TITLE}</h1>
  <p class="note">Test payment, no real money is charged.</p>
  <dl>
    <dt>Amount</dt><dd class="amount">${escapeHtml(symbol)}${escapeHtml(formatAmount(checkout))}</dd>
    <dt>Currency</dt><dd>${escapeHtml(checkout.currency)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(checkout.displayReference)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
