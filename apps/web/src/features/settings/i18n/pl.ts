/** Polish texts of the settings page; the shape every language of this feature fills. */
export const pl = {
  settings: {
    title: 'Ustawienia',
    tabs: {
      general: 'Ogólne',
      maintenance: 'Przerwa techniczna',
      socialMedia: 'Media społecznościowe',
      google: 'Google',
      paypal: 'PayPal',
      approvals: 'Zatwierdzenia',
      deadlines: 'Terminy',
      security: 'Bezpieczeństwo',
    },
    fields: {
      contactForm: 'Formularz kontaktowy',
      sendFrom: 'Adres nadawcy',
      sendFromHint: 'Z tego adresu wychodzą wiadomości formularza kontaktowego.',
      sendTo: 'Adres odbiorcy',
      sendToHint: 'Na ten adres trafiają wiadomości z formularza kontaktowego.',
      sendFromName: 'Nazwa nadawcy',
      maintenanceMode: 'Tryb przerwy technicznej',
      maintenanceModeHint:
        'Włączony: platforma jest dostępna tylko dla zalogowanych administratorów, pozostali widzą poniższy tytuł i komunikat.',
      maintenanceModeTitle: 'Tytuł przerwy technicznej',
      maintenanceModeMessage: 'Komunikat przerwy technicznej',
      systemMaintenanceModeTitle: 'Tytuł aktualizacji systemu',
      systemMaintenanceModeMessage: 'Komunikat aktualizacji systemu',
      systemMaintenanceHint:
        'Pokazywane podczas aktualizacji systemu (SYSTEM_MAINTENANCE), także administratorom.',
      socialMediaIcons: 'Media społecznościowe',
      isEnabled: 'Widoczna',
      position: 'Pozycja',
      url: 'Adres profilu',
      googleAnalyticsId: 'Identyfikator Google Analytics',
      googleAnalyticsHint: 'Np. G-XXXXXXXXXX; puste wyłącza statystyki.',
      googleMapsId: 'Klucz Google Maps',
      googleMapsHint: 'Puste wyłącza mapy i geokodowanie Google.',
    },
    deadlines: {
      extendMaxDays: 'Najdłuższe przedłużenie terminu płatności (dni)',
      extendMaxDaysHint:
        'Nowy termin płatności można ustawić najdalej tyle dni od chwili przedłużenia.',
    },
    approvals: {
      mode: 'Zasada czterech oczu',
      modeHint:
        'Operacja finansowa (przyjęcie zamówienia, potwierdzenie przelewu, zamówienie ręczne) wykonana przez jedną osobę czeka na zatwierdzenie przez drugą.',
      modes: {
        off: 'Wyłączona: każda operacja działa od razu',
        threshold: 'Od progu kwoty',
        every: 'Każda operacja finansowa, bez względu na kwotę',
      },
      threshold: 'Próg zatwierdzania (PLN)',
      thresholdHint: 'Operacja dokładnie na tę kwotę również wymaga zatwierdzenia.',
    },
    paypalFields: {
      maxAmount: 'Maksymalna kwota (PLN)',
      maxAmountHint: 'Najwyższa kwota jednej płatności.',
      productionMode: 'Tryb produkcyjny',
      productionModeOn: 'Włączony: prawdziwe płatności, dane produkcyjne poniżej.',
      productionModeOff: 'Wyłączony: płatności testowe (sandbox), bez prawdziwych pieniędzy.',
      sandbox: 'Środowisko testowe (sandbox)',
      production: 'Środowisko produkcyjne',
      sandboxClientId: 'Client ID (sandbox)',
      sandboxClientSecret: 'Secret (sandbox)',
      productionClientId: 'Client ID (produkcja)',
      productionClientSecret: 'Secret (produkcja)',
      replacedCredentials: 'Zmienione sekrety',
    },
    securityFields: {
      stepUpMinutes: 'Ważność potwierdzenia tożsamości (minuty)',
      stepUpMinutesHint:
        'Przez tyle minut po podaniu kodu (lub hasła) można przyjmować zamówienia, potwierdzać przelewy, zapisywać klucze płatności i nadawać uprawnienia bez ponownego pytania.',
      mfaRequiredFor: 'Logowanie dwuetapowe wymagane dla',
      mfaRequiredForHint:
        'Kto bez drugiego składnika zostanie po zalogowaniu przeniesiony do jego włączenia.',
      requiredFor: {
        none: 'Nikogo',
        staff: 'Wszystkich pracowników',
        money: 'Pracowników z uprawnieniami do pieniędzy (zamówienia, transakcje, inwestycje)',
      },
      mfaGraceDays: 'Okres przejściowy (dni)',
      mfaGraceDaysHint:
        'Po tylu dniach od objęcia wymogiem osoba bez drugiego składnika traci dostęp do panelu do czasu jego włączenia.',
      onlySuperAdmin: 'Te ustawienia może zmienić tylko superadministrator.',
    },
    networks: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      twitter: 'X (Twitter)',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    confirmMaintenance: {
      title: 'Włączyć przerwę techniczną?',
      message:
        'Po zapisaniu platforma będzie dostępna tylko dla zalogowanych administratorów. Inwestorzy i goście zobaczą komunikat o przerwie technicznej.',
      confirm: 'Włącz',
    },
  },
};

export type SettingsCatalogue = typeof pl;
