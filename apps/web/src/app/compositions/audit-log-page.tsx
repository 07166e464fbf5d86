import { pathTo } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '../../features/audit-log/routes/audit-log-page';
import type { FeatureRecord } from '../../shared/feature';
import { useCan } from '../../shared/permissions/use-can';
import { loadFeatureCatalogue } from '../../i18n/i18n';
import { FEATURES } from '../features';

// The audit log names each changed field as its area's form does, and links each record to its
// page: the texts and routes of several features, so the page is composed here, from the records
// each feature declares (`Feature.records`).

interface RecordArea extends FeatureRecord {
  feature: { name: string; catalogue: Parameters<typeof loadFeatureCatalogue>[1] };
}

const AREAS: ReadonlyMap<string, RecordArea> = new Map(
  FEATURES.flatMap((feature) =>
    (feature.records ?? []).map((record): [string, RecordArea] => [
      record.entityType,
      { ...record, feature },
    ]),
  ),
);

function areaOf(entityType: string): RecordArea | undefined {
  return AREAS.get(entityType);
}

/** `/audit-log` with the areas' field labels and links to the records the user may open. */
function ComposedAuditLogPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const fieldLabel = useCallback(
    (entityType: string, field: string) => {
      const area = areaOf(entityType);
      const key = `${area?.fieldsKey}.${field.split('.').pop()}`;
      return area && i18n.exists(key) ? t(key as never) : undefined;
    },
    [t, i18n],
  );
  const recordPath = useCallback(
    (entityType: string, entityId: string) => {
      const area = areaOf(entityType);
      return area && can(area.route.permission)
        ? pathTo(area.route, entityId) + (area.search ?? '')
        : undefined;
    },
    [can],
  );
  return <AuditLogPage fieldLabel={fieldLabel} recordPath={recordPath} />;
}

/** The page, once the texts of every area it names are loaded (in the current language). */
export async function loadComposedAuditLogPage(): Promise<ComponentType> {
  await Promise.all(
    [...AREAS.values()].map(({ feature }) => loadFeatureCatalogue(feature.name, feature.catalogue)),
  );
  return ComposedAuditLogPage;
}
