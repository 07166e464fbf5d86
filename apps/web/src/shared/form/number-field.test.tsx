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

  it('says a typed decimal separator was left out, and refuses a pasted decimal', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: /Liczba/ }) as HTMLInputElement;
    const hint = () => screen.queryByText(/^Tylko liczby całkowite/);
    expect(hint()).toBeNull();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('1,5');
    expect(input.value).toBe('15');
    expect(hint()?.textContent).toBe('Tylko liczby całkowite: przecinki i kropki są pomijane.');
    // announced, and under the input
    expect(hint()?.getAttribute('role')).toBe('status');
    expect(
      input.compareDocumentPosition(hint() as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.tab();
    expect(hint()).not.toBeNull();
    await userEvent.click(input);
    expect(hint()).toBeNull();
    // a pasted decimal is not pasted: the value stays, and the field says what was refused
    await userEvent.tripleClick(input);
    await userEvent.keyboard('7');
    await userEvent.paste('2.5');
    expect(input.value).toBe('7');
    expect(hint()?.textContent).toBe('Tylko liczby całkowite: nie wklejono „2.5”.');
    // a clean paste puts it away
    await userEvent.tripleClick(input);
    await userEvent.paste('1500');
    expect(input.value).toBe('1500');
    expect(hint()).toBeNull();
    // whole numbers say nothing
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42');
    expect(hint()).toBeNull();
    expect(screen.getByTestId('stored').textContent).toBe('42');
  });

  it('says nothing where decimals are allowed', async () => {
    function Decimal() {
      const form = useEntityForm(z.object({ lat: z.number() }), { lat: 52 });
      return <NumberField control={form.control} name="lat" label="Szerokość" allowDecimal />;
    }
    renderWithProviders(<Decimal />);
    const input = screen.getByRole('textbox', { name: /Szerokość/ }) as HTMLInputElement;
    await userEvent.tripleClick(input);
    await userEvent.keyboard('52.2297');
    expect(input.value).toBe('52.2297');
    expect(screen.queryByText(/^Tylko liczby całkowite/)).toBeNull();
  });
});
