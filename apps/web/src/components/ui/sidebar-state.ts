import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@gom/contract/constants';

// The sidebar remembers whether it was open in a cookie (spec §2): 'sidebar:state' = 'true' | 'false',
// kept for 7 days, so a reload opens the app as the player left it.

export function readSidebarCookie(cookieString: string = document.cookie): boolean | undefined {
  for (const part of cookieString.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return undefined;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
