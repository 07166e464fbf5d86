import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFakeXhr, storedFile, type FakeXhr } from '../../test/fake-xhr';
import { renderWithProviders } from '../../test/render';
import { storeTokens } from '../auth/token-store';
import { RichTextField } from './rich-text-field';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ content: z.string() });

function Harness({ initial, disabled }: { initial: string; disabled?: boolean }) {
  const form = useEntityForm(schema, { content: initial });
  const content = useWatch({ control: form.control, name: 'content' });
  const { isDirty } = useFormState({ control: form.control });
  // the record's own form, as on an edit page: the editor's dialogs must never submit it
  const [submits, setSubmits] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
      }}
    >
      <RichTextField control={form.control} name="content" label="Treść" disabled={disabled} />
      <output data-testid="value">{content}</output>
      <output data-testid="dirty">{String(isDirty)}</output>
      <output data-testid="submits">{submits}</output>
    </form>
  );
}

const valueOf = () => screen.getByTestId('value').textContent ?? '';
const inputOf = (testId: string) => {
  const input = screen.getByTestId(testId);
  if (!(input instanceof HTMLInputElement)) throw new Error(`${testId} is not an input`);
  return input;
};

let requests: FakeXhr[];

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
  requests = installFakeXhr();
});

async function renderEditor(initial = '<p>Kontakt</p>', disabled = false) {
  renderWithProviders(<Harness initial={initial} disabled={disabled} />);
  return screen.findByRole('textbox', { name: 'Treść' }, { timeout: 10_000 });
}

describe('RichTextField', () => {
  it('shows the stored HTML and a toolbar named in Polish; the form starts unchanged', async () => {
    const editor = await renderEditor('<h2>Adres</h2><p>ul. Prosta 1</p>');
    expect(within(editor).getByRole('heading', { level: 2, name: 'Adres' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie tekstu' });
    for (const name of [
      'Pogrubienie',
      'Nagłówek 1',
      'Nagłówek 6',
      'Mały tekst',
      'Duży tekst',
      'Bardzo duży tekst',
      'Kolor tekstu: fioletowy',
      'Kolor tekstu: granatowy',
      'Kolor tekstu: morski',
      'Kolor tekstu: czerwony',
      'Wstaw link',
      'Wstaw obraz',
      'Wstaw plik jako link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('a size button wraps the selection in one of the three font sizes', async () => {
    const user = userEvent.setup();
    const editor = await renderEditor('<p>Duże</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bardzo duży tekst' }));
    await waitFor(() => expect(valueOf()).toBe('<p><span style="font-size: 2em;">Duże</span></p>'));
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
  });

  it('a typed link address becomes one the server keeps; one it would drop is refused, said', async () => {
    const user = userEvent.setup();
    const editor = await renderEditor('<p>Strona</p>');
    const link = async (address: string) => {
      await user.click(editor);
      await user.keyboard('{Control>}a{/Control}');
      await user.click(screen.getByRole('button', { name: 'Wstaw link' }));
      const input = await screen.findByPlaceholderText('https://example.com/');
      await user.clear(input);
      await user.type(input, `${address}{Enter}`);
    };
    await link('www.example.com');
    await waitFor(() => expect(valueOf()).toContain('href="https://www.example.com"'));
    // an e-mail template's placeholder link stays, loaded or typed
    await link('{{{{reset_link}}'); // user-event types `{{` as one `{`
    await waitFor(() => expect(valueOf()).toContain('href="{{reset_link}}"'));
    await link('javascript:alert(1)');
    expect(await screen.findByText(/To nie jest adres linku/)).toBeInTheDocument();
    expect(valueOf()).not.toContain('javascript:');
  });

  it("keeps a loaded e-mail template's placeholder link as it is", async () => {
    await renderEditor('<p><a href="{{reset_link}}">Ustaw hasło</a></p>');
    // the editor's first change writes its HTML back: the link must survive that
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ustaw hasło' })).toBeVisible());
    expect(screen.getByRole('link', { name: 'Ustaw hasło' })).toHaveAttribute(
      'href',
      '{{reset_link}}',
    );
  });

  it('inserts an image through the photo upload, with progress', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderEditor();
    const photo = new File([new Uint8Array(64)], 'mapa.png', { type: 'image/png' });
    await user.upload(inputOf('rich-text-image-input'), photo);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/admin/common/upload-photo');
    act(() => requests[0]?.progress(32, 64));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    const stored = storedFile({ fileName: 'mapa.png' });
    act(() => requests[0]?.respond(201, { file: stored }));
    await waitFor(() =>
      expect(valueOf()).toContain(`<img src="${String(stored.imageUrl)}" alt="mapa.png">`),
    );
  });

  it('refuses an oversize image before sending, with the REQ-FILES-2 message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderEditor();
    await user.upload(
      inputOf('rich-text-image-input'),
      new File([new Uint8Array(10_000_001)], 'huge.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText(
        'Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty obrazów, rozmiar obrazu nie może przekraczać 10 MB.',
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('a file becomes a link named in the prompt (REQ-RICH-2)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderEditor('<p>Cennik: </p>');
    const pdf = new File(['%PDF-1.7'], 'cennik-2026.pdf', { type: 'application/pdf' });
    await user.upload(inputOf('rich-text-file-input'), pdf);

    // the name is asked first: nothing is sent while the prompt is open
    const dialog = await screen.findByRole('dialog', { name: 'Nazwa pliku' });
    expect(requests).toEqual([]);
    const nameInput = within(dialog).getByRole('textbox', { name: 'Tekst linku do pliku' });
    expect(nameInput).toHaveValue('cennik-2026.pdf');
    await user.clear(nameInput);
    await user.type(nameInput, 'Cennik 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/admin/common/upload-file');

    const stored = storedFile({ url: '/uploads/abc.pdf', fileName: 'cennik-2026.pdf' });
    act(() => requests[0]?.respond(201, { file: stored }));
    await waitFor(() => expect(valueOf()).toContain('href="/uploads/abc.pdf"'));
    expect(valueOf()).toContain('>Cennik 2026</a>');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    // the prompt's Insert submitted only the prompt, not the record's form around the field
    expect(screen.getByTestId('submits')).toHaveTextContent('0');
  });

  it('cancelling the file-name prompt sends nothing (REQ-RICH-2: no orphan upload)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderEditor();
    await user.upload(
      inputOf('rich-text-file-input'),
      new File(['%PDF-1.7'], 'cennik.pdf', { type: 'application/pdf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nazwa pliku' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(requests).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(valueOf()).toBe('<p>Kontakt</p>');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('read-only: no toolbar, and the text cannot be changed', async () => {
    const editor = await renderEditor('<p>Tylko do odczytu</p>', true);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-readonly', 'true');
  });
});
