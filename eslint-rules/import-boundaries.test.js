// The repository's own lint configuration, run on snippets placed where the layers meet.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'local/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps a feature from importing another, relatively or by alias', async () => {
    const file = 'apps/web/src/features/game/components/probe.tsx';
    expect(await boundaryErrors(file, "import { x } from '../../wallet/components/wallet-view';\nx;")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '@/features/wallet/api/get-wallets';\nx;")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../hooks/use-game-session';\nx;")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '@/components/ui/button';\nx;")).toEqual([]);
  });

  it('keeps shared web folders from importing features', async () => {
    const file = 'apps/web/src/components/ui/probe.tsx';
    expect(await boundaryErrors(file, "import { x } from '../../features/auth/api/login';\nx;")).toHaveLength(1);
  });

  it("keeps the API's domain from knowing HTTP", async () => {
    const file = 'apps/api/src/domain/game/probe.ts';
    for (const source of [
      'fastify',
      'fastify-plugin',
      '@fastify/websocket',
      '../../plugins/authentication.ts',
      '../../http/api-error.ts',
      '../../routes/health.ts',
    ]) {
      expect(await boundaryErrors(file, `import { x } from '${source}';\nx;`), source).toHaveLength(1);
    }
    expect(await boundaryErrors(file, "import { x } from '../../lib/logger.ts';\nx;")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../../db/schema.ts';\nx;")).toEqual([]);
  });
});
