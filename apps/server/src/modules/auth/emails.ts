import type { Language } from '@backoffice/contract';
import type { MailMessage } from '../../core/mail/mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TEXT = {
  pl: {
    subject: 'Ustaw nowe hasło',
    greeting: (name: string) => `Dzień dobry${name ? `, ${name}` : ''}!`,
    body: 'Otrzymaliśmy prośbę o ustawienie hasła do Twojego konta. Kliknij link poniżej, aby ustawić nowe hasło. Link jest ważny przez 1 godzinę.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
    cta: 'Ustaw hasło',
  },
  en: {
    subject: 'Set a new password',
    greeting: (name: string) => `Hello${name ? `, ${name}` : ''}!`,
    body: 'We received a request to set the password of your account. Open the link below to set a new password. The link is valid for 1 hour.',
    ignore: 'If this was not you, ignore this message.',
    cta: 'Set password',
  },
} as const;

export function resetPasswordEmail(
  to: string,
  firstName: string,
  link: string,
  language: Language,
): MailMessage {
  const t = TEXT[language];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(firstName)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.greeting(firstName))}</p><p>${escapeHtml(t.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.cta)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
