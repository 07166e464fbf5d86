/** Polish texts of the audit-log screens; the shape every language of this feature fills. */
export const pl = {
  auditLog: {
    title: 'Dziennik zmian',
    searchPlaceholder: 'E-mail, akcja lub identyfikator…',
    notFound: 'Brak wpisów w dzienniku zmian.',
    system: 'system',
    none: 'brak',
    before: 'Przed zmianą',
    after: 'Po zmianie',
    changedFields: 'Zmienione pola',
    fields: {
      createdAt: 'Data',
      actorEmail: 'Kto',
      action: 'Akcja',
      entity: 'Obiekt',
      entityType: 'Rodzaj obiektu',
      ip: 'Adres IP',
      userAgent: 'Przeglądarka (User-Agent)',
    },
    change: {
      field: 'Pole',
      before: 'Przed',
      after: 'Po',
      noChanges: 'Brak zmienionych pól.',
      showRaw: 'Pokaż surowe dane',
      hideRaw: 'Ukryj surowe dane',
      openRecord: 'Otwórz rekord',
      deletedWith: 'Usunięte razem z nim',
      deletedWithCount: 'rekordy: {{count}}',
    },
    // fields no area form shows, named here
    commonFields: {
      id: 'ID',
      userId: 'ID użytkownika',
      email: 'E-mail',
      permission: 'Uprawnienie',
      createdAt: 'Utworzono',
    },
  },
};
export type AuditLogCatalogue = typeof pl;
