import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LoaderCircleIcon } from 'lucide-react';
import { registerRequestSchema } from '@gom/contract/auth';
import type { RegisterRequest } from '@gom/contract/auth';
import { ageOn, MINIMUM_AGE_YEARS, UNDERAGE_MESSAGE } from '@gom/contract/age';
import { passwordMeetsRequirements } from '@gom/contract/password-rules';
import { isApiError } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useRegister } from '../api/register.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

type FieldName = keyof RegisterRequest;

const FIELDS: { name: Exclude<FieldName, 'password'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
];

/** Today in UTC, the day the server counts ages on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

// The server refuses an under-18 sign-up too (422 UNDERAGE, on the same field); the form says so first.
const signupSchema = registerRequestSchema.refine(
  (values) => ageOn(values.dateOfBirth, todayUtc()) >= MINIMUM_AGE_YEARS,
  { path: ['dateOfBirth'], message: UNDERAGE_MESSAGE },
);

function isFieldName(name: string): name is FieldName {
  return name in registerRequestSchema.shape;
}

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  // Spec §5: validation runs on change and submit stays disabled until the form is valid.
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(signupSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', dateOfBirth: '' },
  });
  const { errors, isValid } = form.formState;
  const password = form.watch('password');

  const registerMutation = useRegister({
    onSuccess: () => {
      toast.success('Account created successfully!', { description: 'Please sign in to continue.' });
      onSuccess();
    },
    onError: (error) => {
      // A taken email or username comes back per field; show it where the player will look.
      if (isApiError(error) && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (isFieldName(name)) form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error('Registration failed', { description: error.message || 'Please try again.' });
    },
  });

  const canSubmit = isValid && passwordMeetsRequirements(password) && !registerMutation.isPending;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => registerMutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const inputId = `signup-${field.name}`;
          return (
            <div
              key={field.name}
              className={
                field.name === 'email' || field.name === 'username' || field.name === 'dateOfBirth'
                  ? 'flex flex-col gap-2 sm:col-span-2'
                  : 'flex flex-col gap-2'
              }
            >
              <Label htmlFor={inputId}>{field.label}</Label>
              <Input
                id={inputId}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
                {...form.register(field.name)}
              />
              {error && (
                <p id={`${inputId}-error`} className="text-sm text-red-400">
                  {error.message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby="signup-password-requirements"
          {...form.register('password')}
        />
        <PasswordChecklist id="signup-password-requirements" password={password} />
        {errors.password && password.length > 0 && <p className="text-sm text-red-400">{errors.password.message}</p>}
      </div>
      <Button type="submit" size="lg" className="mt-2" disabled={!canSubmit}>
        {registerMutation.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
