import { useCallback, useState } from 'react';

/** REQ-SHELL-3: the sidebar's minimised state lives in a cookie. */
export const SIDEBAR_COOKIE = 'sidebarMinimized';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readSidebarMinimized(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SIDEBAR_COOKIE}=1`);
}

export function writeSidebarMinimized(minimized: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${minimized ? '1' : '0'}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function useSidebarMinimized(): [boolean, () => void] {
  const [minimized, setMinimized] = useState(readSidebarMinimized);
  const toggle = useCallback(() => {
    const next = !minimized;
    writeSidebarMinimized(next);
    setMinimized(next);
  }, [minimized]);
  return [minimized, toggle];
}
