import { CURRENCIES, type CurrencyCode } from '@gom/contract/money';
import { fromMinorUnits } from '../domain/ledger/minor-units.ts';

// The sandbox providers' own pages (checkout, payouts): self-contained HTML (no scripts, no external
// assets) in the app's dark-green look. They stand for a provider's website, so they share no app code.

/** Minor units as the page shows them: 1234 USD → "12.34"; stablecoins keep their six decimals. */
export function formatMinorAmount(amount: bigint, currency: string): string {
  const scale = CURRENCIES[currency as CurrencyCode]?.scale ?? 2;
  return fromMinorUnits(amount, currency).toLocaleString('en-US', {
    minimumFractionDigits: Math.min(scale, 2),
    maximumFractionDigits: scale,
  });
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
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
  .pay { background: #7ee07a; color: #0b1f14; border: 1px solid #7ee07a; } .pay:hover { background: #98ec94; }
  .decline { background: transparent; color: #eef7f0; border: 1px solid #3b5e48; } .decline:hover { background: #1a3625; }
  .result h2 { margin: 0 0 8px; font-size: 1.2rem; } .result p { margin: 0; color: #9fbfab; }
  .result.paid h2 { color: #7ee07a; } .result.declined h2, .result.expired h2 { color: #f08a7e; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
  th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid #1f4a31; vertical-align: middle; }
  th { color: #9fbfab; font-weight: 500; } th.num, td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td .actions { gap: 8px; } td button { padding: 8px 12px; font-size: 0.85rem; }
  .empty { color: #9fbfab; margin: 0; }
  .status { font-weight: 600; } .status.paid { color: #7ee07a; } .status.failed, .status.cancelled { color: #f08a7e; }
  main.wide { width: min(880px, calc(100vw - 32px)); }`;

/** A whole page around `main` (already escaped HTML). */
export function renderSandboxPage(options: { title: string; main: string; wide?: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}
</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
${options.main}
</main>
</body>
</html>`;
}
