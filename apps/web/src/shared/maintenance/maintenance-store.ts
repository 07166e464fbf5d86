import { useSyncExternalStore } from 'react';

/** What the maintenance screen shows: the title and message of the 503 answer, if it had them. */
export interface MaintenanceState {
  title: string | null;
  message: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: MaintenanceState | null = null;

/** Switches the whole app to the maintenance screen (REQ-MAINT-1: set on a 503 answer). */
export function enterMaintenance(next: MaintenanceState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function leaveMaintenance(): void {
  state = null;
  for (const listener of listeners) listener();
}

export function getMaintenance(): MaintenanceState | null {
  return state;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMaintenance(): MaintenanceState | null {
  return useSyncExternalStore(subscribe, getMaintenance, getMaintenance);
}
