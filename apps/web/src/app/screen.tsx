import { use } from 'react';
import type { ComponentType } from 'react';

/** A route's screen component, and a way to start loading its chunk before it renders. */
export type Screen = ComponentType & { preload: () => void };

/**
 * A route's screen, loaded when it first renders (or `preload` is called); `pick` names its export. Unlike
 * React.lazy, a screen whose chunk has already arrived renders at once: a lazy component always suspends on
 * its first render, even when its module is there.
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loading: Promise<ComponentType> | undefined;
  function start() {
    if (!loading) {
      const promise = load().then(pick);
      // The outcome is written where React's `use` reads it, so a settled promise never suspends.
      promise.then(
        (value) => {
          Object.assign(promise, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
        },
      );
      loading = promise;
    }
    return loading;
  }
  function LoadedScreen() {
    const Loaded = use(start());
    return <Loaded />;
  }
  // A failure shows (with a way back) when the route renders.
  LoadedScreen.preload = () => void start().catch(() => undefined);
  return LoadedScreen;
}
