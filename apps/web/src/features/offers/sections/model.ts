import type { ElementContent, ElementType, OfferElement } from '@backoffice/contract';

/**
 * The page builder's state, normalized as Puck keeps it: ordered id arrays plus items by id.
 * Updates are immutable, so an element object changes identity only when that element changes:
 * a field, the live preview and the history each compare by identity and skip the rest.
 * UI-only state (collapsed, focused) lives outside, so undo never reopens a panel.
 */
export interface EditorElement extends Omit<OfferElement, 'type' | 'content' | 'backendIndex'> {
  /** client id: React keys and the store's map key; never sent */
  id: string;
  /** the stored id, absent until saved */
  backendIndex?: number;
  /** a saved element the user removed: shown struck through, undoable, left out of the save */
  toBeDeleted: boolean;
  /** null until the user picks one; save is disabled meanwhile (REQ-SECTION-2) */
  type: ElementType | null;
  content: ElementContent | null;
}

export interface EditorSection {
  id: string;
  backendIndex?: number;
  toBeDeleted: boolean;
  elementIds: string[];
}

export interface EditorState {
  sectionIds: string[];
  sections: Record<string, EditorSection>;
  elements: Record<string, EditorElement>;
}

export type Device = 'desktop' | 'tablet' | 'mobile';
