import { loadFeatureCatalogue } from '../../i18n/i18n';
import { DASHBOARD_CATALOGUE } from './catalogue';
import { DashboardPage } from './routes/dashboard-page';

/**
 * The dashboard page with its panel texts loaded (router.tsx imports this module lazily, so the
 * signed-in router's chunk carries neither the page nor its catalogue loaders).
 */
export async function loadDashboardPage() {
  await loadFeatureCatalogue('dashboard', DASHBOARD_CATALOGUE);
  return DashboardPage;
}
