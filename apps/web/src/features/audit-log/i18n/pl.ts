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
    },
    entityTypes: {
      faq: 'FAQ',
      'menu-item': 'Pozycja menu',
      user: 'Użytkownik',
      role: 'Rola',
      permission: 'Uprawnienie',
    },
  },
};
export type AuditLogCatalogue = typeof pl;
