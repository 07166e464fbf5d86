/** Polish texts of the slider screens; the shape every language of this feature fills. */
export const pl = {
  sliders: {
    list: {
      title: 'Slajdy',
      create: 'Dodaj slajd',
      searchPlaceholder: 'Nazwa slajdu…',
      notFound: 'Nie znaleziono slajdów.',
    },
    fields: {
      position: 'Pozycja',
      active: 'Aktywny',
      name: 'Nazwa',
      content: 'Treść',
      guestButtonLabel: 'Etykieta przycisku dla gościa',
      guestButtonUrl: 'Adres przycisku dla gościa',
      loggedUserButtonLabel: 'Etykieta przycisku dla zalogowanego',
      loggedUserButtonUrl: 'Adres przycisku dla zalogowanego',
      urlHint: 'Ścieżka w serwisie (/oferty) lub adres http(s)://',
      image: 'Obraz',
    },
    form: {
      createTitle: 'Nowy slajd',
      editTitle: 'Edycja slajdu',
      buttons: 'Przyciski',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć slajd „{{name}}”?',
    },
  },
};

export type SlidersCatalogue = typeof pl;
