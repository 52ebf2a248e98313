import type { ReactElement } from 'react';

// Each supported currency's mark as a small SVG drawn here: a country's flag for fiat, the token's own mark for
// USDT and USDC. Emoji flags render as two letters in boxes on Windows and many Linux desktops; these draw the
// same everywhere. Drawn on a 24 × 24 box that the icon clips to a circle.

const UNION_JACK = (
  <>
    <rect width="24" height="24" fill="#012169" />
    <path d="M0 0 24 24M24 0 0 24" stroke="#fff" strokeWidth="5" />
    <path d="M0 0 24 24M24 0 0 24" stroke="#C8102E" strokeWidth="1.6" />
    <path d="M12 0v24M0 12h24" stroke="#fff" strokeWidth="7" />
    <path d="M12 0v24M0 12h24" stroke="#C8102E" strokeWidth="4" />
  </>
);

const EU_STARS = Array.from({ length: 12 }, (_, index) => {
  const angle = (index / 12) * Math.PI * 2;
  return <circle key={index} cx={12 + 6.5 * Math.sin(angle)} cy={12 - 6.5 * Math.cos(angle)} r="1.1" fill="#FFCC00" />;
});

const US_STRIPES = Array.from({ length: 7 }, (_, index) => (
  <rect key={index} y={(index * 24) / 6.5} width="24" height={24 / 13} fill="#B22234" />
));

export const CURRENCY_MARKS: Record<string, ReactElement> = {
  USD: (
    <>
      <rect width="24" height="24" fill="#fff" />
      {US_STRIPES}
      <rect width="12" height="13" fill="#3C3B6E" />
    </>
  ),
  EUR: (
    <>
      <rect width="24" height="24" fill="#003399" />
      {EU_STARS}
    </>
  ),
  GBP: UNION_JACK,
  NGN: (
    <>
      <rect width="24" height="24" fill="#fff" />
      <rect width="8" height="24" fill="#008751" />
      <rect x="16" width="8" height="24" fill="#008751" />
    </>
  ),
  // Tether's mark: a T whose stem crosses a flat ring, white on its green.
  USDT: (
    <>
      <rect width="24" height="24" fill="#26A17B" />
      <path d="M6 6.5h12v2.6h-4.6V19h-2.8V9.1H6z" fill="#fff" />
      <ellipse cx="12" cy="11.3" rx="6.4" ry="1.9" fill="none" stroke="#fff" strokeWidth="1.1" />
    </>
  ),
  // USD Coin's mark: a dollar sign between two arcs, white on its blue.
  USDC: (
    <>
      <rect width="24" height="24" fill="#2775CA" />
      <path
        d="M8.2 5.6a7.3 7.3 0 0 0 0 12.8M15.8 5.6a7.3 7.3 0 0 1 0 12.8"
        fill="none"
        stroke="#fff"
        strokeWidth="1.4"
      />
      <path
        d="M14.6 9.6c-.3-1-1.2-1.5-2.6-1.5-1.5 0-2.4.7-2.4 1.7 0 2.4 5.3 1.2 5.3 3.9 0 1.1-1 1.9-2.9 1.9-1.6 0-2.6-.6-2.9-1.7M12 6.6v10.8"
        fill="none"
        stroke="#fff"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </>
  ),
};
