import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';

/** A call that failed, said plainly, with a way to ask again (the wallet screen's wording). */
export function LoadErrorCard({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-start gap-3">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">Please try again later</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
