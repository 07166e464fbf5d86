import {
  contentSlotRegistry,
  ELEMENT_CONTENT_SCHEMAS,
  elementFieldRegistry,
  type ElementFieldMeta,
  type ElementType,
} from '@backoffice/contract';
import type { z } from 'zod';

/**
 * A plain element type's editor, read from its content schema (REQ-SECTION-5, "element types as
 * data"): one field per key, in the schema's order, its widget from the key's shape and slot
 * (rich text, file) and from what the contract declares beside it (`ElementFieldMeta`). Labels
 * are `offers.elements.<label ?? key>`.
 */
export type FieldPlan =
  | (Common & { kind: 'translatable'; multiline: boolean })
  | (Common & { kind: 'richText' })
  | (Common & { kind: 'file' })
  | (Common & { kind: 'text'; required: boolean; placeholder: string | undefined })
  | (Common & { kind: 'number'; min: number | undefined; max: number | undefined; whole: boolean })
  | (Common & { kind: 'select'; values: string[]; options: string | undefined })
  | (Common & { kind: 'multiSelect'; values: string[] })
  | (Common & { kind: 'switch' })
  | (Common & { kind: 'date'; emptyAs: '' | undefined })
  | (Common & { kind: 'color'; readOn: ElementFieldMeta['readOn'] })
  | (Common & { kind: 'gridSpans' })
  | (Common & { kind: 'list'; item: Row[]; schema: z.ZodType; meta: ListMeta });

interface Common {
  key: string;
  /** the catalogue key under `offers.elements.` */
  label: string;
  /** shown only while this sibling has a value */
  shownWhen: string | undefined;
}

export interface ListMeta {
  minItems: number | undefined;
  maxItems: number | undefined;
  addAtTop: boolean;
  seed: Record<string, string> | undefined;
}

/** A field alone, or inline fields sharing a row. */
export type Row = FieldPlan | FieldPlan[];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under its wrappers (default, optional, nullable, pipe), with the metadata met. */
function unwrap(schema: z.ZodType): {
  core: z.ZodType;
  meta: ElementFieldMeta;
  slot: 'richText' | 'file' | undefined;
} {
  let core = schema;
  let meta: ElementFieldMeta = {};
  let slot: 'richText' | 'file' | undefined;
  for (;;) {
    meta = { ...elementFieldRegistry.get(core), ...meta };
    slot ??= contentSlotRegistry.get(core)?.slot;
    const def = defOf(core);
    if (def.type === 'pipe') core = def.in as z.ZodType;
    else if ('innerType' in def) core = def.innerType as z.ZodType;
    else return { core, meta, slot };
  }
}

const isTranslatable = (def: Def) =>
  def.type === 'object' &&
  Object.keys(def.shape as object)
    .sort()
    .join() === 'en,pl';

/** A string picked from a union of '' and an ISO date is a date field that may stay empty. */
const isDate = (def: Def): boolean =>
  (def.type === 'string' && def.format === 'date') ||
  (def.type === 'union' && (def.options as z.ZodType[]).some((option) => isDate(defOf(option))));

/** A list's `.max(n)`. */
function maxLengthOf(def: Def): number | undefined {
  const checks = (def.checks ?? []) as Array<{ _zod: { def: Def } }>;
  const max = checks.map((check) => check._zod.def).find((check) => check.check === 'max_length');
  return max ? (max.maximum as number) : undefined;
}

function fieldPlan(key: string, schema: z.ZodType): FieldPlan | null {
  const { core, meta, slot } = unwrap(schema);
  const def = defOf(core);
  const common: Common = { key, label: meta.label ?? key, shownWhen: meta.shownWhen };
  if (slot === 'richText') return { ...common, kind: 'richText' };
  if (slot === 'file') return { ...common, kind: 'file' };
  if (meta.widget === 'gridSpans') return { ...common, kind: 'gridSpans' };
  if (meta.widget === 'color') return { ...common, kind: 'color', readOn: meta.readOn };
  if (isTranslatable(def)) return { ...common, kind: 'translatable', multiline: !!meta.multiline };
  if (isDate(def)) {
    // a union with '' keeps an emptied date as '' (not null)
    const emptyAs =
      def.type === 'union' &&
      (def.options as z.ZodType[]).some(
        (option) => defOf(option).type === 'literal' && (option as z.ZodLiteral).values.has(''),
      )
        ? ''
        : undefined;
    return { ...common, kind: 'date', emptyAs };
  }
  switch (def.type) {
    case 'string': {
      const { minLength } = core as z.ZodString;
      return {
        ...common,
        kind: 'text',
        required: (minLength ?? 0) > 0,
        placeholder: meta.placeholder,
      };
    }
    case 'number': {
      const number = core as z.ZodNumber;
      const bound = (value: number | null) =>
        value === null || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER
          ? undefined
          : value;
      return {
        ...common,
        kind: 'number',
        min: bound(number.minValue),
        max: bound(number.maxValue),
        whole: number.isInt,
      };
    }
    case 'boolean':
      return { ...common, kind: 'switch' };
    case 'enum':
      return {
        ...common,
        kind: 'select',
        values: (core as z.ZodEnum).options.map(String),
        options: meta.options,
      };
    case 'array': {
      const element = unwrap(def.element as z.ZodType).core;
      const elementDef = defOf(element);
      if (elementDef.type === 'enum') {
        return {
          ...common,
          kind: 'multiSelect',
          values: (element as z.ZodEnum).options.map(String),
        };
      }
      if (elementDef.type !== 'object') return null;
      return {
        ...common,
        kind: 'list',
        item: rowsOf(element as z.ZodObject),
        schema: element,
        meta: {
          minItems: meta.minItems,
          maxItems: meta.addUpToMax ? maxLengthOf(def) : undefined,
          addAtTop: !!meta.addAtTop,
          seed: meta.seed,
        },
      };
    }
    default:
      return null;
  }
}

/** An object's fields in order; an inner item's `backendIndex` is no field. */
function rowsOf(schema: z.ZodObject): Row[] {
  const rows: Row[] = [];
  let row: FieldPlan[] | null = null;
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (key === 'backendIndex') continue;
    const plan = fieldPlan(key, field);
    if (!plan) continue;
    if (unwrap(field).meta.inline) {
      if (!row) rows.push((row = []));
      row.push(plan);
    } else {
      row = null;
      rows.push(plan);
    }
  }
  return rows;
}

/** The editor plan of a content schema (an object, under any wrappers). */
export function planOf(schema: z.ZodType): Row[] {
  return rowsOf(unwrap(schema).core as z.ZodObject);
}

const plans = new Map<ElementType, Row[]>();

/** A type's editor plan, read from its schema once. */
export function contentPlan(type: ElementType): Row[] {
  let plan = plans.get(type);
  if (!plan) {
    plan = planOf(ELEMENT_CONTENT_SCHEMAS[type] as unknown as z.ZodType);
    plans.set(type, plan);
  }
  return plan;
}

/** Every field of a plan, lists' items included (for the catalogue check). */
export function planFields(rows: Row[]): FieldPlan[] {
  return rows
    .flat()
    .flatMap((field) => (field.kind === 'list' ? [field, ...planFields(field.item)] : [field]));
}
