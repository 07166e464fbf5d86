import {
  SOCIAL_NETWORKS,
  configInputSchema,
  type Config,
  type SocialMediaIconInput,
  type SocialNetwork,
} from '@backoffice/contract/settings';

// Each tab of the settings page is a form of its own over one part of the settings; a save
// sends only that part (`PUT /admin/config` leaves the others as they are).

export const generalSchema = configInputSchema.pick({ contactForm: true }).required();
export const maintenanceSchema = configInputSchema
  .pick({
    maintenanceMode: true,
    maintenanceModeTitle: true,
    maintenanceModeMessage: true,
    systemMaintenanceModeTitle: true,
    systemMaintenanceModeMessage: true,
  })
  .required();
export const socialMediaSchema = configInputSchema.pick({ socialMediaIcons: true }).required();
export const googleSchema = configInputSchema
  .pick({ googleAnalyticsId: true, googleMapsId: true })
  .required();

export const toGeneral = (config: Config) => ({ contactForm: { ...config.contactForm } });
export const toMaintenance = (config: Config) => ({
  maintenanceMode: config.maintenanceMode,
  maintenanceModeTitle: { ...config.maintenanceModeTitle },
  maintenanceModeMessage: { ...config.maintenanceModeMessage },
  systemMaintenanceModeTitle: { ...config.systemMaintenanceModeTitle },
  systemMaintenanceModeMessage: { ...config.systemMaintenanceModeMessage },
});
/** REQ-SETTINGS-2: a save sends only isEnabled, url and position of each icon. */
export const toSocialMedia = (config: Config) => ({
  socialMediaIcons: Object.fromEntries(
    SOCIAL_NETWORKS.map((name) => {
      const icon = config.socialMediaIcons.find((entry) => entry.name === name);
      return [
        name,
        {
          isEnabled: icon?.isEnabled ?? false,
          url: icon?.url ?? '',
          position: icon?.position ?? SOCIAL_NETWORKS.indexOf(name) + 1,
        },
      ];
    }),
  ) as Record<SocialNetwork, SocialMediaIconInput>,
});
/** Four eyes on money (REQ-APPR-1): the mode and the threshold in PLN. */
export const approvalsSchema = configInputSchema.pick({ approvals: true }).required();
export const toApprovals = (config: Config) => ({ approvals: { ...config.approvals } });
export const deadlinesSchema = configInputSchema.pick({ deadlines: true }).required();
export const toDeadlines = (config: Config) => ({ deadlines: { ...config.deadlines } });
export const toGoogle = (config: Config) => ({
  googleAnalyticsId: config.googleAnalyticsId,
  googleMapsId: config.googleMapsId,
});

/**
 * The version a tab's save sends. Saving one tab moves the version of the whole settings row;
 * another tab, opened before, would then answer 409 though nobody touched its part. So a tab
 * sends the latest version the page knows when its part is still what the tab loaded, and the
 * version it loaded when someone changed its part since (the server then answers 409).
 */
export function versionFor<T>(
  section: (config: Config) => T,
  loaded: Config,
  latest: Config | undefined,
): number {
  if (!latest) return loaded.version;
  return JSON.stringify(section(latest)) === JSON.stringify(section(loaded))
    ? Math.max(latest.version, loaded.version)
    : loaded.version;
}
