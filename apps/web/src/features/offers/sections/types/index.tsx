import { ELEMENT_TYPES, type ElementType } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { ChartEditor } from './chart';
import { ContentEditor } from './content-editor';
import type { AnyControl } from './fields';
import { MapEditor } from './map';
import type { ElementEditorProps, ElementEditors } from './registry';
import { TableEditor } from './table';

/**
 * One content editor per element type (REQ-SECTION-5), each over the element's own form
 * (`content.…` paths). Every type is edited by the editor drawn from its content schema
 * (`ContentEditor`), but for the map, the table and the charts, which are hand-written.
 */
type Props = { control: AnyControl; readOnly: boolean; number: () => string };

const HAND_WRITTEN: Partial<Record<ElementType, ComponentType<Props>>> = {
  table: TableEditor,
  map: MapEditor,
  pieChart: (props) => <ChartEditor {...props} kind="pie" />,
  barChart: (props) => <ChartEditor {...props} kind="bar" />,
};

function editorOf(type: ElementType): ComponentType<Props> {
  const Editor = (props: Props) => <ContentEditor {...props} type={type} />;
  Editor.displayName = `ContentEditor(${type})`;
  return Editor;
}

export const ELEMENT_EDITORS = Object.fromEntries(
  ELEMENT_TYPES.map((type) => [type, HAND_WRITTEN[type] ?? editorOf(type)]),
) as unknown as ElementEditors;

export type { ElementEditorProps };
