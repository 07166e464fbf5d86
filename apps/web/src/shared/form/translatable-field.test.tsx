import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { TextField } from './text-field';
import { TranslatableField } from './translatable-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({
  author: z.string(),
  slug: z.object({ pl: z.string(), en: z.string() }),
});

/** The blog post's Main tab in small: Author, then the slug pair with its hint. */
function Harness() {
  const form = useEntityForm(schema, { author: '', slug: { pl: '', en: '' } });
  return (
    <>
      <TextField control={form.control} name="author" label="Autor" />
      <TranslatableField
        control={form.control}
        name="slug"
        label="Slug"
        description="Tworzony z tytułu, dopóki nie zmienisz go ręcznie"
      />
    </>
  );
}

describe('TranslatableField description', () => {
  it('describes each language input of its own field, not the field before it', () => {
    renderWithProviders(<Harness />);
    const hint = 'Tworzony z tytułu, dopóki nie zmienisz go ręcznie';
    expect(screen.getByRole('textbox', { name: 'Slug (Polski)' })).toHaveAccessibleDescription(
      hint,
    );
    expect(screen.getByRole('textbox', { name: 'Slug (Angielski)' })).toHaveAccessibleDescription(
      hint,
    );
    expect(screen.getByRole('textbox', { name: 'Autor' })).not.toHaveAccessibleDescription(hint);
    // shown after the slug's label, so it reads as the slug's hint
    const label = screen.getByText('Slug (Polski)');
    const [first] = screen.getAllByText(hint);
    expect(label.compareDocumentPosition(first as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
