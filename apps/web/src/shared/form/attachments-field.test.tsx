import { attachmentInputSchema, type Attachment, type StoredFile } from '@backoffice/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormState, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFakeXhr, storedFile, type FakeXhr } from '../../test/fake-xhr';
import { renderWithProviders } from '../../test/render';
import { storeTokens } from '../auth/token-store';
import { AttachmentsField, attachmentValues } from './attachments-field';
import { uniqueFileName } from './unique-file-name';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ attachments: z.array(attachmentInputSchema) });

const SAVED: Attachment[] = [
  {
    id: 4,
    displayName: 'Regulamin',
    file: storedFile({
      id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
      url: '/uploads/7d1e.pdf',
      fileName: 'report.pdf',
      mimeType: 'application/pdf',
      size: 120_000,
      imageUrl: null,
      thumbUrl: null,
    }) as StoredFile,
  },
];

function Harness({ current }: { current: Attachment[] }) {
  const form = useEntityForm(schema, { attachments: attachmentValues(current) });
  const attachments = useWatch({ control: form.control, name: 'attachments' });
  const { isDirty } = useFormState({ control: form.control });
  return (
    <>
      <AttachmentsField
        control={form.control}
        name="attachments"
        label="Załączniki"
        current={current}
      />
      <output data-testid="value">{JSON.stringify(attachments)}</output>
      <output data-testid="dirty">{String(isDirty)}</output>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as unknown;
const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

let requests: FakeXhr[];

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
  requests = installFakeXhr();
});

async function addFiles(container: HTMLElement, files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await user.upload(input, files);
  return user;
}

describe('uniqueFileName (REQ-FILES-4)', () => {
  it('adds a numeric suffix in brackets before the extension, the first one free', () => {
    expect(uniqueFileName('report.pdf', [])).toBe('report.pdf');
    expect(uniqueFileName('report.pdf', ['report.pdf'])).toBe('report (1).pdf');
    expect(uniqueFileName('Report.PDF', ['report.pdf', 'report (1).pdf'])).toBe('Report (2).PDF');
    expect(uniqueFileName('README', ['README'])).toBe('README (1)');
    expect(uniqueFileName('.env', ['.env'])).toBe('.env (1)');
  });
});

describe('AttachmentsField', () => {
  it('uploads each file with its own progress and cancel; a finished one becomes a row', async () => {
    const { container } = renderWithProviders(<Harness current={[]} />);
    const user = await addFiles(container, [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((xhr) => xhr.url)).toEqual([
      '/api/admin/common/upload-file',
      '/api/admin/common/upload-file',
    ]);
    act(() => {
      requests[0]?.progress(30, 100);
      requests[1]?.progress(70, 100);
    });
    const bars = await screen.findAllByTestId('upload-progress');
    expect(bars).toHaveLength(2);
    expect(within(bars[0] as HTMLElement).getByText('30%')).toBeInTheDocument();
    expect(within(bars[1] as HTMLElement).getByText('70%')).toBeInTheDocument();

    await user.click(
      within(bars[0] as HTMLElement).getByRole('button', { name: 'Anuluj przesyłanie' }),
    );
    expect(requests[0]?.aborted).toBe(true);
    expect(requests[1]?.aborted).toBe(false);

    const stored = storedFile({
      fileName: 'b.pdf',
      mimeType: 'application/pdf',
      thumbUrl: null,
      imageUrl: null,
    });
    act(() => requests[1]?.respond(201, { file: stored }));
    await waitFor(() =>
      expect(valueOf()).toEqual([{ displayName: 'b.pdf', file: { fileId: stored.id } }]),
    );
    expect(screen.queryAllByTestId('upload-progress')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Otwórz plik b.pdf' })).toHaveAttribute(
      'href',
      stored.url,
    );
    expect(await screen.findByText('Plik został przesłany.')).toBeInTheDocument();
  });

  it('a duplicate file name gets a numeric suffix, also among files added together', async () => {
    const { container } = renderWithProviders(<Harness current={SAVED} />);
    await addFiles(container, [pdf('report.pdf'), pdf('report.pdf')]);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((xhr) => xhr.body?.get('fileName'))).toEqual([
      'report (1).pdf',
      'report (2).pdf',
    ]);
    act(() => requests[0]?.respond(201, { file: storedFile({ fileName: 'report (1).pdf' }) }));
    await waitFor(() =>
      expect(valueOf()).toEqual([
        { id: 4, displayName: 'Regulamin' },
        { displayName: 'report (1).pdf', file: { fileId: storedFile().id } },
      ]),
    );
  });

  it('refuses a file of a wrong type with the exact message (REQ-FILES-2) and sends nothing', async () => {
    const { container } = renderWithProviders(<Harness current={[]} />);
    await addFiles(container, [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Załączniki' })).toHaveAccessibleDescription(
        'setup.exe: Nieprawidłowy typ lub rozmiar pliku. Akceptujemy popularne formaty dokumentów i obrazów, rozmiar pliku nie może przekraczać 100 MB.',
      ),
    );
    expect(requests).toEqual([]);
  });

  it('a saved attachment is flagged for deletion, undoable; the display name is editable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness current={SAVED} />);
    const name = screen.getByRole('textbox', { name: 'Nazwa wyświetlana: report.pdf' });
    await user.type(name, ' 2026');
    expect(valueOf()).toEqual([{ id: 4, displayName: 'Regulamin 2026' }]);
    await user.clear(name);
    await user.type(name, 'Regulamin');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Usuń report.pdf' }));
    expect(valueOf()).toEqual([{ id: 4, displayName: 'Regulamin', delete: true }]);
    expect(screen.getByText('Zostanie usunięty po zapisaniu.')).toBeInTheDocument();
    expect(name).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cofnij usunięcie' }));
    expect(valueOf()).toEqual([{ id: 4, displayName: 'Regulamin' }]);
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('an unsaved attachment is removed straight away', async () => {
    const { container } = renderWithProviders(<Harness current={[]} />);
    const user = await addFiles(container, [pdf('a.pdf')]);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.respond(201, { file: storedFile({ fileName: 'a.pdf' }) }));
    await user.click(await screen.findByRole('button', { name: 'Usuń a.pdf' }));
    expect(valueOf()).toEqual([]);
    expect(screen.queryByTestId('attachment-row')).not.toBeInTheDocument();
  });
});
