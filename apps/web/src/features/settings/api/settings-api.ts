import type {
  Config,
  ConfigInput,
  PaypalConfig,
  PaypalConfigInput,
  SecuritySettings,
  SecuritySettingsInput,
} from '@backoffice/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

const TAG = 'config';
export const settingsKeys = {
  config: ['config'] as const,
  paypal: ['config', 'paypal'] as const,
  security: ['config', 'security'] as const,
};

/** `GET /admin/config`. */
export function useConfig() {
  return useQuery({
    queryKey: settingsKeys.config,
    queryFn: async ({ signal }) => (await request<Config>('/admin/config', { signal })).data,
    meta: { shows: [TAG] },
  });
}

/** `PUT /admin/config`: the tab's part of the settings and the version it was loaded at. */
export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { data: ConfigInput; version: number }): Promise<Config> =>
      (await request<Config>('/admin/config', { method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.config, saved),
    meta: { changes: [TAG] },
  });
}

/** `GET /admin/config/paypal`: client secrets come as a mask only. */
export function usePaypalConfig() {
  return useQuery({
    queryKey: settingsKeys.paypal,
    queryFn: async ({ signal }) =>
      (await request<PaypalConfig>('/admin/config/paypal', { signal })).data,
    meta: { shows: [TAG] },
  });
}

/** `PUT /admin/config/paypal`: a secret left as its mask (or empty) keeps the stored one. */
export function useUpdatePaypalConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { data: PaypalConfigInput; version: number }): Promise<PaypalConfig> =>
      (await request<PaypalConfig>('/admin/config/paypal', { method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.paypal, saved),
    meta: { changes: [TAG] },
  });
}

/** `GET /admin/config/security`: the step-up window and the second-factor policy. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: settingsKeys.security,
    queryFn: async ({ signal }) =>
      (await request<SecuritySettings>('/admin/config/security', { signal })).data,
    meta: { shows: [TAG] },
  });
}

/** `PUT /admin/config/security`: the super admin only. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      data: SecuritySettingsInput;
      version: number;
    }): Promise<SecuritySettings> =>
      (await request<SecuritySettings>('/admin/config/security', { method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.security, saved),
    meta: { changes: [TAG] },
  });
}
