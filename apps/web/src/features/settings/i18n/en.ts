import type { SettingsCatalogue } from './pl';

export const en: SettingsCatalogue = {
  settings: {
    title: 'Settings',
    tabs: {
      general: 'General',
      maintenance: 'Maintenance',
      socialMedia: 'Social media',
      google: 'Google',
      paypal: 'PayPal',
      approvals: 'Four eyes',
      deadlines: 'Deadlines',
      security: 'Security',
    },
    fields: {
      contactForm: 'Contact form',
      sendFrom: 'Sender address',
      sendFromHint: 'Contact form messages are sent from this address.',
      sendTo: 'Recipient address',
      sendToHint: 'Contact form messages are delivered to this address.',
      sendFromName: 'Sender name',
      maintenanceMode: 'Maintenance mode',
      maintenanceModeHint:
        'On: only signed-in administrators can use the platform; everyone else sees the title and message below.',
      maintenanceModeTitle: 'Maintenance title',
      maintenanceModeMessage: 'Maintenance message',
      systemMaintenanceModeTitle: 'System upgrade title',
      systemMaintenanceModeMessage: 'System upgrade message',
      systemMaintenanceHint:
        'Shown during a system upgrade (SYSTEM_MAINTENANCE), to administrators too.',
      socialMediaIcons: 'Social media',
      isEnabled: 'Shown',
      position: 'Position',
      url: 'Profile address',
      googleAnalyticsId: 'Google Analytics ID',
      googleAnalyticsHint: 'E.g. G-XXXXXXXXXX; empty switches analytics off.',
      googleMapsId: 'Google Maps key',
      googleMapsHint: 'Empty switches Google maps and geocoding off.',
    },
    deadlines: {
      extendMaxDays: 'Longest payment deadline extension (days)',
      extendMaxDaysHint:
        'A new payment deadline can be set at most this many days from the moment it is extended.',
    },
    approvals: {
      mode: 'Four eyes on money',
      modeHint:
        'A money action (accept order, confirm transfer, manual order) made by one person waits for a second person to approve it.',
      modes: {
        off: 'Off: every money action takes effect at once',
        threshold: 'At or above the threshold',
        every: 'Every money action, whatever its amount',
      },
      threshold: 'Approval threshold (PLN)',
      thresholdHint: 'An action of exactly this amount needs approval too.',
    },
    paypalFields: {
      maxAmount: 'Maximum amount (PLN)',
      maxAmountHint: 'The largest single payment.',
      productionMode: 'Production mode',
      productionModeOn: 'On: real payments, with the production credentials below.',
      productionModeOff: 'Off: test payments through the sandbox, no real money.',
      sandbox: 'Sandbox',
      production: 'Production',
      sandboxClientId: 'Client ID (sandbox)',
      sandboxClientSecret: 'Secret (sandbox)',
      productionClientId: 'Client ID (production)',
      productionClientSecret: 'Secret (production)',
      replacedCredentials: 'Secrets replaced',
    },
    securityFields: {
      stepUpMinutes: 'Identity confirmation lasts (minutes)',
      stepUpMinutesHint:
        'For this many minutes after a code (or the password), orders can be accepted, transfers confirmed, payment keys saved and permissions granted without asking again.',
      mfaRequiredFor: 'Two-step sign-in required for',
      mfaRequiredForHint:
        'Who, without a second factor, is taken to turn one on right after signing in.',
      requiredFor: {
        none: 'Nobody',
        staff: 'All staff',
        money: 'Staff with money permissions (orders, transactions, investments)',
      },
      mfaGraceDays: 'Grace period (days)',
      mfaGraceDaysHint:
        'This many days after the requirement starts applying to them, a person without a second factor loses access to the back-office until they turn one on.',
      onlySuperAdmin: 'Only the super admin can change these settings.',
    },
    networks: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    confirmMaintenance: {
      title: 'Switch maintenance on?',
      message:
        'Once saved, only signed-in administrators can use the platform. Investors and guests will see the maintenance message.',
      confirm: 'Switch on',
    },
  },
};
