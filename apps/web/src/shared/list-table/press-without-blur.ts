import type { MouseEvent } from 'react';

/**
 * For a list's clear and remove buttons: pressing one does not first take the focus from a
 * filter box. A box commits what was typed on blur, and a value it refuses ("abc" as an amount)
 * shows its message above the box: the rows below moved down between the press and the release,
 * the release landed beside the button, and clearing the filters took a second click.
 */
export const pressWithoutBlur = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
};
