import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { NETWORK_ERROR_MESSAGE } from './api-client.ts';

// A form checks its values with the contract's schema, but a page needs zod only once someone starts to fill
// the form in. zod and the contract's schemas were a sixth of /login's JavaScript, and evaluating them was a
// long task of its own on a phone. So a guest form's schema loads when the form is first touched,
// and a submit that comes before it has arrived waits for it.

/** What a form failed to load its checks with: the form shows it and submits nothing. */
export const SCHEMA_LOAD_ERROR = { type: 'network', message: NETWORK_ERROR_MESSAGE } as const;

export type LazyZodResolver<Values extends FieldValues> = {
  resolver: Resolver<Values>;
  /** Starts loading the schema (call it when the form is first touched); safe to call any number of times. */
  preload: () => void;
};

export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<unknown, Values>>,
): LazyZodResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;

  function load(): Promise<Resolver<Values>> {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values>,
      );
      // A failed fetch (the network dropped) is tried again by the next use, not remembered.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  }

  const resolver: Resolver<Values> = async (values, context, options) => {
    let check: Resolver<Values>;
    try {
      check = await load();
    } catch {
      return { values: {}, errors: { root: { ...SCHEMA_LOAD_ERROR } } as FieldErrors<Values> };
    }
    return check(values, context, options);
  };

  return {
    resolver,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
