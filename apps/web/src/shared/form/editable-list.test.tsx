import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch, type Control } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { EditableList } from './editable-list';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      backendIndex: z.number().optional(),
      delete: z.boolean().optional(),
    }),
  ),
});
type Values = z.input<typeof schema>;

const renderItemCalled = vi.fn();

function Harness({ initial }: { initial: Values['items'] }) {
  const form = useEntityForm(schema, { items: initial });
  return (
    <>
      <EditableList
        control={form.control}
        name="items"
        label="Pozycje"
        newItem={() => ({ name: '' })}
        renderItem={(index, disabled) => {
          renderItemCalled();
          return (
            <TextField
              control={form.control}
              name={`items.${index}.name`}
              label={`Nazwa ${index + 1}`}
              disabled={disabled}
            />
          );
        }}
      />
      <Value control={form.control} />
    </>
  );
}

// its own component, so the harness does not re-render on every change
function Value({ control }: { control: Control<Values> }) {
  const items = useWatch({ control, name: 'items' });
  return <output data-testid="value">{JSON.stringify(items)}</output>;
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as unknown;

describe('EditableList', () => {
  it('typing into one item re-renders that field only, not every item of the list', async () => {
    renderWithProviders(
      <Harness
        initial={[
          { name: 'a', backendIndex: 0 },
          { name: 'b', backendIndex: 1 },
          { name: 'c', backendIndex: 2 },
        ]}
      />,
    );
    const before = renderItemCalled.mock.calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa 2' }), 'xyz');
    expect(valueOf()).toEqual([
      { name: 'a', backendIndex: 0 },
      { name: 'bxyz', backendIndex: 1 },
      { name: 'c', backendIndex: 2 },
    ]);
    expect(renderItemCalled.mock.calls.length).toBe(before);
  });

  it('a saved item edited and then removed is marked with its edits, and its undo keeps them', async () => {
    renderWithProviders(
      <Harness
        initial={[
          { name: 'a', backendIndex: 0 },
          { name: 'b', backendIndex: 1 },
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa 1' }), '!');
    const list = screen.getByRole('group', { name: 'Pozycje' });
    await userEvent.click(within(list).getByRole('button', { name: 'Usuń: Pozycje, pozycja 1' }));
    expect(valueOf()).toEqual([
      { name: 'a!', backendIndex: 0, delete: true },
      { name: 'b', backendIndex: 1 },
    ]);
    expect(screen.getByRole('textbox', { name: 'Nazwa 1' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: /Cofnij/ }));
    expect(valueOf()).toEqual([
      { name: 'a!', backendIndex: 0, delete: false },
      { name: 'b', backendIndex: 1 },
    ]);
    expect(screen.getByRole('textbox', { name: 'Nazwa 1' })).toBeEnabled();
  });

  it('a new item is removed at once', async () => {
    renderWithProviders(<Harness initial={[{ name: 'a', backendIndex: 0 }]} />);
    await userEvent.click(screen.getByRole('button', { name: /Dodaj/ }));
    expect(valueOf()).toEqual([{ name: 'a', backendIndex: 0 }, { name: '' }]);
    const list = screen.getByRole('group', { name: 'Pozycje' });
    await userEvent.click(within(list).getByRole('button', { name: 'Usuń: Pozycje, pozycja 2' }));
    expect(valueOf()).toEqual([{ name: 'a', backendIndex: 0 }]);
  });
});
