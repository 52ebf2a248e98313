import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

describe('loggerOptions', () => {
  it('censors cookies, passwords, codes, tokens and secrets', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const { stream: _ignored, ...options } = loggerOptions({ level: 'info' });
    const log = pino(options, stream);
    log.info(
      {
        req: { headers: { cookie: 'gom_access=abc', authorization: 'Bearer abc' } },
        body: { password: 'Hunter2pass', otp: '123456' },
        token: 'tok-secret',
        config: { jwtSecret: 'jwt-secret-value', smtpUrl: 'smtp://u:p@h' },
      },
      'hello',
    );
    const text = lines.join('');
    for (const secret of [
      'gom_access=abc',
      'Bearer abc',
      'Hunter2pass',
      '123456',
      'tok-secret',
      'jwt-secret-value',
      'u:p@h',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
