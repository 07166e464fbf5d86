/**
 * Where the forms' sticky top toolbars end, and how tall they are (`--form-toolbar-height`: a
 * field scrolled to, or focused, stops below the toolbar, `app/global.css`), as `--form-toolbar-bottom` on the page (px from the
 * window's top), so the toasts (`app/deferred-notifications.module.css`) open below the toolbar
 * and never over Save, Create or Back, whether it is stuck under the top bar or still lower in
 * the page. Every mounted frame registers its toolbar; a hidden one (a closed tab) counts 0.
 */
const toolbars = new Set<HTMLElement>();
let frame = 0;

function measure() {
  frame = 0;
  let bottom = 0;
  let height = 0;
  for (const element of toolbars) {
    const box = element.getBoundingClientRect();
    if (box.height > 0) {
      bottom = Math.max(bottom, box.bottom);
      height = Math.max(height, box.height);
    }
  }
  const root = document.documentElement;
  if (bottom > 0) {
    root.style.setProperty('--form-toolbar-bottom', `${Math.round(bottom)}px`);
    root.style.setProperty('--form-toolbar-height', `${Math.round(height)}px`);
  } else {
    root.style.removeProperty('--form-toolbar-bottom');
    root.style.removeProperty('--form-toolbar-height');
  }
}

function schedule() {
  if (frame === 0) frame = requestAnimationFrame(measure);
}

const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);

/** Follows `element`'s bottom edge until the returned function is called. */
export function trackToolbar(element: HTMLElement): () => void {
  if (toolbars.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  toolbars.add(element);
  resized?.observe(element);
  schedule();
  return () => {
    toolbars.delete(element);
    resized?.unobserve(element);
    if (toolbars.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    }
    schedule();
  };
}
