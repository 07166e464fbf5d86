import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';

/**
 * A click or Enter that belongs to a control inside the row (a link, a button, a checkbox),
 * not to the row itself: the row must not open on top of what the control does.
 */
export function fromNestedControl(event: { target: EventTarget; currentTarget: EventTarget }) {
  const target = event.target as Element | null;
  if (!target || target === event.currentTarget || typeof target.closest !== 'function') {
    return false;
  }
  const control = target.closest(
    'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], [role="menuitem"]',
  );
  return control !== null && control !== event.currentTarget;
}

/** The row's own handlers: a click anywhere on it, or Enter while it has focus, opens it. */
export function rowOpenHandlers(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' } as CSSProperties,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!fromNestedControl(event)) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // only the focused row itself: Enter on its buttons and links does what they do
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open();
      }
    },
  };
}
