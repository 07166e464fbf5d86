import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface UnsavedChangesGuardProps {
  /**
   * True while the form holds changes that would be lost. A ref, read at the moment of leaving:
   * a successful save clears it and navigates in the same breath, before any re-render.
   */
  dirtyRef: RefObject<boolean>;
  /** The same as state, for the browser's own prompt (reload, closing the tab). */
  dirty: boolean;
}

/**
 * Warns before leaving a form with unsaved changes (REQ-UX-14): a dialog for in-app
 * navigation (links, back/forward), the browser's prompt for reload and closing the tab.
 */
export function UnsavedChangesGuard({ dirtyRef, dirty }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
    [dirtyRef],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('form.unsaved.title')}
      centered
    >
      <Text size="sm">{t('form.unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('form.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('form.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
