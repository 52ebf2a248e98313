import fp from 'fastify-plugin';

// Whether this process should get new traffic, for a load balancer's readiness check (GET /api/health/ready):
// 'starting' until the entry point has it listening with its background work started, 'ready' then, and
// 'draining' from SIGTERM on, while requests and game events in flight finish and the balancer moves new
// players elsewhere. Liveness (GET /api/health) is another question: a draining process is alive.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  markReady(): void;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    startDraining() {
      state = 'draining';
    },
  };
}

export const readinessPlugin = fp(
  async (app) => {
    app.decorate('readiness', createReadiness());
  },
  { name: 'readiness' },
);
