import type { User } from '@gom/contract/users';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/utils/cn.ts';

const ACCOUNT_FIELDS = [
  { key: 'email', label: 'Email' },
  { key: 'username', label: 'Username' },
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
] as const;

/** The account's details, read-only (spec §2 settings). */
export function AccountInfo({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
        <CardDescription>These details identify your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {ACCOUNT_FIELDS.map((field) => (
          // An email is the one value too long for half the card: it takes the whole row, never clipped.
          <div key={field.key} className={cn('flex flex-col gap-2', field.key === 'email' && 'sm:col-span-2')}>
            <Label htmlFor={`account-${field.key}`}>{field.label}</Label>
            <Input id={`account-${field.key}`} value={user[field.key]} readOnly />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
