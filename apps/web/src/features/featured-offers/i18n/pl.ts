/** Polish texts of the featured-offer screens; the shape every language of this feature fills. */
export const pl = {
  featuredOffers: {
    list: {
      title: 'Wyróżnione oferty',
      searchPlaceholder: 'Nazwa lub tytuł…',
      notFound: 'Nie znaleziono grup.',
    },
    fields: {
      name: 'Nazwa (klucz techniczny)',
      nameHint: 'Po tej nazwie grupę znajduje strona publiczna, dlatego nie można jej zmienić.',
      title: 'Tytuł',
      returnAlreadyInvested: 'Pokazuj oferty, w które inwestor już zainwestował',
      shuffle: 'Losowa kolejność (poza stałymi pozycjami)',
      offers: 'Oferty',
      offer: 'Oferta',
      position: 'Pozycja',
      fixedPosition: 'Stała pozycja',
    },
    form: {
      editTitle: 'Edycja wyróżnionych ofert',
      entry: 'Oferta {{n}}',
      addOffer: 'Dodaj ofertę',
      noOffers: 'W tej grupie nie ma jeszcze ofert.',
      emptyDropped: 'Wpisy bez wybranej oferty zostaną pominięte przy zapisie.',
      offerPlaceholder: 'Wpisz tytuł, aby wyszukać…',
      noOfferFound: 'Nie znaleziono ofert.',
      moveUp: 'Przesuń w górę',
      moveDown: 'Przesuń w dół',
      remove: 'Usuń ofertę z grupy',
      removeTitle: 'Usunąć ofertę z grupy?',
      removeMessage: 'Czy na pewno chcesz usunąć z grupy ofertę {{title}}?',
      removeEmpty: 'pustą pozycję',
      removeConfirm: 'Usuń',
    },
  },
};

export type FeaturedOffersCatalogue = typeof pl;
