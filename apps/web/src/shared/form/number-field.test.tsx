import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '../../i18n/i18n';
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

  it('keeps a typed decimal as typed and says only whole numbers go, so nothing is saved', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: /Liczba/ }) as HTMLInputElement;
    const error = () => screen.queryByText('Tylko liczby całkowite, np. 2.');
    expect(error()).toBeNull();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('1,5');
    // not 15: the comma stays, the value is 1.5, which the schema's .int() refuses
    expect(input.value).toBe('1,5');
    expect(screen.getByTestId('stored').textContent).toBe('1.5');
    expect(error()).not.toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // a full stop is read the same way, and shown the Polish way
    await userEvent.tripleClick(input);
    await userEvent.keyboard('2.5');
    expect(input.value).toBe('2,5');
    expect(error()).not.toBeNull();
    // a pasted decimal too
    await userEvent.tripleClick(input);
    await userEvent.paste('3,25');
    expect(screen.getByTestId('stored').textContent).toBe('3.25');
    expect(error()).not.toBeNull();
    // in English too, where Mantine took the comma for grouping
    await changeLanguage('en');
    await userEvent.tripleClick(input);
    await userEvent.paste('1,5');
    expect(screen.getByTestId('stored').textContent).toBe('1.5');
    expect(input.value).toBe('1.5');
    await changeLanguage('pl');
    // mended: the error goes
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42');
    expect(error()).toBeNull();
    expect(screen.getByTestId('stored').textContent).toBe('42');
  });

  it('says nothing where decimals are allowed', async () => {
    function Decimal() {
      const form = useEntityForm(z.object({ lat: z.number() }), { lat: 52 });
      const stored = useWatch({ control: form.control, name: 'lat' });
      return (
        <>
          <NumberField control={form.control} name="lat" label="Szerokość" allowDecimal />
          <output data-testid="lat">{String(stored)}</output>
        </>
      );
    }
    renderWithProviders(<Decimal />);
    const input = screen.getByRole('textbox', { name: /Szerokość/ }) as HTMLInputElement;
    await userEvent.tripleClick(input);
    await userEvent.keyboard('52.2297');
    expect(input.value).toBe('52,2297');
    expect(screen.queryByText(/^Tylko liczby całkowite/)).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // the Polish way, typed and pasted: a comma is the decimal separator, not dropped (5005)
    await userEvent.tripleClick(input);
    await userEvent.keyboard('50,05');
    expect(input.value).toBe('50,05');
    expect(screen.getByTestId('lat').textContent).toBe('50.05');
    await userEvent.tripleClick(input);
    await userEvent.paste('19,944544');
    expect(screen.getByTestId('lat').textContent).toBe('19.944544');
    // in English the comma typed is read as the decimal point too, and shown as one
    await changeLanguage('en');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('50,06');
    expect(input.value).toBe('50.06');
    expect(screen.getByTestId('lat').textContent).toBe('50.06');
    await changeLanguage('pl');
  });
});
