export function startFakeGeocoder(
  port?: number,
): Promise<{ url: string; close: () => Promise<void> }>;
