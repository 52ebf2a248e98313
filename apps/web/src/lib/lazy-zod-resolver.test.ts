import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@gom/contract/auth';
import { lazyZodResolver, SCHEMA_LOAD_ERROR } from './lazy-zod-resolver.ts';

const OPTIONS: ResolverOptions<LoginRequest> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it("checks with the loaded schema: parsed values when they pass, the contract's messages when not", async () => {
    const { resolver } = lazyZodResolver<LoginRequest>(async () => loginRequestSchema);

    const passed = await resolver({ email: '  Ada@Example.com ', password: 'Secret123' }, undefined, OPTIONS);
    expect(passed).toEqual({ errors: {}, values: { email: 'ada@example.com', password: 'Secret123' } });

    const failed = await resolver({ email: 'not an email', password: '' }, undefined, OPTIONS);
    expect(failed.values).toEqual({});
    expect(failed.errors.email?.message).toBe('Please enter a valid email address');
    expect(failed.errors.password?.message).toBe('Password is required');
  });

  it('loads the schema once, however often the form is touched and checked', async () => {
    const load = vi.fn(async () => loginRequestSchema);
    const { resolver, preload } = lazyZodResolver<LoginRequest>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    await resolver({ email: 'ada@example.com', password: 'x' }, undefined, OPTIONS);
    await resolver({ email: 'ada@example.com', password: 'y' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a schema that failed to load as a form error, and loads it again on the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof loginRequestSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginRequestSchema);
    const { resolver, preload } = lazyZodResolver<LoginRequest>(load);

    preload(); // the failed preload is not an unhandled rejection
    const offline = await resolver({ email: 'ada@example.com', password: 'Secret123' }, undefined, OPTIONS);
    expect(offline).toEqual({ values: {}, errors: { root: SCHEMA_LOAD_ERROR } });

    const online = await resolver({ email: 'ada@example.com', password: 'Secret123' }, undefined, OPTIONS);
    expect(online.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
