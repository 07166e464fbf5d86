import {
  defaultElementContent,
  ELEMENT_CONTENT_SCHEMAS,
  ELEMENT_TYPES,
  newElementCommon,
  type ElementType,
} from '@backoffice/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '../../../../i18n/i18n';
import { FormFrameContext } from '../../../../shared/form/form-frame-context';
import { ServerErrorStore } from '../../../../shared/form/server-error-store';
import { leafAt } from '../../../../test/catalogue-keys';
import { renderWithProviders } from '../../../../test/render';
import { elementsEn } from '../i18n/elements-en';
import { elementsPl } from '../i18n/elements-pl';
import { ELEMENT_EDITORS } from './index';
import { contentPlan, planFields, planOf, type Row } from './plan';

/** A content document of each type with one item in every list (nested too). */
function sampleContent(type: ElementType, marked = false): Record<string, unknown> {
  const content = defaultElementContent(type) as Record<string, unknown>;
  const text = (v: string) => ({ pl: `${v} pl`, en: `${v} en` });
  const saved = marked ? { backendIndex: 1, delete: true } : {};
  const button = {
    label: text('button'),
    url: text('url'),
    target: '_self',
    icon: '',
    cssClasses: [],
    ...saved,
  };
  switch (type) {
    case 'pageHeader':
      return { ...content, buttons: [button], images: [{ ...saved, file: null }] };
    case 'grid':
      return {
        ...content,
        items: [
          {
            ...saved,
            grid: { desktop: 4, tablet: 6, mobile: 12 },
            target: '_self',
            url: text('url'),
            title: text('title'),
            content: text('content'),
            file: null,
            buttons: [{ ...button, backendIndex: 1, delete: false }],
          },
        ],
      };
    case 'successStory':
      return {
        ...content,
        tags: [{ ...saved, name: text('tag') }],
        items: [{ ...saved, title: text('title'), description: text('description') }],
      };
    case 'gallery':
      return {
        ...content,
        items: [{ ...saved, title: text('title'), description: text('d'), file: null }],
      };
    case 'counter':
    case 'timeline': {
      const [first] = content.elements as object[];
      return { ...content, elements: [{ ...first, ...saved }, { ...first }] };
    }
    default:
      return content;
  }
}

const PLAIN_TYPES = ELEMENT_TYPES.filter(
  (type) => !['map', 'table', 'pieChart', 'barChart'].includes(type),
);

/**
 * The editor's controls in document order: role, accessible name, form path and whether disabled
 * (what a user meets, and where each writes).
 */
function describeControls(root: HTMLElement): string[] {
  const nodes = root.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]), textarea, button, [role="group"], [role="textbox"], [role="button"], label, legend, [class*="SimpleGrid-root"]',
  );
  return [...nodes].map((node) => {
    if (node.tagName === 'LABEL' || node.tagName === 'LEGEND')
      return `${node.tagName}:${node.textContent}`;
    if (node.className.includes('SimpleGrid-root')) return `row(${node.children.length})`;
    const role = node.getAttribute('role') ?? node.getAttribute('type') ?? node.tagName;
    const name = node.getAttribute('name') ?? '';
    const disabled =
      (node as HTMLInputElement).disabled || node.getAttribute('aria-disabled') === 'true';
    const placeholder = node.getAttribute('placeholder');
    const named =
      node.getAttribute('aria-label') ??
      (node as HTMLInputElement).labels?.[0]?.textContent ??
      (node.tagName === 'BUTTON' ? node.textContent : '');
    return `${role}|${named}|${name}${disabled ? '|disabled' : ''}${placeholder ? `|${placeholder}` : ''}`;
  });
}

/** The harness's form, for reading what the editor wrote. */
const current: { form: UseFormReturn | null } = { form: null };

function Harness({
  type,
  readOnly = false,
  content,
}: {
  type: ElementType;
  readOnly?: boolean;
  content: Record<string, unknown>;
}) {
  const own = useForm({ defaultValues: { ...newElementCommon(), type, content } });
  useEffect(() => {
    current.form = own as unknown as UseFormReturn;
  });
  const Editor = ELEMENT_EDITORS[type] as unknown as ComponentType<{
    control: unknown;
    readOnly: boolean;
    number: () => string;
  }>;
  return (
    <FormFrameContext.Provider value={{ readOnly, serverErrors: new ServerErrorStore() }}>
      <FormProvider {...own}>
        <Editor control={own.control} readOnly={readOnly} number={() => '1.1'} />
      </FormProvider>
    </FormFrameContext.Provider>
  );
}

const open = (type: ElementType, content = sampleContent(type), readOnly = false) =>
  renderWithProviders(<Harness type={type} content={content} readOnly={readOnly} />);
const content = () => current.form?.getValues('content') as Record<string, unknown>;

/** The labelled inputs a user meets, in order: "label → the content path it writes". */
function labelledInputs(container: HTMLElement) {
  return describeControls(container)
    .map((line) => line.split('|'))
    .filter(([role, , name]) => !!name && role !== 'button')
    .map(([, label, name]) => `${label} → ${name}`);
}

beforeAll(async () => {
  await act(() => changeLanguage('en'));
});

describe('the plain element editors, drawn from the content schemas', () => {
  it('show every field of each type, labelled, in order, each writing its own content path', () => {
    const expected: Partial<Record<ElementType, string[]>> = {
      pageHeader: [
        'Header title (Polish) → content.title.pl',
        'Header title (English) → content.title.en',
        'Button label (Polish) → content.buttons.0.label.pl',
        'Button label (English) → content.buttons.0.label.en',
        'Address (URL) (Polish) → content.buttons.0.url.pl',
        'Address (URL) (English) → content.buttons.0.url.en',
        'Icon → content.buttons.0.icon',
      ],
      grid: [
        'Subtitle (Polish) → content.subtitle.pl',
        'Subtitle (English) → content.subtitle.en',
        'Item title (Polish) → content.items.0.title.pl',
        'Item title (English) → content.items.0.title.en',
        'Address (URL) (Polish) → content.items.0.url.pl',
        'Address (URL) (English) → content.items.0.url.en',
        'Button label (Polish) → content.items.0.buttons.0.label.pl',
        'Button label (English) → content.items.0.buttons.0.label.en',
        'Address (URL) (Polish) → content.items.0.buttons.0.url.pl',
        'Address (URL) (English) → content.items.0.buttons.0.url.en',
        'Icon → content.items.0.buttons.0.icon',
      ],
      successStory: [
        'Description (Polish) → content.description.pl',
        'Description (English) → content.description.en',
        'Tag (Polish) → content.tags.0.name.pl',
        'Tag (English) → content.tags.0.name.en',
        'Item title (Polish) → content.items.0.title.pl',
        'Item title (English) → content.items.0.title.en',
        'Description (Polish) → content.items.0.description.pl',
        'Description (English) → content.items.0.description.en',
      ],
      gallery: [
        'Item title (Polish) → content.items.0.title.pl',
        'Item title (English) → content.items.0.title.en',
        'Description (Polish) → content.items.0.description.pl',
        'Description (English) → content.items.0.description.en',
      ],
      contactForm: [
        'Form title (Polish) → content.title.pl',
        'Form title (English) → content.title.en',
      ],
      counter: [
        'Animation duration (s) → content.animationDuration',
        ...[0, 1].flatMap((i) => [
          `Count from → content.elements.${i}.countFrom`,
          `Count to → content.elements.${i}.countTo`,
          `Prefix → content.elements.${i}.prefix`,
          `Colour → content.elements.${i}.color`,
          `Label (Polish) → content.elements.${i}.label.pl`,
          `Label (English) → content.elements.${i}.label.en`,
        ]),
      ],
      timeline: [0, 1].flatMap((i) => [
        `Label (Polish) → content.elements.${i}.label.pl`,
        `Label (English) → content.elements.${i}.label.en`,
        `Content (Polish) → content.elements.${i}.content.pl`,
        `Content (English) → content.elements.${i}.content.en`,
        `Current stage → content.elements.${i}.current`,
      ]),
      text: [],
      iframe: [
        'Frame title (Polish) → content.title.pl',
        'Frame title (English) → content.title.en',
        'Frame address (https://) * → content.url',
      ],
      image: [
        'Alternative text (Polish) → content.alt.pl',
        'Alternative text (English) → content.alt.en',
      ],
      youtube: [
        'Label (Polish) → content.label.pl',
        'Label (English) → content.label.en',
        'YouTube video link * → content.url',
        'Play automatically → content.autoPlay',
      ],
    };
    expect(Object.keys(expected).sort()).toEqual([...PLAIN_TYPES].sort());
    for (const type of PLAIN_TYPES) {
      const { container, unmount } = open(type);
      expect(labelledInputs(container), type).toEqual(expected[type]);
      unmount();
    }
  });

  it('show the selects, pickers, rich texts and images of a type with their labels', () => {
    const { container } = open('grid');
    const labels = describeControls(container)
      .filter((line) => line.startsWith('LABEL:') || line.startsWith('LEGEND:'))
      .map((line) => line.slice(line.indexOf(':') + 1));
    expect(labels).toEqual([
      'Subtitle (Polish)',
      'Subtitle (English)',
      'Layout',
      'New tile width',
      'Desktop',
      'Tablet',
      'Mobile',
      'Item title (Polish)',
      'Item title (English)',
      'Content (Polish)',
      'Content (English)',
      'Width in columns (of 12)',
      'Desktop',
      'Tablet',
      'Mobile',
      'Link opens',
      'Address (URL) (Polish)',
      'Address (URL) (English)',
      'Button label (Polish)',
      'Button label (English)',
      'Address (URL) (Polish)',
      'Address (URL) (English)',
      'Link opens',
      'Icon',
      'Button style',
    ]);
    expect(screen.getByRole('group', { name: 'Image' })).toBeInTheDocument();
    // the inline fields share a row: a button's target, icon and style
    expect(describeControls(container).filter((line) => line.startsWith('row('))).toEqual([
      'row(6)',
      'row(6)',
      'row(5)',
    ]);
  });

  it('write what is typed, switched and chosen to the field’s place in the content', () => {
    const header = open('pageHeader');
    fireEvent.change(screen.getByRole('textbox', { name: 'Header title (Polish)' }), {
      target: { value: 'Nowy nagłówek' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Icon' }), {
      target: { value: 'arrow' },
    });
    expect(content()).toMatchObject({
      title: { pl: 'Nowy nagłówek', en: '' },
      buttons: [{ icon: 'arrow' }],
    });
    header.unmount();

    const youtube = open('youtube');
    fireEvent.click(screen.getByRole('switch', { name: 'Play automatically' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'YouTube video link' }), {
      target: { value: 'https://youtu.be/abcdefg' },
    });
    expect(content()).toMatchObject({ autoPlay: true, url: 'https://youtu.be/abcdefg' });
    youtube.unmount();

    open('counter');
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Count to' })[1] as HTMLElement, {
      target: { value: '250' },
    });
    expect((content().elements as Array<{ countTo: number }>)[1]?.countTo).toBe(250);
  });

  it('add the contract’s new item to a list: a grid tile as wide as the grid says, a gallery picture first', () => {
    const grid = open('grid', {
      ...sampleContent('grid'),
      defaultGrid: { desktop: 3, tablet: 9, mobile: 12 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add: Items' }));
    expect((content().items as unknown[])[1]).toEqual({
      title: { pl: '', en: '' },
      content: { pl: '', en: '' },
      grid: { desktop: 3, tablet: 9, mobile: 12 },
      target: '',
      url: { pl: '', en: '' },
      file: null,
      buttons: [],
    });
    // a tile that is not a link shows no url
    const tile = screen.getAllByTestId('content.items-item')[1] as HTMLElement;
    expect(within(tile).queryByRole('group', { name: 'Address (URL)' })).toBeNull();
    grid.unmount();

    open('gallery');
    fireEvent.click(screen.getByRole('button', { name: 'Add: Gallery pictures (at most 5)' }));
    const items = content().items as Array<{ title: { pl: string } }>;
    expect(items.map((item) => item.title.pl)).toEqual(['', 'title pl']);
  });

  it('keep the lists’ limits: at most 3 header images, a counter’s last entry stays', () => {
    const header = open('pageHeader', {
      ...sampleContent('pageHeader'),
      images: [{ file: null }, { file: null }, { file: null }],
    });
    expect(screen.getByRole('button', { name: 'Add: Images (at most 3)' })).toBeDisabled();
    header.unmount();

    const [, one] = sampleContent('counter').elements as unknown[];
    open('counter', { animationDuration: 1, elements: [one] });
    expect(screen.queryByRole('button', { name: 'Remove Counters item 1' })).toBeNull();
  });

  it('disable an item marked for removal, as the hand-written editors did', () => {
    const gallery = open('gallery', sampleContent('gallery', true));
    // a translatable text stays editable, the rest is off
    expect(screen.getByRole('textbox', { name: 'Item title (Polish)' })).toBeEnabled();
    gallery.unmount();
    open('pageHeader', sampleContent('pageHeader', true));
    expect(screen.getByRole('textbox', { name: 'Icon' })).toBeDisabled();
  });

  it('label every field and option from the offers catalogue, in both languages', () => {
    const missing: string[] = [];
    for (const type of PLAIN_TYPES) {
      for (const field of planFields(contentPlan(type))) {
        const keys = [field.label];
        if (field.kind === 'select' && field.options) {
          keys.push(...field.values.map((v) => `${field.options}.${v === '' ? 'none' : v}`));
        }
        for (const key of keys) {
          for (const [language, catalogue] of [
            ['pl', elementsPl],
            ['en', elementsEn],
          ] as const) {
            if (typeof leafAt(catalogue, key) !== 'string') {
              missing.push(`${language}: ${type}.${field.key} → offers.elements.${key}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave no field of a plain type out', () => {
    const keysOf = (schema: z.ZodType) =>
      Object.keys((schema as z.ZodObject).shape).filter((key) => key !== 'backendIndex');
    const check = (rows: Row[], schema: z.ZodType, where: string) => {
      const fields = rows.flat();
      expect(
        fields.map((field) => field.key),
        where,
      ).toEqual(keysOf(schema));
      for (const field of fields) {
        if (field.kind === 'list') check(field.item, field.schema, `${where}.${field.key}`);
      }
    };
    for (const type of PLAIN_TYPES) {
      check(contentPlan(type), ELEMENT_CONTENT_SCHEMAS[type] as unknown as z.ZodType, type);
    }
  });

  it('need no editor code for a new plain type: its schema says what to show', () => {
    const plan = planOf(
      z.object({
        heading: z.object({ pl: z.string(), en: z.string() }),
        size: z.number().int().min(1).max(9).default(3),
        style: z.enum(['A', 'B']).default('A'),
        open: z.boolean().default(false),
        link: z.string().min(1),
        entries: z
          .array(z.object({ backendIndex: z.number().optional(), note: z.string().default('') }))
          .default([]),
      }),
    );
    expect(plan.flat().map((field) => `${field.key}: ${field.kind}`)).toEqual([
      'heading: translatable',
      'size: number',
      'style: select',
      'open: switch',
      'link: text',
      'entries: list',
    ]);
    expect(plan[1]).toMatchObject({ min: 1, max: 9, whole: true });
    expect(plan[4]).toMatchObject({ required: true });
  });
});
