import type { Translatable } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';

/**
 * The bodies earlier versions seeded ("Dzień dobry {{first_name}}!", the name in the nominative).
 * A stored body still exactly as one of these is replaced by today's default on start, language
 * by language; a body an admin has edited stays (`seedDefaultTemplates`, REQ-POLISH-3).
 */
export const FORMER_BODIES: Partial<Record<EmailTemplateType, readonly Translatable[]>> = {
  'reset-password': [
    {
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
  ],
  'new-account': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Utworzyliśmy dla Ciebie konto ({{email}}). Kliknij link poniżej, aby ustawić hasło. Link jest ważny przez {{valid_hours}} godz.</p>' +
        '<p><a href="{{set_password_link}}">Ustaw hasło</a></p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>An account has been created for you ({{email}}). Open the link below to set your password. The link is valid for {{valid_hours}} h.</p>' +
        '<p><a href="{{set_password_link}}">Set password</a></p>',
    },
  ],
  'email-changed': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Adres e-mail Twojego konta został zmieniony z {{email}} na {{new_email}}. Wszystkie sesje konta zostały zakończone.</p>' +
        '<p>Jeśli to nie Ty zleciłeś tę zmianę, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>The e-mail address of your account was changed from {{email}} to {{new_email}}. Every session of the account was ended.</p>' +
        '<p>If you did not ask for this change, contact an administrator at once.</p>',
    },
  ],
  'new-sign-in': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Ktoś zalogował się na Twoje konto ({{email}}) z urządzenia, z którego wcześniej nie logowano się: {{device}}, adres IP {{ip}}, {{time}}.</p>' +
        '<p>Jeśli to Ty, nic nie musisz robić. Jeśli nie, natychmiast <a href="{{change_password_link}}">zmień hasło</a> i skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>Someone signed in to your account ({{email}}) from a device it was not signed in from before: {{device}}, IP address {{ip}}, {{time}}.</p>' +
        '<p>If this was you, there is nothing to do. If not, <a href="{{change_password_link}}">change your password</a> at once and contact an administrator.</p>',
    },
  ],
  'password-changed': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Hasło do Twojego konta ({{email}}) zostało zmienione: {{time}}. Wszystkie sesje konta zostały zakończone.</p>' +
        '<p>Jeśli to nie Ty, natychmiast <a href="{{change_password_link}}">ustaw nowe hasło</a> i skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>The password of your account ({{email}}) was changed: {{time}}. Every session of the account was ended.</p>' +
        '<p>If this was not you, <a href="{{change_password_link}}">set a new password</a> at once and contact an administrator.</p>',
    },
  ],
  'second-factor-added': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Do logowania dwuetapowego Twojego konta ({{email}}) dodano: {{factor}}, {{time}}. Zmiany dokonał(a): {{changed_by}}.</p>' +
        '<p>Jeśli to nie Ty, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>Added to the two-step sign-in of your account ({{email}}): {{factor}}, {{time}}. Made by: {{changed_by}}.</p>' +
        '<p>If this was not you, contact an administrator at once.</p>',
    },
  ],
  'second-factor-removed': [
    {
      pl:
        '<p>Dzień dobry {{first_name}}!</p>' +
        '<p>Z logowania dwuetapowego Twojego konta ({{email}}) usunięto: {{factor}}, {{time}}. Zmiany dokonał(a): {{changed_by}}.</p>' +
        '<p>Jeśli to nie Ty ani nie prosiłeś(-aś) o to administratora, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>Hello {{first_name}}!</p>' +
        '<p>Removed from the two-step sign-in of your account ({{email}}): {{factor}}, {{time}}. Made by: {{changed_by}}.</p>' +
        '<p>If this was not you and you did not ask an administrator for it, contact an administrator at once.</p>',
    },
  ],
};
