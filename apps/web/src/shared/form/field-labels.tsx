import type { CustomTypeOptions } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Texts = CustomTypeOptions['resources']['translation'];

/** The areas whose texts have a `fields` group: what a form may name as its labels' area. */
export type FieldLabelArea = {
  [K in keyof Texts]: Texts[K] extends { fields: object } ? K : never;
}[keyof Texts];

const FieldLabelsContext = createContext<FieldLabelArea | null>(null);

/**
 * Declares, once per form, where its fields' labels are: a field inside without a `label`
 * is labelled `t('<area>.fields.<name>')`. It wraps the area's fields component, in the same
 * file as the fields it names, so `app/field-labels.test.ts` can read both and check every
 * key without rendering the form (docs/architecture.md, "Field labels").
 */
export function FieldLabels({ area, children }: { area: FieldLabelArea; children: ReactNode }) {
  return <FieldLabelsContext.Provider value={area}>{children}</FieldLabelsContext.Provider>;
}

/**
 * The key of a field's default label. A nested path keeps its nesting (`seo.title` →
 * `<area>.fields.seo.title`) and drops its array indices: every item of a list shares one
 * label (`items.3.name` → `<area>.fields.items.name`).
 */
export function fieldLabelKey(area: string, name: string): string {
  const path = name
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
  return `${area}.fields.${path}`;
}

/**
 * A field's label: the one it was given, else its area's `fields.<name>`. A key missing from
 * the catalogue is logged in development; the static test keeps it from shipping, since
 * i18next would show the raw key.
 */
export function useFieldLabel(name: string, label: string | undefined): string {
  const area = useContext(FieldLabelsContext);
  const { t, i18n } = useTranslation();
  if (label !== undefined) return label;
  if (area === null) {
    if (import.meta.env.DEV) {
      console.error(`The field "${name}" has no label and no <FieldLabels> area around it.`);
    }
    return name;
  }
  const key = fieldLabelKey(area, name);
  if (import.meta.env.DEV && !i18n.exists(key)) {
    console.error(`The field "${name}" has no label and no text at "${key}".`);
  }
  return t(key as never) as string;
}
