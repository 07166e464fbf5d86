import type { Translatable } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';

interface DefaultTemplate {
  name: Translatable;
  subject: Translatable;
  body: Translatable;
}

/**
 * The templates the product ships with (seeded on every start when missing); `body` is also
 * what "restore default body" brings back.
 */
export const DEFAULT_TEMPLATES: Record<EmailTemplateType, DefaultTemplate> = {
  'reset-password': {
    name: { pl: 'Reset hasła', en: 'Password reset' },
    subject: { pl: 'Ustaw nowe hasło', en: 'Set a new password' },
    body: {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Otrzymaliśmy prośbę o ustawienie hasła do Twojego konta. Kliknij link poniżej, aby ustawić nowe hasło. Link jest ważny przez {{valid_hours}} godz.</p>' +
        '<p><a href="{{reset_link}}">Ustaw hasło</a></p>' +
        '<p>Jeśli to nie Ty, zignoruj tę wiadomość.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>We received a request to set the password of your account. Open the link below to set a new password. The link is valid for {{valid_hours}} h.</p>' +
        '<p><a href="{{reset_link}}">Set password</a></p>' +
        '<p>If this was not you, ignore this message.</p>',
    },
  },
  'new-account': {
    name: { pl: 'Nowe konto: ustawienie hasła', en: 'New account: set a password' },
    subject: { pl: 'Witamy! Ustaw hasło do konta', en: 'Welcome! Set your account password' },
    body: {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Utworzyliśmy dla Ciebie konto ({{email}}). Kliknij link poniżej, aby ustawić hasło. Link jest ważny przez {{valid_hours}} godz.</p>' +
        '<p><a href="{{set_password_link}}">Ustaw hasło</a></p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>An account has been created for you ({{email}}). Open the link below to set your password. The link is valid for {{valid_hours}} h.</p>' +
        '<p><a href="{{set_password_link}}">Set password</a></p>',
    },
  },
  'email-changed': {
    name: { pl: 'Zmiana adresu e-mail konta', en: 'Account e-mail changed' },
    subject: {
      pl: 'Adres e-mail Twojego konta został zmieniony',
      en: 'Your account e-mail was changed',
    },
    body: {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Adres e-mail Twojego konta został zmieniony z {{email}} na {{new_email}}. Wszystkie sesje konta zostały zakończone.</p>' +
        '<p>Jeśli to nie Ty zleciłeś tę zmianę, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>The e-mail address of your account was changed from {{email}} to {{new_email}}. Every session of the account was ended.</p>' +
        '<p>If you did not ask for this change, contact an administrator at once.</p>',
    },
  },
};
