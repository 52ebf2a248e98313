import { Badge } from '@/components/ui/badge.tsx';
import { capitalize, statusTone } from '@/lib/money/transaction-status.ts';

const NEUTRAL_CLASSES = 'border-transparent bg-zinc-500/20 text-zinc-300';

/** A transaction's status in its spec colour (§4), shared by the wallet's pending list and the history. */
export function TransactionStatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Badge
      variant={tone === 'neutral' ? 'outline' : tone}
      className={tone === 'neutral' ? NEUTRAL_CLASSES : undefined}
      data-tone={tone}
    >
      {capitalize(status)}
    </Badge>
  );
}
