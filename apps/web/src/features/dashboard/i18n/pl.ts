/**
 * Polish texts of the dashboard's panels: the shape every language fills. They load with the
 * dashboard page (router.tsx), not with the shell, so /login does not carry them.
 */
export const pl = {
  home: {
    loadError: 'Nie udało się wczytać danych dashboardu.',
    retry: 'Spróbuj ponownie',
    chartAsTable: 'Dane wykresu w tabeli',
    raised: {
      title: 'Zebrane środki na ofertę',
      summary:
        'Wykres słupkowy: jaki procent celu (kapitału inwestorów) zebrała każda z {{count}} ofert.',
      offer: 'Oferta',
      raised: 'Zebrano',
      percent: 'Procent celu',
      target: 'Cel',
      closed: 'zamknięta',
      noTarget: 'bez celu',
      empty: 'Brak ofert.',
    },
    orders: {
      title: 'Zamówienia według statusu',
      summary:
        'Wykres liniowy: liczba zamówień złożonych w każdym z ostatnich {{count}} miesięcy, według ich obecnego statusu. Razem: {{total}}.',
      month: 'Miesiąc',
      status: {
        new: 'Oczekujące',
        paid: 'Opłacone',
        completed: 'Zrealizowane',
        rejected: 'Anulowane',
      },
    },
    investors: {
      title: 'Nowi inwestorzy tygodniowo',
      summary:
        'Wykres słupkowy: liczba inwestorów zarejestrowanych w każdym z ostatnich {{count}} tygodni. Razem: {{total}}.',
      week: 'Tydzień od',
      count: 'Nowi inwestorzy',
    },
    refunds: {
      title: 'Zwroty do wysłania',
      empty: 'Żaden zwrot nie czeka na wysłanie.',
      summary: 'Do wysłania: {{count}}, razem {{total}}',
      showAll: 'Pokaż wszystkie ({{count}})',
    },
    transactions: {
      awaiting: 'Przelewy do zaakceptowania',
      expiring: 'Wygasają w ciągu 24 h',
      emptyAwaiting: 'Brak przelewów oczekujących na akceptację.',
      emptyExpiring: 'Żadna transakcja nie wygasa w ciągu 24 godzin.',
      showAll: 'Pokaż wszystkie ({{count}})',
      due: 'termin {{date}}',
      open: 'Transakcja {{id}}: {{investor}}, {{amount}}',
    },
    audit: {
      title: 'Ostatnie zmiany w systemie',
      empty: 'Dziennik zmian jest pusty.',
      showAll: 'Otwórz dziennik zmian',
      system: 'system',
    },
    content: {
      title: 'Ostatnio zmienione treści',
      empty: 'Brak treści do wyświetlenia.',
      type: { offer: 'Oferta', blog: 'Wpis na blogu', page: 'Strona' },
    },
  },
};

export type DashboardCatalogue = typeof pl;
