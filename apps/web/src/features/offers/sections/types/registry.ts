import type { ElementContent, ElementType, OfferElement } from '@backoffice/contract';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';

/**
 * What an element's own form holds: the common fields and the content of one type. Each
 * element card mounts a small react-hook-form form over its element, so the toolkit's fields
 * (TextField, TranslatableField, ImageField, RichTextField…) work unchanged and a keystroke
 * re-renders that one field.
 */
export type ElementFormValues<K extends ElementType = ElementType> = Omit<
  OfferElement,
  'type' | 'content' | 'backendIndex'
> & { type: K; content: ElementContent<K> };

export interface ElementEditorProps<K extends ElementType = ElementType> {
  control: Control<ElementFormValues<K>>;
  readOnly: boolean;
  /**
   * "X.Y", the section and element numbers, for the confirmation texts (REQ-SECTION-8): read when
   * asking, so a move does not re-render the element's fields
   */
  number: () => string;
}

/** One content editor per element type (`index.tsx`: the schema-drawn one, or a hand-written one). */
export type ElementEditors = { [K in ElementType]: ComponentType<ElementEditorProps<K>> };
