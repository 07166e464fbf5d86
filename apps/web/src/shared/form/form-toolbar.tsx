import { Button, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconDeviceFloppy,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WideLabel } from '../ui/wide-label';

export interface FormToolbarProps {
  mode: 'create' | 'edit';
  /** Where "go back" leads (the list, with the filters it was opened from). */
  backPath: string;
  /** Without the permission to save, only go back (and reload) remain (REQ-ACCESS-5). */
  readOnly: boolean;
  /** Loading, saving or reloading: every button waits (REQ-FORM-3). */
  busy: boolean;
  /** The form's own rule says it cannot be sent yet (menu: no parent and no codeName). */
  submitBlocked: boolean;
  /** Why save is disabled, when the user may wonder (nothing changed): the button's tooltip. */
  submitBlockedReason?: string | undefined;
  /** Which button is spinning. */
  pending: 'save' | 'saveAndBack' | 'reload' | 'delete' | null;
  onSaveAndBack: () => void;
  onReload?: (() => void) | undefined;
  /** Edit mode: asks for confirmation, then deletes the record (left out: no delete button). */
  onDelete?: (() => void) | undefined;
  /** `top` or `bottom`: the toolbar is drawn above and below the form. */
  placement: 'top' | 'bottom';
  /** An area's own buttons (an offer's revalidate), before reload, in both toolbars. */
  extra?: ReactNode;
  /**
   * False for a form that is one section of a record screen whose header already has the one
   * "go back" (the order screen): no go back and no save and back, only reload and save.
   */
  withBack?: boolean;
}

/**
 * The form's buttons (REQ-FORM-1): go back; in edit mode reload, save, save and back;
 * in create mode create, create and back. The plain save/create is the form's submit button,
 * so Enter in a field saves too.
 */
export function FormToolbar({
  mode,
  backPath,
  readOnly,
  busy,
  submitBlocked,
  submitBlockedReason,
  pending,
  onSaveAndBack,
  onReload,
  onDelete,
  placement,
  extra,
  withBack = true,
}: FormToolbarProps) {
  const { t } = useTranslation();
  const saveDisabled = busy || submitBlocked;
  return (
    <Group
      gap="xs"
      // with a delete button or an area's own buttons the top toolbar may not fit a phone's
      // width: it wraps (Save then moves under go back, instead of off the screen)
      wrap={onDelete || extra ? 'wrap' : 'nowrap'}
      justify={placement === 'top' || !withBack ? 'flex-end' : 'space-between'}
      role="toolbar"
      // a section's one toolbar is no page's bottom
      aria-label={t(placement === 'top' || !withBack ? 'form.toolbarTop' : 'form.toolbarBottom')}
    >
      {withBack ? (
        <Button
          component={Link}
          to={backPath}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          aria-label={t('form.goBack')}
          px={{ base: 'xs', sm: 'md' }}
        >
          <WideLabel>{t('form.goBack')}</WideLabel>
        </Button>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        {extra}
        {mode === 'edit' && onDelete ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={busy}
            loading={pending === 'delete'}
            aria-label={t('form.delete')}
            px={{ base: 'xs', sm: 'md' }}
          >
            <WideLabel>{t('form.delete')}</WideLabel>
          </Button>
        ) : null}
        {mode === 'edit' && onReload ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={onReload}
            disabled={busy}
            loading={pending === 'reload'}
            aria-label={t('form.reload')}
            px={{ base: 'xs', sm: 'md' }}
          >
            <WideLabel>{t('form.reload')}</WideLabel>
          </Button>
        ) : null}
        {readOnly ? null : (
          <>
            {withBack ? (
              <Button
                variant="light"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={onSaveAndBack}
                disabled={saveDisabled}
                loading={pending === 'saveAndBack'}
                // on a phone only Save keeps its words: four labelled buttons overflow 390 px
                aria-label={t(mode === 'edit' ? 'form.saveAndBack' : 'form.createAndBack')}
                px={{ base: 'xs', sm: 'md' }}
              >
                <WideLabel>
                  {t(mode === 'edit' ? 'form.saveAndBack' : 'form.createAndBack')}
                </WideLabel>
              </Button>
            ) : null}
            <Button
              type="submit"
              aria-keyshortcuts="Control+Enter Meta+Enter"
              // the shortcut is named whether or not Save can be used now (REQ-FORM-1)
              title={
                saveDisabled && submitBlockedReason
                  ? `${submitBlockedReason} ${t('form.shortcuts.saveHint')}`
                  : t('form.shortcuts.saveHint')
              }
              leftSection={
                mode === 'edit' ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />
              }
              disabled={saveDisabled}
              loading={pending === 'save'}
            >
              {t(mode === 'edit' ? 'form.save' : 'form.create')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
