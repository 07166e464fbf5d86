import type { SavedView } from '@backoffice/contract';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../api/error-messages';
import { checkViews } from './saved-views';

export interface SavedViewsDialogProps {
  mode: 'save' | 'manage';
  views: readonly SavedView[];
  /** the current list query (`viewQuery`), saved in `save` mode */
  currentQuery: string;
  onClose: () => void;
  /** the list's views after the change (checked against the server's limits) */
  onSubmit: (views: SavedView[], savedName?: string) => void;
}

/** Save the current view under a name, or rename and delete the saved ones (REQ-VIEWS-1). */
export default function SavedViewsDialog({
  mode,
  views,
  currentQuery,
  onClose,
  onSubmit,
}: SavedViewsDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<SavedView[]>(() => views.map((v) => ({ ...v })));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const next =
      mode === 'save'
        ? [...views, { name: trimmed, query: currentQuery }]
        : draft.map((v) => ({ ...v, name: v.name.trim() }));
    const problem = checkViews(next);
    if (problem) {
      setError(translateErrorKey(t, problem) ?? problem);
      return;
    }
    onSubmit(next, mode === 'save' ? trimmed : undefined);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={mode === 'save' ? t('list.views.saveTitle') : t('list.views.manageTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {mode === 'save' ? (
            <TextInput
              label={t('list.views.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
              required
            />
          ) : draft.length === 0 ? (
            <Text size="sm">{t('list.views.empty')}</Text>
          ) : (
            draft.map((view, index) => (
              <Group
                key={`${index}-${views[index]?.name ?? ''}`}
                gap="xs"
                wrap="nowrap"
                align="end"
              >
                <TextInput
                  style={{ flex: 1 }}
                  label={t('list.views.rename', { name: views[index]?.name ?? view.name })}
                  value={view.name}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((current) =>
                      current.map((v, i) => (i === index ? { ...v, name: value } : v)),
                    );
                    setError(null);
                  }}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('list.views.remove', { name: view.name })}
                  onClick={() => setDraft((current) => current.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))
          )}
          {mode === 'manage' && error ? (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('list.views.cancel')}
            </Button>
            <Button type="submit">{t('list.views.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
