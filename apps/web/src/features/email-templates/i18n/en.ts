import type { EmailTemplatesCatalogue } from './pl';

export const en: EmailTemplatesCatalogue = {
  emailTemplates: {
    list: {
      title: 'E-mail templates',
      searchPlaceholder: 'Template name…',
      notFound: 'No templates found.',
    },
    fields: {
      name: 'Name',
      subject: 'Subject',
      body: 'Body',
      bodyPl: 'Body (Polish)',
      bodyEn: 'Body (English)',
    },
    types: {
      'reset-password': 'Password reset',
      'new-account': 'New account',
      'email-changed': 'E-mail changed',
      'new-sign-in': 'Sign-in from a new device',
      'password-changed': 'Password changed',
      'second-factor-added': 'Second factor added',
      'second-factor-removed': 'Second factor removed',
    },
    form: {
      editTitle: 'Edit e-mail template',
      placeholders: 'Placeholders',
      placeholdersHint:
        'Write them in the subject or body in double braces. The required ones must appear in the body in both languages.',
      requiredPlaceholder: 'required',
      optionalPlaceholder: 'optional',
      missing: 'Required placeholders missing: {{names}}',
      unknown: 'Unknown placeholders (sent as written): {{names}}',
      restoreDefault: 'Restore default body',
      restoreTitle: 'Restore the default body?',
      restoreMessage:
        'The body in both languages will be replaced by the default. Nothing is saved until you click Save.',
      restoreConfirm: 'Restore',
    },
    test: {
      title: 'Test message',
      hint: 'Sends the current (even unsaved) subject and body with sample values.',
      email: 'Test e-mail address',
      language: 'Message language',
      send: 'Send test',
    },
    sent: {
      title: 'Sent e-mails',
      hint: "The newest messages of the server's outbox folder (read-only). Password links are hidden (••••): only their recipient may use them.",
      smtp: 'Messages go out through the SMTP server, so the outbox is empty.',
      empty: 'No messages sent yet.',
      date: 'Date',
      to: 'To',
      subject: 'Subject',
      show: 'Show',
      hide: 'Hide',
      preview: 'Message to {{to}}',
      reload: 'Reload',
    },
    toast: {
      testSent: 'Test message sent',
      testError: 'Error sending the test message',
    },
  },
};
