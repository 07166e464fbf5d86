import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { NumberField } from './number-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ quantity: z.number().int().min(1).max(1_000_000_000) });

const initial = { quantity: 3 };

function Harness() {
  const form = useEntityForm(schema, initial);
  const stored = useWatch({ control: form.control, name: 'quantity' });
  return (
    <>
      <NumberField control={form.control} name="quantity" label="Liczba" required />
      <output data-testid="stored">{String(stored)}</output>
    </>
  );
}

describe('NumberField', () => {
  it('takes no digit past the safe range, so a huge number stays a number the schema refuses', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: /Liczba/ }) as HTMLInputElement;
    await userEvent.tripleClick(input);
    await userEvent.keyboard('99999999999999999999');
    // sixteen nines pass MAX_SAFE_INTEGER: the digits stop at fifteen, as shown and as stored
    // (from the fourteenth, Mantine answers a string, which had read as empty)
    expect(input.value).toBe('999999999999999');
    expect(screen.getByTestId('stored').textContent).toBe('999999999999999');
  });

  it('says a typed or pasted decimal separator was not taken, until the field is next focused', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: /Liczba/ }) as HTMLInputElement;
    const hint = () => screen.queryByText(/^Tylko liczby całkowite/);
    expect(hint()).toBeNull();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('1,5');
    expect(input.value).toBe('15');
    expect(hint()?.textContent).toBe('Tylko liczby całkowite: „,” nie zostało wpisane.');
    // announced: a live region
    expect(hint()?.getAttribute('role')).toBe('status');
    await userEvent.tab();
    expect(hint()).not.toBeNull();
    await userEvent.click(input);
    expect(hint()).toBeNull();
    await userEvent.tripleClick(input);
    await userEvent.paste('2.5');
    expect(hint()?.textContent).toBe('Tylko liczby całkowite: „2.5” nie zostało wpisane.');
    // whole numbers say nothing
    await userEvent.tab();
    await userEvent.click(input);
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42');
    expect(hint()).toBeNull();
    expect(screen.getByTestId('stored').textContent).toBe('42');
  });
});
