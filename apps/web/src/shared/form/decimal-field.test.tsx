import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { DecimalField } from './decimal-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ amount: z.string().nullable() });

function Harness({ initial, clamp = false }: { initial: string | null; clamp?: boolean }) {
  const form = useEntityForm(schema, { amount: initial });
  const stored = useWatch({ control: form.control, name: 'amount' });
  return (
    <>
      <DecimalField
        control={form.control}
        name="amount"
        label="Koszt"
        suffix="PLN"
        negativeBecomesZero={clamp}
      />
      <output data-testid="stored">{String(stored)}</output>
    </>
  );
}

/** Intl groups with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const shown = () =>
  plain((screen.getByRole('textbox', { name: 'Koszt' }) as HTMLInputElement).value);
const stored = () => screen.getByTestId('stored').textContent;

afterEach(async () => {
  await i18n.changeLanguage('pl');
});

describe('DecimalField', () => {
  it('reads grouped in Polish while left, and shows the stored string to edit while focused', async () => {
    renderWithProviders(<Harness initial="48500000.00" />);
    expect(shown()).toBe('48 500 000,00');
    await userEvent.click(screen.getByRole('textbox', { name: 'Koszt' }));
    expect(shown()).toBe('48500000.00');
    await userEvent.tab();
    expect(shown()).toBe('48 500 000,00');
    expect(stored()).toBe('48500000.00');
  });

  it('groups in English when the UI is in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Harness initial="48500000.00" />);
    expect(shown()).toBe('48,500,000.00');
    expect(screen.getByText('PLN')).toBeInTheDocument();
  });

  it('stores a typed comma as the decimal point, exactly as typed, never through a float', async () => {
    renderWithProviders(<Harness initial={null} />);
    const input = screen.getByRole('textbox', { name: 'Koszt' });
    await userEvent.type(input, '90071992547409,93');
    expect(stored()).toBe('90071992547409.93');
    await userEvent.tab();
    expect(shown()).toBe('90 071 992 547 409,93');
    expect(stored()).toBe('90071992547409.93');
  });

  it('turns a negative value into 0 when left, where the area asks for it', async () => {
    renderWithProviders(<Harness initial={null} clamp />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Koszt' }), '-12');
    await userEvent.tab();
    expect(stored()).toBe('0');
    expect(shown()).toBe('0');
  });
});
