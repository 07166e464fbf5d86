/** Polish texts of the permissions screens; the shape every language of this feature fills. */
export const pl = {
  permissions: {
    list: {
      title: 'Uprawnienia',
      create: 'Dodaj uprawnienie',
      searchPlaceholder: 'Nazwa lub opis…',
      notFound: 'Nie znaleziono uprawnień.',
      builtIn: 'wbudowane',
    },
    fields: {
      name: 'Nazwa',
      nameHint: 'W postaci admin:obszar:akcja, np. admin:raporty:eksport.',
      namePlaceholder: 'admin:obszar:akcja',
      builtInName:
        'Uprawnienie wbudowane: nazwy nie można zmienić, bo używają jej funkcje systemu.',
      description: 'Opis',
    },
    form: {
      createTitle: 'Nowe uprawnienie',
      editTitle: 'Edycja uprawnienia',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć uprawnienie „{{name}}”?',
    },
  },
};
export type PermissionsCatalogue = typeof pl;
