/** Polish texts of the faq screens; the shape every language of this feature fills. */
export const pl = {
  faq: {
    list: {
      title: 'FAQ',
      create: 'Dodaj pytanie',
      homepage: 'Strona główna',
      searchPlaceholder: 'Pytanie lub odpowiedź…',
      notFound: 'Nie znaleziono pytań FAQ.',
    },
    fields: {
      position: 'Pozycja',
      isFeatured: 'Wyróżnione',
      isFeaturedHint: 'Pokazywane na stronie głównej.',
      active: 'Aktywne',
      question: 'Pytanie',
      answer: 'Odpowiedź',
    },
    form: {
      createTitle: 'Nowe pytanie FAQ',
      editTitle: 'Edycja pytania FAQ',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć pytanie „{{question}}”?',
    },
    toast: {
      created: 'Pomyślnie dodano nowe pytanie FAQ',
      updated: 'Pomyślnie zapisano pytanie FAQ',
      deleted: 'Pomyślnie usunięto pytanie FAQ',
      createError: 'Błąd podczas dodawania nowego pytania FAQ',
      updateError: 'Błąd podczas zapisywania pytania FAQ',
      deleteError: 'Błąd podczas usuwania pytania FAQ',
    },
  },
};
export type FaqCatalogue = typeof pl;
