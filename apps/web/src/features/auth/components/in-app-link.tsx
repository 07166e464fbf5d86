import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * `href` and `onClick` for a sign-in screen's link (`<Anchor {...link('/login')}>`): a plain
 * click navigates in the app, with `state` read at the click (it may carry what was typed until
 * then: REQ-UX-13); a modified or middle click keeps the browser's own behaviour on the bare
 * `href` (the history state stays with this tab).
 */
export function useInAppLink() {
  const navigate = useNavigate();
  return (to: string, state?: (event: MouseEvent<HTMLElement>) => unknown) => ({
    href: to,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(to, { state: state?.(event) ?? null });
    },
  });
}
