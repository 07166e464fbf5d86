import type { StaleWriteConflict } from '@backoffice/contract';
import { Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/date-time';
import type { ConflictField } from './stale-conflict';

/** Who saved the record since, and when: "Jan Nowak (jan@example.com), 28/11/2026 09:12". */
export function savedByText(t: TFunction, conflict: StaleWriteConflict | null): string {
  const by = conflict?.savedBy;
  const who = by?.name && by.email ? `${by.name} (${by.email})` : (by?.name ?? by?.email ?? null);
  const at = conflict?.savedAt ? formatDateTime(conflict.savedAt) : null;
  if (who && at) return t('form.conflict.savedByAt', { who, at });
  if (who) return t('form.conflict.savedBy', { who });
  return t('form.conflict.savedByUnknown');
}

/** A value as the comparison shows it: text without its HTML, yes/no, lists as their count. */
function shown(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('form.conflict.empty');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > 300 ? `${text.slice(0, 300)}…` : text || t('form.conflict.empty');
  }
  if (Array.isArray(value)) return t('form.conflict.items', { count: value.length });
  const json = JSON.stringify(value);
  return json.length > 300 ? `${json.slice(0, 300)}…` : json;
}

export interface StaleWriteDialogProps {
  opened: boolean;
  conflict: StaleWriteConflict | null;
  fields: ConflictField[];
  pending: boolean;
  /** keeps the user's value of each path in `mine`, the saved one elsewhere */
  onApply: (mine: ReadonlySet<string>) => void;
  /** drops everything typed and loads the latest version */
  onReload: () => void;
  onClose: () => void;
}

/**
 * A stale save settled field by field (docs/architecture.md, "Stale saves"): who saved the
 * record since and when, each field they changed next to what the user typed, and for each the
 * choice of keeping theirs or the user's; or the latest version as a whole.
 */
export function StaleWriteDialog({
  opened,
  conflict,
  fields,
  pending,
  onApply,
  onReload,
  onClose,
}: StaleWriteDialogProps) {
  const { t } = useTranslation();
  // a field the user changed too keeps theirs by default; one they left is the other save's
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const choiceOf = (field: ConflictField) =>
    choices[field.path] ?? (field.changedByMe ? 'mine' : 'theirs');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('form.staleWrite.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="stale-write-dialog">
        <Text size="sm">{savedByText(t, conflict)}</Text>
        {fields.length === 0 ? (
          <Text size="sm">{t('form.conflict.noFields')}</Text>
        ) : (
          <>
            <Text size="sm">{t('form.conflict.intro')}</Text>
            {fields.map((field) => (
              <Paper key={field.path} withBorder p="sm" data-conflict-field={field.path}>
                <Stack gap="xs">
                  <Text fw={600} size="sm">
                    {field.label}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('form.conflict.theirs')}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {shown(t, field.theirs)}
                      </Text>
                    </div>
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('form.conflict.mine')}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {shown(t, field.mine)}
                      </Text>
                    </div>
                  </SimpleGrid>
                  <Radio.Group
                    value={choiceOf(field)}
                    onChange={(value) =>
                      setChoices((current) => ({
                        ...current,
                        [field.path]: value === 'mine' ? 'mine' : 'theirs',
                      }))
                    }
                    label={t('form.conflict.choose', { field: field.label })}
                    // the field's name is shown above; the group is named after it for readers
                    styles={{
                      label: {
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                        whiteSpace: 'nowrap',
                      },
                    }}
                  >
                    <Group gap="lg">
                      <Radio value="theirs" label={t('form.conflict.keepTheirs')} />
                      <Radio value="mine" label={t('form.conflict.keepMine')} />
                    </Group>
                  </Radio.Group>
                </Stack>
              </Paper>
            ))}
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" color="orange" onClick={onReload} loading={pending}>
            {t('form.conflict.reload')}
          </Button>
          <Button
            onClick={() =>
              onApply(
                new Set(
                  fields.filter((field) => choiceOf(field) === 'mine').map((field) => field.path),
                ),
              )
            }
            disabled={pending}
          >
            {t('form.conflict.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
