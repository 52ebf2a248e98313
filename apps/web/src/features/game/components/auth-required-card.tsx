import { Link } from 'react-router';
import { LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** Spec §2, mode 1: the game screen for a visitor who is not signed in. */
export function AuthRequiredCard() {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <LockIcon className="size-6" aria-hidden="true" />
        </div>
        <CardTitle className="text-xl">Authentication Required</CardTitle>
        <CardDescription>Please log in to access the game.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to="/login">Go to Login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
