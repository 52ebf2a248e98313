import { act, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error.tsx';
import { screen } from './screen.tsx';

function Hello() {
  return <h1>Hello</h1>;
}

/** A chunk the test settles by hand. */
function deferredChunk() {
  let settle!: { resolve: (module: { Hello: typeof Hello }) => void; reject: (error: Error) => void };
  const chunk = new Promise<{ Hello: typeof Hello }>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => chunk), settle };
}

function renderScreen(Screen: ReturnType<typeof screen>) {
  return render(
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('screen', () => {
  it('loads its chunk when it first renders, showing the fallback meanwhile', async () => {
    const { load, settle } = deferredChunk();
    const Screen = screen(load, (m) => m.Hello);
    expect(load).not.toHaveBeenCalled();
    await act(async () => renderScreen(Screen));
    expect(view.getByText('Loading...')).toBeDefined();
    await act(async () => settle.resolve({ Hello }));
    expect(await view.findByRole('heading', { name: 'Hello' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, when preloaded before it renders', async () => {
    const { load, settle } = deferredChunk();
    const Screen = screen(load, (m) => m.Hello);
    Screen.preload();
    await act(async () => settle.resolve({ Hello }));
    const { container } = renderScreen(Screen);
    expect(container.textContent).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the way back when its chunk fails to load, preloaded or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = deferredChunk();
    const Screen = screen(load, (m) => m.Hello);
    Screen.preload();
    await act(async () => settle.reject(new Error('chunk failed to load')));
    renderScreen(Screen);
    expect(view.getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    vi.restoreAllMocks();
  });
});
