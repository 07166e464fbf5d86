import arrowBackUp from '@tabler/icons/outline/arrow-back-up.svg?raw';
import arrowDown from '@tabler/icons/outline/arrow-down.svg?raw';
import arrowUp from '@tabler/icons/outline/arrow-up.svg?raw';
import chevronDown from '@tabler/icons/outline/chevron-down.svg?raw';
import chevronRight from '@tabler/icons/outline/chevron-right.svg?raw';
import eyeOff from '@tabler/icons/outline/eye-off.svg?raw';
import eye from '@tabler/icons/outline/eye.svg?raw';
import trash from '@tabler/icons/outline/trash.svg?raw';

/**
 * The element header's icons, each Tabler's outline drawn as one `<path>`: a screen of collapsed
 * headers mounts at once (REQ-PERF-5), and Tabler's components drew each icon as an `<svg>` of
 * three to six elements, two thirds of what that screen had to style and lay out. (A CSS mask
 * would have no elements at all, but each mask is a compositing effect of its own, and the
 * browser's layering of a hundred of them cost every keystroke more than the paths.)
 */
function outline(svg: string): string {
  return [...svg.matchAll(/\sd="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((d) => d !== 'M0 0h24v24H0z') // Tabler's transparent bounding box
    .join(' ');
}

export const GLYPHS = {
  chevronDown: outline(chevronDown),
  chevronRight: outline(chevronRight),
  eye: outline(eye),
  eyeOff: outline(eyeOff),
  arrowUp: outline(arrowUp),
  arrowDown: outline(arrowDown),
  trash: outline(trash),
  restore: outline(arrowBackUp),
};

export type Glyph = keyof typeof GLYPHS;
