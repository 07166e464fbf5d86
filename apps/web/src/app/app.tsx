import { useMaintenance } from '../shared/maintenance/maintenance-store';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { MaintenanceScreen } from './shell/maintenance-screen';

function AppContent() {
  const maintenance = useMaintenance();
  // REQ-MAINT-1: a 503 answer replaces the whole app with the maintenance screen
  if (maintenance) return <MaintenanceScreen maintenance={maintenance} />;
  return <AppRouter />;
}

export function App() {
  return (
    <AppProviders>
      <AppContent />
    </AppProviders>
  );
}
