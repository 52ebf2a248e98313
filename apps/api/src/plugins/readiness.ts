import fp from 'fastify-plugin';
import { createOverloadDetector, watchEventLoopLag, type OverloadDetector } from '../lib/overload-detector.ts';

// Whether this process should get new traffic, for a load balancer's readiness check (GET /api/health/ready):
// 'starting' until the entry point has it listening with its background work started, 'ready' then, and
// 'draining' from SIGTERM on, while requests and game events in flight finish and the balancer moves new
// players elsewhere. A ready process whose event loop is overloaded (it answers late) is not ready either,
// until it has been calm for a while (decision 0092). Liveness (GET /api/health) is another question: a
// draining or overloaded process is alive.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  /** The event loop is overloaded now (with hysteresis: see overload-detector.ts). */
  readonly overloaded: boolean;
  markReady(): void;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** How often the loop's lag is sampled, and the lags that enter and leave overload (decision 0092). */
export const OVERLOAD_SAMPLE_MS = 250;
export const OVERLOAD_THRESHOLDS = { enterLagMs: 500, leaveLagMs: 100, calmForMs: 3_000 } as const;

export function createReadiness(detector: Pick<OverloadDetector, 'overloaded'> = { overloaded: false }): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    get overloaded() {
      return detector.overloaded;
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
    const detector = createOverloadDetector(OVERLOAD_THRESHOLDS);
    const stopWatching = watchEventLoopLag(OVERLOAD_SAMPLE_MS, (lagMs, now) => {
      const was = detector.overloaded;
      if (detector.sample(lagMs, now) !== was) {
        app.log.warn({ lagMs: Math.round(lagMs) }, was ? 'event loop calm again: ready' : 'event loop overloaded');
      }
    });
    app.addHook('onClose', async () => stopWatching());
    app.decorate('readiness', createReadiness(detector));
  },
  { name: 'readiness' },
);
