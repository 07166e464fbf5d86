import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { FieldLabels, fieldLabelKey, type FieldLabelArea } from './field-labels';
import { TextField } from './text-field';
import { TranslatableField } from './translatable-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({
  question: z.object({ pl: z.string(), en: z.string() }),
  nothere: z.string(),
  seo: z.object({ title: z.string() }),
});

function Harness({ label }: { label?: string }) {
  const form = useEntityForm(schema, {
    question: { pl: '', en: '' },
    nothere: '',
    seo: { title: '' },
  });
  return (
    <FieldLabels area="faq">
      <TranslatableField control={form.control} name="question" />
      <TextField control={form.control} name="nothere" label={label} />
    </FieldLabels>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fieldLabelKey', () => {
  it('keeps a path nested and drops its array indices', () => {
    expect(fieldLabelKey('blog', 'slug')).toBe('blog.fields.slug');
    expect(fieldLabelKey('blog', 'seo.title')).toBe('blog.fields.seo.title');
    expect(fieldLabelKey('offers', 'items.3.name')).toBe('offers.fields.items.name');
    expect(fieldLabelKey('offers', 'items.12.values.0')).toBe('offers.fields.items.values');
  });
});

describe('useFieldLabel', () => {
  it('labels a field without one by its area and name, and keeps a given label', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Harness label="Given" />);
    const question = i18n.t('faq.fields.question');
    expect(question).not.toBe('faq.fields.question');
    expect(screen.getByRole('group', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `${question} (Polski)` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Given' })).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports a default label whose key has no text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Harness />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"faq.fields.nothere"'));
  });

  it('reports a field with neither a label nor an area, and shows its name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Bare() {
      const form = useEntityForm(schema, {
        question: { pl: '', en: '' },
        nothere: '',
        seo: { title: '' },
      });
      return <TextField control={form.control} name="seo.title" />;
    }
    renderWithProviders(<Bare />);
    expect(screen.getByRole('textbox', { name: 'seo.title' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no <FieldLabels>'));
  });

  it('names only areas whose texts have fields (tsc checks it)', () => {
    const areas: FieldLabelArea[] = ['faq', 'offers', 'users'];
    // @ts-expect-error: the shell's common texts have no fields
    areas.push('common');
    expect(areas).toHaveLength(4);
  });
});
