import { ExternalLinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** Spec §2: an initiated transaction's checkout, opened in a new tab. */
export function PayNowLink({ href }: { href: string }) {
  return (
    <Button size="sm" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Pay Now
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    </Button>
  );
}
