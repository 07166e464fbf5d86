import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { modalsHostMounted } from './confirm-dialog';

/**
 * Mantine's modals host, the lazy half of `AppModals` (`app-modals.tsx`). It needs to wrap
 * nothing: `openConfirmDialog` reaches it through window events, and tells it is there by
 * `modalsHostMounted` (children's effects run first, so its listeners are attached by then).
 */
export default function AppModalsHost() {
  const { t } = useTranslation();
  useEffect(() => modalsHostMounted(), []);
  // every dialog's close button needs a name (axe: button-name)
  return <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }} />;
}
