import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { ColorField } from './color-field';
import { contrastRatio } from './contrast';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ color: z.string() });

function Harness({ initial }: { initial: string }) {
  const form = useEntityForm(schema, { color: initial });
  return (
    <ColorField
      control={form.control}
      name="color"
      label="Kolor"
      textOn="#FFFFFF"
      minContrast={3}
    />
  );
}

describe('contrastRatio', () => {
  it('gives the WCAG ratio, and null for what is not #RRGGBB', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#9E87F8', '#ffffff')).toBeCloseTo(2.89, 2);
    expect(contrastRatio('', '#FFFFFF')).toBeNull();
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
  });
});

describe('ColorField with textOn', () => {
  it('warns, in the user language, while the colour is too pale to read, and stops once it is dark enough', async () => {
    renderWithProviders(<Harness initial="#9E87F8" />);
    const input = screen.getByRole('textbox', { name: 'Kolor' });
    expect(input).toHaveAccessibleDescription(
      /Kontrast z tłem strony wynosi 2\.8:1, mniej niż 3:1/,
    );
    await userEvent.clear(input);
    await userEvent.type(input, '#615FCF');
    expect(input).not.toHaveAccessibleDescription(/Kontrast/);
  });
});
