import type {
  ApprovalMode,
  SocialMediaIconInput,
  SocialNetwork,
} from '@backoffice/contract/settings';

export const DEFAULT_SETTINGS = {
  maintenanceMode: false,
  maintenanceModeTitle: { pl: 'Przerwa techniczna', en: 'Maintenance break' },
  maintenanceModeMessage: {
    pl: 'Platforma jest chwilowo niedostępna. Wrócimy wkrótce.',
    en: 'The platform is temporarily unavailable. We will be back soon.',
  },
  systemMaintenanceModeTitle: { pl: 'Aktualizacja systemu', en: 'System upgrade' },
  systemMaintenanceModeMessage: {
    pl: 'Trwa aktualizacja systemu. Spróbuj ponownie za kilka minut.',
    en: 'The system is being upgraded. Please try again in a few minutes.',
  },
  contactFormSendFrom: '',
  contactFormSendTo: '',
  contactFormSendFromName: '',
  socialMediaIcons: {} as Partial<Record<SocialNetwork, SocialMediaIconInput>>,
  googleAnalyticsId: '',
  googleMapsId: '',
  // four eyes on money: off until an admin sets it (REQ-APPR-1)
  approvalMode: 'off' as ApprovalMode,
  approvalThreshold: '50000.00',
  // a payment deadline moves at most this many days ahead of the moment it is extended
  extendMaxDays: 30,
};
