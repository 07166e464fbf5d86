/** Polish texts of the agreement screens; the shape every language of this feature fills. */
export const pl = {
  agreements: {
    // a failed save keeps its own words (REQ-NOTIFY-2), not the shared toast's
    toast: { updateError: 'Wystąpił błąd podczas zapisywania zgody' },
    list: {
      title: 'Zgody',
      create: 'Dodaj zgodę',
      searchPlaceholder: 'Nazwa zgody…',
      notFound: 'Nie znaleziono zgód.',
      preview: 'Podgląd',
      previewOf: 'Podgląd zgody „{{name}}”',
      previewHint: 'Tak zobaczy ją inwestor.',
      requiredMark: 'wymagana',
    },
    fields: {
      type: 'Typ',
      target: 'Miejsce',
      active: 'Aktywna',
      required: 'Wymagana',
      position: 'Pozycja',
      name: 'Nazwa',
      content: 'Treść',
      contentPl: 'Treść (polski)',
      contentEn: 'Treść (angielski)',
      contentVersion: 'Wersja',
      typePlaceholder: 'Wybierz typ',
      targetPlaceholder: 'Wybierz miejsce',
    },
    form: {
      createTitle: 'Nowa zgoda',
      editTitle: 'Edycja zgody',
      typeAndTarget: 'Wybierz typ i miejsce zgody, aby ją zapisać.',
      versionNote:
        'Wersja {{version}}. Zaakceptowało ją {{count}} os.: zmiana nazwy lub treści utworzy nową wersję, a zaakceptowany tekst pozostanie bez zmian.',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć zgodę „{{name}}”?',
    },
  },
};

export type AgreementsCatalogue = typeof pl;
