import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

const ERROR_TOAST_BACKGROUND = 'oklch(0.3 0.1 25)';
const ERROR_TOAST_BORDER = 'oklch(0.5 0.16 25)';
const ERROR_TOAST_TEXT = 'oklch(0.97 0.01 25)';

/** The one toaster of the app, themed to match; toasts pick their own position where the spec says. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // Sonner's rich error colours (pink on dark red) fall short of WCAG AA: near-white on a deep red is
          // about 12:1.
          '--error-bg': ERROR_TOAST_BACKGROUND,
          '--error-border': ERROR_TOAST_BORDER,
          '--error-text': ERROR_TOAST_TEXT,
        } as CSSProperties
      }
      {...props}
    />
  );
}
