import { CheckIcon, XIcon } from 'lucide-react';
import { PASSWORD_REQUIREMENTS } from '@gom/contract/password-rules';
import { cn } from '@/utils/cn.ts';

/** Live list of the password rules (spec §5), each ticked as soon as the password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_REQUIREMENTS.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-primary' : 'text-muted-foreground')}
          >
            {met ? (
              <CheckIcon className="size-3.5" aria-hidden="true" />
            ) : (
              <XIcon className="size-3.5" aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
