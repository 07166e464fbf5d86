/** Polish texts of the email-template screens; the shape every language of this feature fills. */
export const pl = {
  emailTemplates: {
    list: {
      title: 'Szablony e-mail',
      searchPlaceholder: 'Nazwa szablonu…',
      notFound: 'Nie znaleziono szablonów.',
    },
    fields: {
      name: 'Nazwa',
      subject: 'Temat',
      body: 'Treść',
      bodyPl: 'Treść (polski)',
      bodyEn: 'Treść (angielski)',
    },
    types: {
      'reset-password': 'Reset hasła',
      'new-account': 'Nowe konto',
      'email-changed': 'Zmiana adresu e-mail',
      'new-sign-in': 'Logowanie z nowego urządzenia',
      'password-changed': 'Zmiana hasła',
      'second-factor-added': 'Dodanie drugiego składnika',
      'second-factor-removed': 'Usunięcie drugiego składnika',
    },
    form: {
      editTitle: 'Edycja szablonu e-mail',
      placeholders: 'Pola zastępcze',
      placeholdersHint:
        'Wpisz je w temacie lub treści w podwójnych nawiasach klamrowych. Wymagane muszą wystąpić w treści w obu językach.',
      requiredPlaceholder: 'wymagane',
      optionalPlaceholder: 'opcjonalne',
      missing: 'Brakuje wymaganych pól: {{names}}',
      unknown: 'Nieznane pola (zostaną wysłane bez zmian): {{names}}',
      restoreDefault: 'Przywróć domyślną treść',
      restoreTitle: 'Przywrócić domyślną treść?',
      restoreMessage:
        'Treść w obu językach zostanie zastąpiona domyślną. Zmiana zostanie zapisana dopiero po kliknięciu „Zapisz”.',
      restoreConfirm: 'Przywróć',
    },
    test: {
      title: 'Wiadomość testowa',
      hint: 'Wysyła bieżący (także niezapisany) temat i treść z przykładowymi wartościami.',
      email: 'Adres e-mail do testu',
      language: 'Język wiadomości',
      send: 'Wyślij test',
    },
    sent: {
      title: 'Wysłane e-maile',
      hint: 'Najnowsze wiadomości z folderu skrzynki nadawczej serwera (tylko do odczytu). Linki do ustawienia hasła są ukryte (••••): może ich użyć tylko adresat.',
      smtp: 'Wiadomości są wysyłane przez serwer SMTP, więc skrzynka nadawcza jest pusta.',
      empty: 'Brak wysłanych wiadomości.',
      date: 'Data',
      to: 'Do',
      subject: 'Temat',
      show: 'Pokaż',
      hide: 'Ukryj',
      preview: 'Treść wiadomości do {{to}}',
      reload: 'Odśwież',
    },
    toast: {
      testSent: 'Wysłano wiadomość testową',
      testError: 'Nie udało się wysłać wiadomości testowej',
    },
  },
};

export type EmailTemplatesCatalogue = typeof pl;
