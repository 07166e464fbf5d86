import { AUDIT_ACTIONS, type AuditAction } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionKey } from '../../features/audit-log/audit-actions';
import { auditLogFeature } from '../../features/audit-log/feature';
import { loadDashboardPage } from '../../features/dashboard/route';
import { loadFeatureCatalogue } from '../../i18n/i18n';

// The dashboard's latest audit events are named as the audit log names them: that feature's
// texts, so the page is composed here.

const isKnownAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** `/` with its panel texts and the audit log's action names loaded (in the current language). */
export async function loadComposedDashboardPage(): Promise<ComponentType> {
  const [DashboardPage] = await Promise.all([
    loadDashboardPage(),
    loadFeatureCatalogue(auditLogFeature.name, auditLogFeature.catalogue),
  ]);
  return function ComposedDashboardPage() {
    const { t } = useTranslation();
    const actionLabel = useCallback(
      (action: string) =>
        isKnownAction(action) ? t(`auditLog.actions.${auditActionKey(action)}`) : action,
      [t],
    );
    return <DashboardPage actionLabel={actionLabel} />;
  };
}
