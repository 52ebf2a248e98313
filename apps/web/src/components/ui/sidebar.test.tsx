import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_COOKIE_NAME } from '@gom/contract/constants';
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar.tsx';
import { readSidebarCookie } from './sidebar-state.ts';

function StateProbe() {
  const { state } = useSidebar();
  return <p>Sidebar is {state}</p>;
}

function renderSidebar() {
  return render(
    <SidebarProvider>
      <Sidebar>
        <a href="/dashboard">Dashboard</a>
      </Sidebar>
      <SidebarTrigger />
      <StateProbe />
    </SidebarProvider>,
  );
}

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

beforeEach(clearCookie);
afterEach(clearCookie);

describe('sidebar', () => {
  it('reads the sidebar:state cookie', () => {
    expect(readSidebarCookie('theme=dark; sidebar:state=false')).toBe(false);
    expect(readSidebarCookie('sidebar:state=true')).toBe(true);
    expect(readSidebarCookie('other=1')).toBeUndefined();
  });

  it('opens expanded by default and collapsed when the cookie says so', () => {
    const { unmount } = renderSidebar();
    expect(screen.getByText('Sidebar is expanded')).toBeDefined();
    unmount();

    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderSidebar();
    expect(screen.getByText('Sidebar is collapsed')).toBeDefined();
  });

  it('toggles with Ctrl+B and Cmd+B and remembers the state in the cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('Sidebar is collapsed')).toBeDefined();
    expect(readSidebarCookie()).toBe(false);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByText('Sidebar is expanded')).toBeDefined();
    expect(readSidebarCookie()).toBe(true);
  });

  it('toggles from the trigger button', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(screen.getByText('Sidebar is collapsed')).toBeDefined();
    expect(readSidebarCookie()).toBe(false);
  });

  it('ignores a plain b', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard('b');
    expect(screen.getByText('Sidebar is expanded')).toBeDefined();
  });
});
