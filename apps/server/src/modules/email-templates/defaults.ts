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
        '<p>{{greeting}}</p>' +
        '<p>Otrzymaliśmy prośbę o ustawienie hasła do Twojego konta. Kliknij link poniżej, aby ustawić nowe hasło. Link jest ważny przez {{valid_hours}} godz.</p>' +
        '<p><a href="{{reset_link}}">Ustaw hasło</a></p>' +
        '<p>Jeśli to nie Ty, zignoruj tę wiadomość.</p>',
      en:
        '<p>{{greeting}}</p>' +
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
        '<p>{{greeting}}</p>' +
        '<p>Utworzyliśmy dla Ciebie konto ({{email}}). Kliknij link poniżej, aby ustawić hasło. Link jest ważny przez {{valid_hours}} godz.</p>' +
        '<p><a href="{{set_password_link}}">Ustaw hasło</a></p>',
      en:
        '<p>{{greeting}}</p>' +
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
        '<p>{{greeting}}</p>' +
        '<p>Adres e-mail Twojego konta został zmieniony z {{email}} na {{new_email}}. Wszystkie sesje konta zostały zakończone.</p>' +
        '<p>Jeśli ta zmiana nie była Twoja, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>The e-mail address of your account was changed from {{email}} to {{new_email}}. Every session of the account was ended.</p>' +
        '<p>If you did not ask for this change, contact an administrator at once.</p>',
    },
  },
  'new-sign-in': {
    name: { pl: 'Logowanie z nowego urządzenia', en: 'Sign-in from a new device' },
    subject: {
      pl: 'Nowe logowanie do Twojego konta',
      en: 'A new sign-in to your account',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Ktoś zalogował się na Twoje konto ({{email}}) z urządzenia, z którego wcześniej nie logowano się: {{device}}, adres IP {{ip}}, {{time}}.</p>' +
        '<p>Jeśli to Ty, nic nie musisz robić. Jeśli nie, natychmiast <a href="{{change_password_link}}">zmień hasło</a> i skontaktuj się z administratorem.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>Someone signed in to your account ({{email}}) from a device it was not signed in from before: {{device}}, IP address {{ip}}, {{time}}.</p>' +
        '<p>If this was you, there is nothing to do. If not, <a href="{{change_password_link}}">change your password</a> at once and contact an administrator.</p>',
    },
  },
  'password-changed': {
    name: { pl: 'Zmiana hasła', en: 'Password changed' },
    subject: {
      pl: 'Hasło do Twojego konta zostało zmienione',
      en: 'Your account password was changed',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Hasło do Twojego konta ({{email}}) zostało zmienione: {{time}}. Wszystkie sesje konta zostały zakończone.</p>' +
        '<p>Jeśli to nie Ty, natychmiast <a href="{{change_password_link}}">ustaw nowe hasło</a> i skontaktuj się z administratorem.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>The password of your account ({{email}}) was changed: {{time}}. Every session of the account was ended.</p>' +
        '<p>If this was not you, <a href="{{change_password_link}}">set a new password</a> at once and contact an administrator.</p>',
    },
  },
  'second-factor-added': {
    name: { pl: 'Dodanie drugiego składnika logowania', en: 'Second factor added' },
    subject: {
      pl: 'Do Twojego konta dodano drugi składnik logowania',
      en: 'A second factor was added to your account',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Do logowania dwuetapowego Twojego konta ({{email}}) dodano: {{factor}}, {{time}}. Kto to zmienił: {{changed_by}}.</p>' +
        '<p>Jeśli to nie Ty, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>Added to the two-step sign-in of your account ({{email}}): {{factor}}, {{time}}. Made by: {{changed_by}}.</p>' +
        '<p>If this was not you, contact an administrator at once.</p>',
    },
  },
  'second-factor-removed': {
    name: { pl: 'Usunięcie drugiego składnika logowania', en: 'Second factor removed' },
    subject: {
      pl: 'Z Twojego konta usunięto drugi składnik logowania',
      en: 'A second factor was removed from your account',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Z logowania dwuetapowego Twojego konta ({{email}}) usunięto: {{factor}}, {{time}}. Kto to zmienił: {{changed_by}}.</p>' +
        '<p>Jeśli ta zmiana nie była Twoja ani nikt nie wprowadził jej na Twoją prośbę, natychmiast skontaktuj się z administratorem.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>Removed from the two-step sign-in of your account ({{email}}): {{factor}}, {{time}}. Made by: {{changed_by}}.</p>' +
        '<p>If this was not you and you did not ask an administrator for it, contact an administrator at once.</p>',
    },
  },
  // REQ-INVMAIL-1: investors told about their money; {{greeting}} is the whole greeting line
  'order-accepted': {
    name: { pl: 'Zamówienie przyjęte', en: 'Order accepted' },
    subject: {
      pl: 'Zamówienie nr {{order_number}} zostało przyjęte',
      en: 'Your order no. {{order_number}} is accepted',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Przyjęliśmy Twoje zamówienie nr {{order_number}} w ofercie {{offer}} na kwotę {{amount}} zł. Otrzymujesz udziały o numerach: {{share_numbers}}.</p>' +
        '<p>Dziękujemy za zaufanie.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>We have accepted your order no. {{order_number}} in {{offer}} for PLN {{amount}}. Your shares are numbered: {{share_numbers}}.</p>' +
        '<p>Thank you for your trust.</p>',
    },
  },
  'order-rejected': {
    name: { pl: 'Zamówienie odrzucone', en: 'Order rejected' },
    subject: {
      pl: 'Zamówienie nr {{order_number}} zostało odrzucone',
      en: 'Your order no. {{order_number}} was rejected',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Niestety nie możemy przyjąć Twojego zamówienia nr {{order_number}} w ofercie {{offer}}. Powód: {{reason}}</p>' +
        '<p>{{refund}}</p>' +
        '<p>W razie pytań odpowiedz na tę wiadomość.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>Unfortunately we cannot accept your order no. {{order_number}} in {{offer}}. Reason: {{reason}}</p>' +
        '<p>{{refund}}</p>' +
        '<p>If you have any questions, reply to this message.</p>',
    },
  },
  'deadline-extended': {
    name: { pl: 'Przedłużony termin płatności', en: 'Payment deadline extended' },
    subject: {
      pl: 'Nowy termin płatności za zamówienie nr {{order_number}}',
      en: 'A new payment deadline for your order no. {{order_number}}',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Przedłużyliśmy termin płatności za zamówienie nr {{order_number}} w ofercie {{offer}}. Na wpłatę {{amount}} zł czekamy do {{deadline}}.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>We have extended the payment deadline of your order no. {{order_number}} in {{offer}}. We are waiting for your payment of PLN {{amount}} until {{deadline}}.</p>',
    },
  },
  'payment-received': {
    name: { pl: 'Otrzymana część wpłaty', en: 'Partial payment received' },
    subject: {
      pl: 'Otrzymaliśmy część wpłaty za zamówienie nr {{order_number}}',
      en: 'We received part of the payment for order no. {{order_number}}',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Otrzymaliśmy {{amount_received}} zł za zamówienie nr {{order_number}} w ofercie {{offer}}. Do zapłaty pozostało {{amount_left}} zł; czekamy na wpłatę do {{deadline}}.</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>We received PLN {{amount_received}} for your order no. {{order_number}} in {{offer}}. PLN {{amount_left}} is still to be paid; we are waiting for it until {{deadline}}.</p>',
    },
  },
  'refund-sent': {
    name: { pl: 'Zwrot wysłany', en: 'Refund sent' },
    subject: {
      pl: 'Wysłaliśmy zwrot za zamówienie nr {{order_number}}',
      en: 'We have sent a refund for order no. {{order_number}}',
    },
    body: {
      pl:
        '<p>{{greeting}}</p>' +
        '<p>Wysłaliśmy zwrot {{refund_amount}} zł za zamówienie nr {{order_number}} w ofercie {{offer}} na Twoje konto bankowe (tytuł przelewu: {{bank_reference}}).</p>',
      en:
        '<p>{{greeting}}</p>' +
        '<p>We have sent a refund of PLN {{refund_amount}} for your order no. {{order_number}} in {{offer}} to your bank account (transfer reference: {{bank_reference}}).</p>',
    },
  },
};
