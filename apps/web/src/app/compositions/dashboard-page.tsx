import type { Language } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionLabel } from '../../features/audit-log/audit-actions';
import { loadDashboardPage } from '../../features/dashboard/route';

// The dashboard's latest audit events are named as the audit log names them (the areas'
// declarations in the contract), so the page is composed here.

/** `/` with its panel texts loaded, naming audit events in the current language. */
export async function loadComposedDashboardPage(): Promise<ComponentType> {
  const DashboardPage = await loadDashboardPage();
  return function ComposedDashboardPage() {
    const { i18n } = useTranslation();
    const language = i18n.language as Language;
    const actionLabel = useCallback(
      (action: string) => auditActionLabel(action, language),
      [language],
    );
    return <DashboardPage actionLabel={actionLabel} />;
  };
}
