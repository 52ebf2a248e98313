import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';

/** An honest placeholder for a screen whose feature ships in a later release. */
export function ComingSoon({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-6">
          {icon}
        </div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}
