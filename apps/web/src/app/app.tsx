import { useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { useMaintenance } from '../shared/maintenance/maintenance-store';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { MaintenanceScreen } from './shell/maintenance-screen';

function AppContent() {
  const maintenance = useMaintenance();
  // `000 §1`: a 503 answer replaces the whole app with the maintenance screen
  if (maintenance) return <MaintenanceScreen maintenance={maintenance} />;
  return <AppRouter />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppContent />
    </AppProviders>
  );
}
