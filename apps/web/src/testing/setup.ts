import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // What one test leaves in the tab's storage (the last game's settings) must not reach the next.
  sessionStorage.clear();
});
