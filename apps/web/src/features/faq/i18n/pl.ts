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
  },
};
export type FaqCatalogue = typeof pl;
