/** Polish texts of the static content screens; the shape every language of this feature fills. */
export const pl = {
  staticContent: {
    list: {
      title: 'Treści statyczne',
      name: 'Nazwa',
      type: 'Rodzaj',
      key: 'Klucz',
      open: 'Otwórz',
      empty: 'Ta kolekcja jest pusta.',
      notFound: 'Nie znaleziono tej kolekcji.',
      noAccess: 'Brak uprawnienia do otwierania elementów',
      goBack: 'Wróć',
    },
    types: {
      collection: 'Kolekcja',
      text: 'Tekst',
      image: 'Obraz',
      richText: 'Tekst sformatowany',
    },
    fields: {
      content: 'Treść',
      alt: 'Tekst alternatywny obrazu',
      altHint: 'Opis obrazu dla czytników ekranu.',
      image: 'Obraz',
      polishOnly: 'Treści statyczne są tylko po polsku.',
    },
    form: {
      editTitle: 'Edycja: {{name}}',
    },
  },
};

export type StaticContentCatalogue = typeof pl;
