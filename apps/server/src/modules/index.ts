import type { ServerModule } from '../core/module.js';
import { accessModule } from './access/module.js';
import { agreementsModule } from './agreements/module.js';
import { approvalsModule } from './approvals/module.js';
import { bankStatementsModule } from './bank-statements/module.js';
import { auditLogModule } from './audit-log/module.js';
import { authModule } from './auth/module.js';
import { blogModule } from './blog/module.js';
import { countriesModule } from './countries/module.js';
import { dashboardModule } from './dashboard/module.js';
import { emailOutboxModule, emailTemplatesModule } from './email-templates/module.js';
import { faqModule } from './faq/module.js';
import { featuredOffersModule } from './featured-offers/module.js';
import { healthModule } from './health/module.js';
import { investmentsModule } from './money/investments/module.js';
import { menuItemsModule } from './menu-items/module.js';
import { offersModule } from './offers/module.js';
import { ordersModule } from './money/orders/module.js';
import { pagesModule } from './pages/module.js';
import { permissionsModule } from './permissions/module.js';
import { preferencesModule } from './preferences/module.js';
import { rolesModule } from './roles/module.js';
import { searchModule } from './search/module.js';
import { seriesModule } from './series/module.js';
import { settingsModule } from './settings/module.js';
import { slidersModule } from './sliders/module.js';
import { staticContentModule } from './static-content/module.js';
import { tagsModule } from './tags/module.js';
import { transactionsModule } from './money/transactions/module.js';
import { refundsModule } from './money/refunds/module.js';
import { uploadsModule } from './uploads/module.js';
import { usersModule } from './users/module.js';

/** Every server module, once. Demo rows are seeded in this order (the sidebar follows the contract's). */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  accessModule,
  preferencesModule,
  usersModule,
  rolesModule,
  permissionsModule,
  countriesModule,
  faqModule,
  menuItemsModule,
  slidersModule,
  blogModule,
  tagsModule,
  pagesModule,
  staticContentModule,
  agreementsModule,
  emailTemplatesModule,
  emailOutboxModule,
  auditLogModule,
  uploadsModule,
  settingsModule,
  // demo data is seeded in this order: the offers link to the demo series by name, and the
  // featured groups take the demo offers
  seriesModule,
  offersModule,
  featuredOffersModule,
  // the money area's demo rows complete the offers' demo orders (payments, shares, dividends)
  ordersModule,
  transactionsModule,
  investmentsModule,
  refundsModule,
  approvalsModule,
  bankStatementsModule,
  // reads the tables above; no rows of its own
  dashboardModule,
  searchModule,
];
