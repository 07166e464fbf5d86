/** Polish texts of the menu-items screens; the shape every language of this feature fills. */
export const pl = {
  menuItems: {
    list: {
      title: 'Menu',
      create: 'Dodaj pozycję',
      view: 'Widok',
      treeView: 'Drzewo',
      listView: 'Lista',
      emptyMenu: 'To menu nie ma jeszcze żadnych pozycji.',
      searchPlaceholder: 'Etykieta lub adres…',
      notFound: 'Nie znaleziono pozycji menu.',
    },
    codeNames: {
      header: 'Nagłówek',
      footer: 'Stopka',
    },
    fields: {
      position: 'Pozycja',
      positionHint: 'Kolejność w menu lub pod elementem nadrzędnym.',
      parent: 'Element nadrzędny',
      parentHint: 'Dla podpozycji: pod którym elementem ma się pojawić.',
      noParent: 'Brak (pozycja główna)',
      noParentOptions: 'Brak pasujących pozycji',
      codeName: 'Menu',
      codeNameHint: 'Dla pozycji głównej: nagłówek lub stopka strony.',
      noCodeName: 'Wybierz menu',
      label: 'Etykieta',
      url: 'Adres URL',
      pageHelper: 'Podstrona serwisu',
      pageHelperHint: 'Wybierz, aby wpisać jej adres w obu językach.',
      pageHelperPlaceholder: 'Wybierz podstronę…',
    },
    pages: {
      home: 'Strona główna',
      offers: 'Oferty',
      blog: 'Blog',
      faq: 'FAQ',
      contact: 'Kontakt',
      terms: 'Regulamin',
      privacy: 'Polityka prywatności',
    },
    form: {
      createTitle: 'Nowa pozycja menu',
      editTitle: 'Edycja pozycji menu',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć pozycję menu „{{label}}”?',
      // no plural forms: pl needs three and en two, and the catalogues keep the same keys
      messageWithChildren:
        'Czy na pewno chcesz usunąć pozycję menu „{{label}}”? Razem z nią zostaną usunięte jej podpozycje (wszystkich poziomów): {{count}}.',
    },
  },
};
export type MenuItemsCatalogue = typeof pl;
