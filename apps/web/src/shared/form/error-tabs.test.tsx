import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';
import { useErrorTabs } from './error-tabs';

const schema = z.object({
  author: z.string().min(1, 'IS_REQUIRED'),
  title: z.string().min(1, 'IS_REQUIRED'),
});

function TabbedForm() {
  const form = useEntityForm(schema, { author: 'Ola', title: '' });
  const tabs = useErrorTabs(form.control, { main: ['author'], content: ['title'] }, 'main');
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <Tabs value={tabs.value} onChange={tabs.open} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="main" rightSection={tabs.badge('main')}>
            Główne
          </Tabs.Tab>
          <Tabs.Tab value="content" rightSection={tabs.badge('content')}>
            Treść
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="main">
          <TextField control={form.control} name="author" label="Autor" />
        </Tabs.Panel>
        <Tabs.Panel value="content">
          <TextField control={form.control} name="title" label="Tytuł" />
        </Tabs.Panel>
      </Tabs>
      <button type="submit">Zapisz</button>
    </form>
  );
}

describe('useErrorTabs', () => {
  it('counts a hidden tab’s errors on it, and a refused save opens that tab', async () => {
    renderWithProviders(<TabbedForm />);
    expect(screen.getByRole('tab', { name: /Główne/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/Błędy na tej karcie/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    // the empty title is on the other tab: it is opened, and it carries the count
    expect(await screen.findByLabelText('Błędy na tej karcie: 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Treść/ })).toHaveAttribute('aria-selected', 'true');
    // the user may go back to the first tab: it is not forced open again
    await userEvent.click(screen.getByRole('tab', { name: /Główne/ }));
    expect(screen.getByRole('tab', { name: /Główne/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Błędy na tej karcie: 1')).toBeInTheDocument();
  });
});
