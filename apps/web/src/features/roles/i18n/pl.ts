/** Polish texts of the roles screens; the shape every language of this feature fills. */
export const pl = {
  roles: {
    list: {
      title: 'Role',
      create: 'Dodaj rolę',
      searchPlaceholder: 'Nazwa lub opis roli…',
      notFound: 'Nie znaleziono ról.',
    },
    fields: {
      id: 'ID',
      name: 'Nazwa',
      description: 'Opis',
    },
    form: {
      createTitle: 'Nowa rola',
      editTitle: 'Edycja roli',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć rolę „{{name}}”?',
    },
    users: {
      title: 'Użytkownicy z tą rolą',
      description: 'Rolę można przypisać tylko kontom z dostępem administratora.',
      available: 'Konta administratorów',
      assigned: 'Mają tę rolę',
      emptyAvailable: 'Brak innych kont administratorów.',
      emptyAssigned: 'Nikt nie ma jeszcze tej roli.',
      searchPlaceholder: 'Nazwisko, imię lub e-mail…',
      view: 'Pokaż konto',
    },
    permissions: {
      title: 'Uprawnienia roli',
      description: 'Najedź na nazwę, aby zobaczyć opis uprawnienia.',
      implied:
        'Uprawnienie do działania na ekranie dodaje też podgląd i listę tego ekranu (np. akceptacja zamówień dodaje podgląd i listę zamówień).',
      available: 'Dostępne uprawnienia',
      assigned: 'Uprawnienia roli',
      emptyAvailable: 'Rola ma już wszystkie uprawnienia.',
      emptyAssigned: 'Rola nie ma jeszcze uprawnień.',
      searchPlaceholder: 'np. admin:faq',
    },
    assignments: {
      title: 'Użytkownicy i uprawnienia roli',
      immediate:
        'Zmiany w tej sekcji zapisują się od razu, po kliknięciu strzałki — bez przycisku „Zapisz”.',
    },
    toast: {
      permissionAdded: 'Pomyślnie nadano uprawnienie roli',
      permissionRemoved: 'Pomyślnie odebrano uprawnienie roli',
      permissionAddError: 'Błąd podczas nadawania uprawnienia roli',
      permissionRemoveError: 'Błąd podczas odbierania uprawnienia roli',
      userAdded: 'Pomyślnie przypisano rolę użytkownikowi',
      userRemoved: 'Pomyślnie odebrano rolę użytkownikowi',
      userAddError: 'Błąd podczas przypisywania roli użytkownikowi',
      userRemoveError: 'Błąd podczas odbierania roli użytkownikowi',
    },
  },
};
export type RolesCatalogue = typeof pl;
