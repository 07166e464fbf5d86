import type { AuditEntityType, PermissionName } from '@backoffice/contract';
import type { ComponentType } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementsFeature } from '../../features/agreements/feature';
import { AuditLogPage } from '../../features/audit-log/routes/audit-log-page';
import { emailTemplatesFeature } from '../../features/email-templates/feature';
import { blogFeature } from '../../features/blog/feature';
import { faqFeature } from '../../features/faq/feature';
import { featuredOffersFeature } from '../../features/featured-offers/feature';
import { menuItemsFeature } from '../../features/menu-items/feature';
import { moneyFeature } from '../../features/money/feature';
import { permissionsFeature } from '../../features/permissions/feature';
import { rolesFeature } from '../../features/roles/feature';
import { seriesFeature } from '../../features/series/feature';
import { settingsFeature } from '../../features/settings/feature';
import { slidersFeature } from '../../features/sliders/feature';
import { staticContentFeature } from '../../features/static-content/feature';
import { staticPagesFeature } from '../../features/static-pages/feature';
import { usersFeature } from '../../features/users/feature';
import { useCan } from '../../shared/permissions/use-can';
import { loadFeatureCatalogue } from '../../i18n/i18n';

// The audit log names each changed field as its area's form does, and links each record to its
// page: the texts and routes of several features, so the page is composed here.

interface RecordArea {
  feature: { name: string; catalogue: Parameters<typeof loadFeatureCatalogue>[1] };
  /** where the area's catalogue keeps its field labels */
  fieldsKey: string;
  path: (id: string) => string;
  /** the record page's route permission */
  get: PermissionName;
}

/**
 * Every audited kind of record with a page of its own (an uploaded file and an exported list have
 * none; offers get
 * theirs with the offers web feature).
 */
type RecordEntityType = Exclude<AuditEntityType, 'file' | 'offer' | 'list'>;

const AREAS: Record<RecordEntityType, RecordArea> = {
  faq: {
    feature: faqFeature,
    fieldsKey: 'faq.fields',
    path: (id) => `/faq/${id}`,
    get: 'admin:faq:get',
  },
  'menu-item': {
    feature: menuItemsFeature,
    fieldsKey: 'menuItems.fields',
    path: (id) => `/menu/${id}`,
    get: 'admin:menu:get',
  },
  user: {
    feature: usersFeature,
    fieldsKey: 'users.fields',
    path: (id) => `/users/${id}`,
    get: 'admin:user:get',
  },
  role: {
    feature: rolesFeature,
    fieldsKey: 'roles.fields',
    path: (id) => `/roles/${id}/edit`,
    get: 'admin:role:get',
  },
  permission: {
    feature: permissionsFeature,
    fieldsKey: 'permissions.fields',
    path: (id) => `/permission/${id}`,
    get: 'admin:permission:get',
  },
  slider: {
    feature: slidersFeature,
    fieldsKey: 'sliders.fields',
    path: (id) => `/slider/${id}`,
    get: 'admin:slider:get',
  },
  'blog-post': {
    feature: blogFeature,
    fieldsKey: 'blog.fields',
    path: (id) => `/blog/${id}`,
    get: 'admin:blog:get',
  },
  'blog-tag': {
    feature: blogFeature,
    fieldsKey: 'blog.tagFields',
    path: (id) => `/blog/tags/${id}`,
    get: 'admin:tags:get',
  },
  page: {
    feature: staticPagesFeature,
    fieldsKey: 'staticPages.fields',
    path: (id) => `/static-pages/${id}`,
    get: 'admin:page:get',
  },
  'featured-offer': {
    feature: featuredOffersFeature,
    fieldsKey: 'featuredOffers.fields',
    path: (id) => `/featured-offers/${id}`,
    get: 'admin:featured-offer:get',
  },
  'static-content': {
    feature: staticContentFeature,
    fieldsKey: 'staticContent.fields',
    path: (id) => `/static-content/element/${id}`,
    get: 'admin:static-content:get',
  },
  config: {
    feature: settingsFeature,
    fieldsKey: 'settings.fields',
    path: () => '/settings',
    get: 'admin:config:get',
  },
  'paypal-config': {
    feature: settingsFeature,
    fieldsKey: 'settings.paypalFields',
    path: () => '/settings?tab=paypal',
    get: 'admin:config:get',
  },
  series: {
    feature: seriesFeature,
    fieldsKey: 'series.fields',
    path: (id) => `/series/${id}/edit`,
    get: 'admin:series:get',
  },
  agreement: {
    feature: agreementsFeature,
    fieldsKey: 'agreements.fields',
    path: (id) => `/agreements/${id}`,
    get: 'admin:agreement:get',
  },
  'email-template': {
    feature: emailTemplatesFeature,
    fieldsKey: 'emailTemplates.fields',
    path: (id) => `/email-templates/${id}/edit`,
    get: 'admin:email-template:get',
  },
  order: {
    feature: moneyFeature,
    fieldsKey: 'orders.fields',
    path: (id) => `/orders/${id}/edit`,
    get: 'admin:order:get',
  },
  transaction: {
    feature: moneyFeature,
    fieldsKey: 'transactions.fields',
    path: (id) => `/transactions/${id}/edit`,
    get: 'admin:transaction:get',
  },
};

function areaOf(entityType: string): RecordArea | undefined {
  return Object.hasOwn(AREAS, entityType) ? AREAS[entityType as RecordEntityType] : undefined;
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
      return area && can(area.get) ? area.path(entityId) : undefined;
    },
    [can],
  );
  return <AuditLogPage fieldLabel={fieldLabel} recordPath={recordPath} />;
}

/** The page, once the texts of every area it names are loaded (in the current language). */
export async function loadComposedAuditLogPage(): Promise<ComponentType> {
  await Promise.all(
    Object.values(AREAS).map(({ feature }) =>
      loadFeatureCatalogue(feature.name, feature.catalogue),
    ),
  );
  return ComposedAuditLogPage;
}
