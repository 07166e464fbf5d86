import { agreementsFeature } from '../features/agreements/feature';
import { approvalsFeature } from '../features/approvals/feature';
import { bankStatementsFeature } from '../features/bank-statements/feature';
import { auditLogFeature } from '../features/audit-log/feature';
import { emailTemplatesFeature } from '../features/email-templates/feature';
import { blogFeature } from '../features/blog/feature';
import { faqFeature } from '../features/faq/feature';
import { featuredOffersFeature } from '../features/featured-offers/feature';
import { menuItemsFeature } from '../features/menu-items/feature';
import { moneyFeature } from '../features/money/feature';
import { offersFeature } from '../features/offers/feature';
import { permissionsFeature } from '../features/permissions/feature';
import { rolesFeature } from '../features/roles/feature';
import { seriesFeature } from '../features/series/feature';
import { settingsFeature } from '../features/settings/feature';
import { slidersFeature } from '../features/sliders/feature';
import { staticContentFeature } from '../features/static-content/feature';
import { staticPagesFeature } from '../features/static-pages/feature';
import { usersFeature } from '../features/users/feature';

/**
 * Every feature of the back-office, once: the route registry, the catalogue loading and the
 * typed translation keys (`i18next.d.ts`) are derived from this list.
 */
export const FEATURES = [
  offersFeature,
  faqFeature,
  menuItemsFeature,
  blogFeature,
  staticPagesFeature,
  featuredOffersFeature,
  slidersFeature,
  staticContentFeature,
  agreementsFeature,
  emailTemplatesFeature,
  usersFeature,
  rolesFeature,
  permissionsFeature,
  auditLogFeature,
  settingsFeature,
  seriesFeature,
  moneyFeature,
  approvalsFeature,
  bankStatementsFeature,
] as const;
