import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page (its data, a skeleton replaced by the form) may take to draw its heading. */
const HEADING_WAIT_MS = 5000;

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * WCAG 2.4.3: after an in-app navigation focus moves to the new page's heading (its `h1`, made
 * focusable with tabIndex -1), so a keyboard or screen-reader user starts on the page rather
 * than on the link that led there; the next Tab reaches the page's first control. The data
 * router changes the location only once the page's chunk is in, so the heading found is the
 * new page's; a loading skeleton's heading replaced by the form's passes focus on to it.
 * The first page of a visit keeps the browser's start, where the first Tab reaches the skip
 * link, and focus the user has already put into the page is never taken away.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    let focusedHeading: HTMLElement | null = null;
    const attempt = () => {
      const heading = main.querySelector('h1');
      if (!heading || heading === focusedHeading || dialogOpen()) return;
      const focused = document.activeElement;
      const nothingFocused = !focused || focused === document.body;
      // before the first move: anything but the user's own place in the new page; after it,
      // only when the heading that had focus was replaced (focus fell back to the body)
      const allowed = focusedHeading
        ? nothingFocused
        : nothingFocused || !(focused && main.contains(focused));
      if (!allowed) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focusedHeading = heading;
    };
    attempt();
    const observer = new MutationObserver(attempt);
    observer.observe(main, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    const timer = window.setTimeout(stop, HEADING_WAIT_MS);
    // the user acting takes over
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname, mainId]);
}
