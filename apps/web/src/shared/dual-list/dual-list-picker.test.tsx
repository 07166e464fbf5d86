import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { renderWithProviders } from '../../test/render';
import { DualListPicker, searchable } from './dual-list-picker';

interface Person {
  id: number;
  name: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Anna Wiśniewska' },
  { id: 2, name: 'Piotr Nowak' },
  { id: 3, name: 'Zofia Kowalska' },
  { id: 4, name: 'Jan Kowalski' },
];

/** A deferred promise: the test decides when the call answers. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface HarnessProps {
  initialAssigned?: number[];
  onAdd?: (person: Person) => Promise<unknown>;
  onRemove?: (person: Person) => Promise<unknown>;
  canAdd?: boolean;
  canRemove?: boolean;
  available?: Person[] | undefined;
}

/** The picker as an area uses it: the mutation's answer replaces the assigned list. */
function Harness({
  initialAssigned = [4],
  onAdd = () => Promise.resolve(),
  onRemove = () => Promise.resolve(),
  canAdd = true,
  canRemove = true,
  available = PEOPLE,
}: HarnessProps) {
  const [assigned, setAssigned] = useState(() =>
    PEOPLE.filter((person) => initialAssigned.includes(person.id)),
  );
  return (
    <DualListPicker<Person>
      title="Członkowie"
      available={{ items: available }}
      assigned={{ items: assigned }}
      itemKey={(person) => person.id}
      itemLabel={(person) => person.name}
      onAdd={async (person) => {
        await onAdd(person);
        setAssigned((current) => [...current, person]);
      }}
      onRemove={async (person) => {
        await onRemove(person);
        setAssigned((current) => current.filter((other) => other.id !== person.id));
      }}
      canAdd={canAdd}
      canRemove={canRemove}
      labels={{
        available: 'Dostępni',
        assigned: 'Przypisani',
        emptyAvailable: 'Nikogo więcej',
        emptyAssigned: 'Nikt nie jest przypisany',
      }}
      messages={{
        added: 'Dodano osobę',
        addError: 'Błąd dodawania osoby',
        removed: 'Usunięto osobę',
        removeError: 'Błąd usuwania osoby',
      }}
    />
  );
}

function side(name: 'Dostępni' | 'Przypisani') {
  return within(screen.getByRole('list', { name }));
}

describe('DualListPicker', () => {
  it('shows the assigned items on the right and everything else on the left', () => {
    renderWithProviders(<Harness />);
    expect(
      side('Dostępni')
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Anna Wiśniewska', 'Piotr Nowak', 'Zofia Kowalska']);
    expect(
      side('Przypisani')
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Jan Kowalski']);
  });

  it('each side has its own search, without case or accents', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initialAssigned={[3, 4]} />);
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj: Dostępni' }), 'WISNIEW');
    expect(
      side('Dostępni')
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Anna Wiśniewska']);
    // the other side is not filtered by it
    expect(side('Przypisani').getAllByRole('listitem')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj: Przypisani' }), 'jan');
    expect(
      side('Przypisani')
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Jan Kowalski']);
    await user.clear(screen.getByRole('searchbox', { name: 'Szukaj: Przypisani' }));
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj: Przypisani' }), 'xyz');
    expect(screen.getByText('Nic nie pasuje do wyszukiwania.')).toBeInTheDocument();
    expect(searchable('Łódź Żółć')).toBe('lodz zolc');
  });

  it('add and remove call with the clicked item, then move it to the other side', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<Harness onAdd={onAdd} onRemove={onRemove} />);

    await user.click(screen.getByRole('button', { name: 'Przypisz: Piotr Nowak' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith({ id: 2, name: 'Piotr Nowak' });
    expect(await side('Przypisani').findByText('Piotr Nowak')).toBeInTheDocument();
    expect(side('Dostępni').queryByText('Piotr Nowak')).not.toBeInTheDocument();
    expect(await screen.findByText('Dodano osobę')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Odbierz: Jan Kowalski' }));
    expect(onRemove).toHaveBeenCalledWith({ id: 4, name: 'Jan Kowalski' });
    expect(await side('Dostępni').findByText('Jan Kowalski')).toBeInTheDocument();
  });

  it('spins on the clicked row only, and each row on its own', async () => {
    const calls = new Map<number, ReturnType<typeof deferred>>();
    const onAdd = (person: Person) => {
      const call = deferred();
      calls.set(person.id, call);
      return call.promise;
    };
    const user = userEvent.setup();
    renderWithProviders(<Harness onAdd={onAdd} />);

    const anna = screen.getByRole('button', { name: 'Przypisz: Anna Wiśniewska' });
    await user.click(anna);
    expect(anna).toHaveAttribute('data-busy', 'true');
    expect(anna).toBeDisabled();
    const piotr = screen.getByRole('button', { name: 'Przypisz: Piotr Nowak' });
    expect(piotr).not.toHaveAttribute('data-busy');
    expect(piotr).toBeEnabled();

    // a second row clicked while the first is in flight spins too
    await user.click(piotr);
    expect(piotr).toHaveAttribute('data-busy', 'true');
    expect(calls.size).toBe(2);

    await act(async () => calls.get(1)?.resolve());
    expect(await side('Przypisani').findByText('Anna Wiśniewska')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przypisz: Piotr Nowak' })).toHaveAttribute(
      'data-busy',
      'true',
    );

    // a refusal stops the spinner, leaves the row where it was and says why
    await act(async () =>
      calls
        .get(2)
        ?.reject(
          new ApiRequestError(
            403,
            [{ code: 'ACCESS:CANT_GRANT_WHAT_YOU_LACK', message: 'no' }],
            null,
          ),
        ),
    );
    expect(
      await screen.findByText('Nie możesz nadać uprawnienia, którego sam nie masz.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Błąd dodawania osoby')).toBeInTheDocument();
    const again = side('Dostępni').getByRole('button', { name: 'Przypisz: Piotr Nowak' });
    expect(again).not.toHaveAttribute('data-busy');
    expect(again).toBeEnabled();
  });

  it('without the permissions the arrows are disabled and nothing is called', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(
      <Harness onAdd={onAdd} onRemove={onRemove} canAdd={false} canRemove={false} />,
    );
    const add = screen.getByRole('button', { name: 'Przypisz: Anna Wiśniewska' });
    const remove = screen.getByRole('button', { name: 'Odbierz: Jan Kowalski' });
    expect(add).toBeDisabled();
    expect(remove).toBeDisabled();
    await user.click(add);
    await user.click(remove);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
    expect(
      screen.getByText('Nie masz uprawnień do zmiany przypisań — lista jest tylko do odczytu.'),
    ).toBeInTheDocument();
  });

  it('only the permitted direction is enabled', () => {
    renderWithProviders(<Harness canAdd canRemove={false} />);
    expect(screen.getByRole('button', { name: 'Przypisz: Anna Wiśniewska' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Odbierz: Jan Kowalski' })).toBeDisabled();
  });

  it('shows the empty-state texts', () => {
    renderWithProviders(<Harness initialAssigned={[]} available={[]} />);
    expect(screen.getByText('Nikogo więcej')).toBeInTheDocument();
    expect(screen.getByText('Nikt nie jest przypisany')).toBeInTheDocument();
  });
});
