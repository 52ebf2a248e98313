import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { dateOfBirthSchema } from '@gom/contract/safer-play';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useSetDateOfBirth } from '@/lib/safer-play/set-date-of-birth.ts';

/** Asks an account made before sign-up asked for it for its date of birth (once; the server checks the age). */
export function DateOfBirthForm({ userId, onSaved }: { userId: string; onSaved?: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetDateOfBirth(userId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = dateOfBirthSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your date of birth');
      return;
    }
    setError(null);
    save.mutate(
      { dateOfBirth: parsed.data },
      {
        onSuccess: () => {
          toast.success('Date of birth saved', { description: 'Thank you. You can continue now.' });
          onSaved?.();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={handleSubmit}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="safer-play-date-of-birth">Date of birth</Label>
        <Input
          id="safer-play-date-of-birth"
          type="date"
          autoComplete="bday"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'safer-play-date-of-birth-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id="safer-play-date-of-birth-error" className="text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save date of birth'}
      </Button>
    </form>
  );
}
