export const pl = {
  series: {
    list: {
      title: 'Serie',
      create: 'Dodaj serię',
      searchPlaceholder: 'Nazwa lub nazwa wyświetlana…',
      notFound: 'Nie znaleziono serii.',
      soldLabel: 'Sprzedano {{sold}} z {{limit}} udziałów',
      availability: 'Dostępność',
      available: 'Dostępna',
      noOffers: 'Brak ofert',
      soldOut: 'Wyprzedana',
    },
    availability: {
      open: 'Otwarta',
      upcoming: 'Nadchodząca',
      closed: 'Zamknięta',
    },
    fields: {
      name: 'Nazwa',
      displayName: 'Nazwa wyświetlana',
      limit: 'Limit (liczba udziałów w sprzedaży)',
      numberOfShares: 'Kupione udziały',
      pricePerShare: 'Cena za udział (PLN)',
      pricePerShareHint: 'Kwota, najwyżej dwa miejsca po przecinku, np. 500,00.',
      availableFrom: 'Dostępna od',
      availableTo: 'Dostępna do',
      bankName: 'Nazwa banku',
      accountHolder: 'Właściciel rachunku',
      accountNumber: 'Numer rachunku (IBAN)',
      allowOnlinePayments: 'Płatności online',
      allowOnlinePaymentsHint: 'Inwestorzy mogą zapłacić przez PayPal zamiast przelewem.',
      useDefaultPaypalConfig: 'Domyślna konfiguracja PayPal',
      useDefaultPaypalConfigHint: 'Wyłącz, aby ta seria używała własnych danych PayPal.',
      paypalProductionMode: 'Tryb produkcyjny PayPal',
      paypalSandboxClientId: 'Client ID (sandbox)',
      paypalSandboxClientSecret: 'Secret (sandbox)',
      paypalProductionClientId: 'Client ID (produkcja)',
      paypalProductionClientSecret: 'Secret (produkcja)',
    },
    form: {
      createTitle: 'Nowa seria',
      editTitle: 'Edycja serii',
      general: 'Seria',
      bank: 'Rachunek bankowy',
      paypal: 'PayPal',
      sandbox: 'Środowisko testowe (sandbox)',
      production: 'Środowisko produkcyjne',
      usedBy: 'Sprzedawana w ofertach: {{offers}}',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć serię „{{name}}”?',
      hasOrders:
        'Seria „{{name}}” ma zamówienia ({{count}}) — serwer odmówi jej usunięcia. Spróbować mimo to?',
    },
  },
};

export type SeriesCatalogue = typeof pl;
