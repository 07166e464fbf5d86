import { createContext } from 'react';

/**
 * Which item groups (an `EditableList`) the user collapsed, kept by a page for as long as it is
 * open: a list unmounted and mounted again (a virtual list's scroll, an element closed and opened)
 * comes back as it was left. The offer builder keeps one per page, scoped by element.
 */
export class ItemGroupMemory {
  private readonly collapsed = new Set<string>();

  isCollapsed(key: string): boolean {
    return this.collapsed.has(key);
  }

  setCollapsed(key: string, collapsed: boolean): void {
    if (collapsed) this.collapsed.add(key);
    else this.collapsed.delete(key);
  }
}

/**
 * Given, the lists under it collapse and expand (REQ-SECTION-9: "elements and item groups can
 * collapse and expand"), each remembered under `${scope}/${list name}`.
 */
export const ItemGroupMemoryContext = createContext<{
  memory: ItemGroupMemory;
  scope: string;
} | null>(null);
