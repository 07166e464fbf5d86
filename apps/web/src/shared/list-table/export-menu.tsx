import { EXPORT_TOTAL_HEADER, type ExportFormat } from '@backoffice/contract';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconX } from '@tabler/icons-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, streamFile, type DownloadProgress } from '../api/download';
import { errorMessages } from '../api/error-messages';
import { stringifyQuery } from '../api/query-string';
import { formatFileSize } from '../format/file-size';
import { showToast } from '../notifications/toast';
import { DeferredMenu } from '../ui/deferred';

// the menu (Mantine's Menu, floating-ui) loads after the list's first frame
const ExportFormatMenu = lazy(() => import('./export-format-menu'));

export interface ExportMenuProps {
  /** the list's API path (`/admin/order`): the export is `${path}/export` */
  path: string;
  /** the list query the screen shows (`useListUrlState().apiQuery`) */
  apiQuery: Record<string, unknown>;
  /** the visible columns' keys, in the list's order */
  columns: readonly string[];
  /** the file's name when the server gives none */
  fileName: string;
}

/** The export's address: the list's filters and order (every page of them) and the columns. */
export function exportPath(
  path: string,
  apiQuery: Record<string, unknown>,
  format: ExportFormat,
  columns: readonly string[],
): string {
  const { pagination: _pagination, ...query } = apiQuery;
  const search = stringifyQuery({ ...query, format, columns: columns.join(',') });
  return `${path}/export?${search}`;
}

/**
 * "Export" (REQ-EXPORT-1): XLSX or CSV of every row the list's filters select, the visible columns.
 * While it runs: how far it is and a cancel button. CSV progress counts the rows received
 * against the total the server announces; an XLSX arrives zipped, so its rows cannot be
 * counted on the way in: it shows the bytes received and the row total.
 */
export function ExportMenu({ path, apiQuery, columns, fileName }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState<{
    format: ExportFormat;
    progress: DownloadProgress;
  } | null>(null);
  const abort = useRef<AbortController | null>(null);
  // leaving the list cancels a running export
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format, progress: { bytes: 0, rows: null, total: null } });
    try {
      const file = await streamFile(
        exportPath(path, apiQuery, format, columns),
        `${fileName}.${format}`,
        {
          signal: controller.signal,
          countRows: format === 'csv',
          totalHeader: EXPORT_TOTAL_HEADER,
          onProgress: (progress) => setRunning({ format, progress }),
        },
      );
      saveFile(file);
    } catch (error) {
      if (controller.signal.aborted) showToast('success', t('list.export.cancelled'));
      else showToast('error', errorMessages(t, error).join(' '), t('list.export.error'));
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  if (running) {
    const { rows, total, bytes } = running.progress;
    const label =
      rows !== null
        ? t('list.export.progressRows', {
            rows: rows.toLocaleString(i18n.language),
            total: (total ?? 0).toLocaleString(i18n.language),
          })
        : t('list.export.progressBytes', {
            total: (total ?? 0).toLocaleString(i18n.language),
            size: formatFileSize(bytes, i18n.language),
          });
    return (
      <Group gap="xs" wrap="nowrap">
        <div style={{ minWidth: 160 }}>
          <Text size="xs" role="status" aria-live="polite">
            {label}
          </Text>
          {rows !== null && total ? (
            <Progress value={(rows / total) * 100} size="sm" aria-label={label} />
          ) : null}
        </div>
        <Button
          variant="default"
          leftSection={<IconX size={16} />}
          onClick={() => abort.current?.abort()}
        >
          {t('list.export.cancel')}
        </Button>
      </Group>
    );
  }

  const trigger = (onClick?: () => void) => (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      rightSection={<IconChevronDown size={14} />}
      onClick={onClick}
    >
      {t('list.export.button')}
    </Button>
  );
  return (
    <DeferredMenu
      Real={ExportFormatMenu}
      props={{ trigger: trigger(), onPick: (format: ExportFormat) => void start(format) }}
      trigger={trigger}
    />
  );
}
