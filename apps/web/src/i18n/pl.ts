import type { authArea, CORE_ERROR_CODES, TRANSPORT_ERROR_CODES } from '@backoffice/contract';

/** The codes the shell names: the shared ones, the transport's and the sign-in area's. */
type ShellErrorCode =
  | (typeof CORE_ERROR_CODES)[number]
  | (typeof TRANSPORT_ERROR_CODES)[number]
  | keyof typeof authArea.errors;

/**
 * The shell's error messages: the shared and transport codes plus UNKNOWN, and the sign-in
 * area's own (its declaration in the contract carries them; the public screens show them). Every
 * other area's messages come with the first signed-in screen (`area-texts.ts`). `satisfies`
 * makes a code missing here a compile error.
 */
const errors = {
  // the sign-in area's own (`areas/auth.ts`): the public screens show them before any area's
  // texts load, and importing the area would bring the contract into /login
  // (catalogues.test.ts keeps both the same)
  EMAIL_EMPTY: 'Podaj adres e-mail.',
  PASSWORD_EMPTY: 'Podaj hasło.',
  PASSWORD_NOT_SAME: 'Hasła nie są takie same.',
  INVALID_GRANT: 'Nieprawidłowy e-mail lub hasło.',
  RESET_TOKEN_NOT_VALID: 'Link do zmiany hasła jest nieprawidłowy.',
  LINK_ORIGIN_NOT_ALLOWED:
    'Link w e-mailu może prowadzić tylko pod adres tego panelu ustawiony na serwerze (PUBLIC_URL lub APP_ORIGINS).',
  USER_IS_NOT_ADMIN: 'To konto nie ma dostępu do panelu administracyjnego.',
  TOO_MANY_TRIES:
    'Zbyt wiele nieudanych prób logowania. Logowanie na to konto jest wstrzymane na minutę – spróbuj ponownie później.',
  TOO_MANY_RESET_REQUESTS:
    'Wysłano już kilka linków do zmiany hasła. Spróbuj ponownie za 15 minut.',
  ACTIVATION_TOKEN_NOT_EXIST: 'Link aktywacyjny nie istnieje.',
  TOKEN_EXPIRED: 'Link wygasł. Poproś o nowy.',
  CURRENT_PASSWORD_NOT_MATCH: 'Obecne hasło jest nieprawidłowe.',
  PASSWORD_CONSTRAINTS_MISMATCH:
    'Hasło musi mieć co najmniej 8 znaków, w tym wielką literę i cyfrę.',
  PASSWORD_TOO_COMMON:
    'To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć. Wybierz inne.',
  MFA_CODE_NOT_VALID: 'Nieprawidłowy kod. Wpisz aktualny kod z aplikacji uwierzytelniającej.',
  MFA_RECOVERY_CODE_NOT_VALID: 'Nieprawidłowy lub już użyty kod odzyskiwania.',
  MFA_CODE_REQUIRED: 'Podaj kod z aplikacji uwierzytelniającej.',
  MFA_TOKEN_NOT_VALID: 'Logowanie wygasło. Podaj e-mail i hasło ponownie.',
  MFA_TOO_MANY_TRIES: 'Zbyt wiele nieprawidłowych kodów. Spróbuj ponownie za minutę.',
  STEP_UP_REQUIRED: 'Ta czynność wymaga potwierdzenia tożsamości. Podaj kod i spróbuj ponownie.',
  STEP_UP_PASSWORD_REQUIRED: 'Podaj hasło.',
  STEP_UP_PASSWORD_NOT_VALID: 'Nieprawidłowe hasło.',
  MFA_ENROLMENT_REQUIRED:
    'Włącz logowanie dwuetapowe na stronie swojego konta, aby dalej korzystać z panelu.',
  MFA_ALREADY_ENABLED: 'Logowanie dwuetapowe jest już włączone.',
  MFA_NOT_ENABLED: 'Logowanie dwuetapowe nie jest włączone.',
  MFA_ENROLMENT_NOT_STARTED: 'Najpierw rozpocznij włączanie logowania dwuetapowego.',
  SESSION_NOT_EXISTS: 'Ta sesja nie istnieje lub została już zakończona.',
  CANT_RESET_OWN_SECOND_FACTOR:
    'Własne logowanie dwuetapowe wyłączasz na stronie swojego konta, podając kod.',
  PASSKEY_NOT_VALID:
    'Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie albo użyj innej metody.',
  PASSKEY_REGISTRATION_FAILED: 'Nie udało się dodać klucza dostępu. Spróbuj ponownie.',
  PASSKEY_ALREADY_REGISTERED: 'Ten klucz dostępu jest już dodany.',
  PASSKEY_NAME_EMPTY: 'Podaj nazwę klucza dostępu.',
  PASSKEY_NOT_FOUND: 'Nie ma takiego klucza dostępu.',
  PASSKEY_CANCELLED: 'Przeglądarka nie użyła klucza dostępu (anulowano albo minął czas).',
  CLIENT_NOT_EXISTS: 'Klient API nie istnieje.',
  UNKNOWN_PREFERENCE: 'Nieznane ustawienie.',
  SAVED_VIEW_NAME_REQUIRED: 'Podaj nazwę widoku.',
  SAVED_VIEW_NAME_TOO_LONG: 'Nazwa widoku może mieć najwyżej 60 znaków.',
  SAVED_VIEW_NAME_TAKEN: 'Widok o tej nazwie już istnieje.',
  SAVED_VIEW_TOO_LONG: 'Ten widok ma zbyt wiele filtrów, aby go zapisać.',
  TOO_MANY_SAVED_VIEWS: 'Ta lista ma już 20 zapisanych widoków. Usuń któryś, aby zapisać nowy.',
  // client-side validation
  NAME_IS_EMPTY: 'Nazwa nie może być pusta.',
  DESCRIPTION_IS_EMPTY: 'Opis nie może być pusty.',
  POSITION_IS_REQUIRED: 'Podaj pozycję: liczbę całkowitą większą od zera.',
  POSITION_TOO_LARGE: 'Pozycja może wynosić najwyżej {{max}}.',
  EMAIL_INVALID_FORMAT: 'Nieprawidłowy format adresu e-mail.',
  // conflicts
  NOT_UNIQUE_NAME: 'Taka nazwa już istnieje.',
  // not found
  TYPE_NOT_FOUND: 'Nie znaleziono typu.',
  NOT_FOUND: 'Nie znaleziono.',
  ENTITY_NOT_EXIST: 'Obiekt nie istnieje.',
  // in use
  CANT_DELETE_ENTITY_WITH_RELATIONS: 'Nie można usunąć obiektu, który ma powiązania.',
  RICH_TEXT_TOO_MANY_ELEMENTS:
    'Tekst ma zbyt wiele elementów formatowania (najwyżej 10 000). Uprość formatowanie lub podziel tekst.',
  RICH_TEXT_TOO_COMPLEX:
    'Tekst jest zbyt złożony, aby go sprawdzić. Uprość formatowanie lub podziel tekst.',
  SITE_LINK_INVALID:
    'Wpisz ścieżkę w serwisie (/oferty) albo adres zaczynający się od https:// lub http://.',
  SLUG_INVALID: 'Użyj małych liter, cyfr i pojedynczych myślników, np. nowa-oferta.',
  RESTORE_RECORD_EXISTS: 'Nie można cofnąć usunięcia: ten rekord znów istnieje.',
  RESTORE_NOT_A_DELETE: 'Nie można cofnąć: ten wpis nie jest usunięciem tego rekordu.',
  RESTORE_NOT_LATEST_DELETE:
    'Nie można cofnąć: rekord usunięto później ponownie; cofnąć można tylko ostatnie usunięcie.',
  RESTORE_WINDOW_PASSED: 'Minął czas na cofnięcie tego usunięcia.',
  RESTORE_PARENT_MISSING:
    'Nie można cofnąć usunięcia: rekord nadrzędny, do którego należał, już nie istnieje.',
  BULK_TOO_MANY: 'Zaznacz najwyżej {{max}} pozycji naraz.',
  // other
  IS_REQUIRED: 'To pole jest wymagane.',
  SANDBOX_CREDENTIALS_EMPTY: 'Podaj dane dostępowe środowiska testowego.',
  PRODUCTION_CREDENTIALS_EMPTY: 'Podaj dane dostępowe środowiska produkcyjnego.',
  UNKNOWN_TYPE: 'Nieznany typ.',
  INVALID: 'Nieprawidłowa wartość.',
  INVALID_CHARACTERS: 'Tekst zawiera niedozwolone znaki.',
  NOT_AVAILABLE: 'Niedostępne.',
  // required fields the product adds
  FIELD_IS_REQUIRED: 'To pole jest wymagane.',
  TOO_LONG: 'Za długi tekst: dozwolona liczba znaków to najwyżej {{max}}.',
  // transport
  VALIDATION_FAILED: 'Niepoprawne dane.',
  MALFORMED_JSON: 'Niepoprawny format żądania.',
  UNSUPPORTED_MEDIA_TYPE: 'Nieobsługiwany typ danych.',
  PAYLOAD_TOO_LARGE: 'Przesyłane dane są zbyt duże.',
  ROUTE_NOT_FOUND: 'Nie znaleziono zasobu.',
  METHOD_NOT_ALLOWED: 'Niedozwolona operacja.',
  UNAUTHENTICATED: 'Sesja wygasła. Zaloguj się ponownie.',
  FORBIDDEN: 'Brak uprawnień do tej operacji.',
  STALE_WRITE: 'Ktoś zmienił te dane w międzyczasie. Odśwież i spróbuj ponownie.',
  MAINTENANCE: 'Trwa przerwa techniczna.',
  SYSTEM_MAINTENANCE: 'Trwa przerwa techniczna.',
  INTERNAL_ERROR: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  SERVICE_UNAVAILABLE: 'Brak połączenia z serwerem. Spróbuj ponownie później.',
  DATABASE_UNAVAILABLE: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  CONTENT_CHECK_BUSY:
    'Serwer sprawdza teraz wiele treści naraz. Twoje zmiany są w formularzu: zapisz ponownie za chwilę.',
  UNKNOWN: 'Wystąpił nieoczekiwany błąd.',
} satisfies Record<ShellErrorCode | 'UNKNOWN', string>;

/** The Polish catalogue; its shape is the `Catalogue` type every language must fill. */
export const pl = {
  common: {
    loading: 'Ładowanie…',
    retry: 'Spróbuj ponownie',
    close: 'Zamknij',
    yes: 'Tak',
    no: 'Nie',
    toggleVisibility: 'Pokaż lub ukryj znaki',
    cancel: 'Anuluj',
    clear: 'Wyczyść',
    previousMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    datePlaceholder: 'dd/mm/rrrr',
    apply: 'Zastosuj',
  },
  language: {
    label: 'Język',
    pl: 'Polski',
    en: 'Angielski',
  },
  auth: {
    signInLink: 'Wróć do logowania',
    backToLogin: 'Wróć do logowania',
    login: {
      title: 'Panel administracyjny',
      subtitle: 'Zaloguj się, aby zarządzać platformą.',
      email: 'E-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      forgotPassword: 'Nie pamiętasz hasła?',
      secondStep: {
        message: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
        recoveryMessage:
          'Wpisz jeden z kodów odzyskiwania zapisanych przy włączaniu logowania dwuetapowego.',
        code: 'Kod z aplikacji',
        recoveryCode: 'Kod odzyskiwania',
        useRecoveryCode: 'Użyj kodu odzyskiwania',
        useAppCode: 'Użyj kodu z aplikacji',
        usePasskey: 'Użyj klucza dostępu',
        passkeyMessage:
          'Potwierdź logowanie kluczem dostępu: przeglądarka poprosi o klucz zapisany w urządzeniu lub menedżerze haseł albo o klucz sprzętowy.',
        passkeySubmit: 'Użyj klucza dostępu',
        submit: 'Potwierdź',
        back: 'Wróć do e-maila i hasła',
      },
      sessionEnded: 'Sesja wygasła. Zaloguj się ponownie, aby wrócić do przerwanej pracy.',
    },
    stepUp: {
      title: 'Potwierdź, że to Ty',
      codeMessage:
        'Ta czynność wymaga potwierdzenia. Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej; to, co wpisano na ekranie, zostanie zachowane.',
      passwordMessage:
        'Ta czynność wymaga potwierdzenia. Wpisz swoje hasło; to, co wpisano na ekranie, zostanie zachowane.',
      passkeyMessage:
        'Ta czynność wymaga potwierdzenia kluczem dostępu; to, co wpisano na ekranie, zostanie zachowane.',
      submit: 'Potwierdź',
      cancel: 'Anuluj',
    },
    reauth: {
      title: 'Sesja wygasła',
      message:
        'Zaloguj się ponownie, aby kontynuować. To, co wpisano na tym ekranie, nie zostało utracone: po zalogowaniu zapisz zmiany jeszcze raz.',
      leave: 'Przejdź do ekranu logowania',
      done: 'Zalogowano ponownie. Możesz kontynuować pracę.',
    },
    forgotPassword: {
      title: 'Nie pamiętasz hasła?',
      subtitle: 'Podaj adres e-mail konta. Wyślemy link do ustawienia nowego hasła.',
      email: 'E-mail',
      submit: 'Wyślij link',
      successTitle: 'Sprawdź skrzynkę',
      successMessage: 'Jeśli konto o tym adresie istnieje, wysłaliśmy na nie link do zmiany hasła.',
    },
    resetPassword: {
      title: 'Ustaw nowe hasło',
      subtitle: 'Wpisz nowe hasło dwukrotnie.',
      newPassword: 'Nowe hasło',
      repeatPassword: 'Powtórz hasło',
      passwordHint:
        'Co najmniej 8 znaków, w tym wielka litera i cyfra; nie jedno z popularnych haseł.',
      submit: 'Zmień hasło',
      validating: 'Sprawdzamy link…',
      successTitle: 'Hasło zmienione',
      successMessage: 'Możesz teraz zalogować się nowym hasłem.',
    },
    setPassword: {
      investorTitle: 'Konto inwestora',
      investorSite:
        'To konto inwestora: po ustawieniu hasła zaloguj się w serwisie dla inwestorów, {{url}}. Ten panel jest tylko dla pracowników.',
      investorSiteUnknown:
        'To konto inwestora: po ustawieniu hasła zaloguj się w serwisie dla inwestorów. Jego adres nie jest jeszcze ustawiony; zapytaj nas o niego. Ten panel jest tylko dla pracowników.',
      goToInvestorSite: 'Przejdź do serwisu dla inwestorów',
      requestNewLink: 'Poproś o nowy link do ustawienia hasła',
      title: 'Ustaw hasło',
      subtitle: 'Ustaw hasło do swojego konta.',
      submit: 'Ustaw hasło',
      successTitle: 'Hasło ustawione',
      successMessage: 'Twoje konto jest gotowe. Możesz się zalogować.',
    },
  },
  shell: {
    appName: 'Back-office',
    signedInAs: 'Zalogowany:',
    myAccount: 'Moje konto',
    logout: 'Wyloguj',
    openNavigation: 'Otwórz menu',
    closeNavigation: 'Zamknij menu',
    collapseSidebar: 'Zwiń menu',
    expandSidebar: 'Rozwiń menu',
    mainNavigation: 'Menu główne',
    sidebarCount: '{{label}}, oczekuje: {{count}}',
    languageSwitch: 'Zmień język',
  },
  menu: {
    section: {
      investments: 'Inwestycje',
      content: 'Treści',
      users: 'Użytkownicy',
      system: 'System',
    },
    dashboard: 'Dashboard',
  },
  dashboard: {
    title: 'Dashboard',
    systemStatus: 'Stan systemu',
    apiStatus: 'API: {{status}}',
    apiUnavailable: 'API: niedostępne',
    uptime: 'Czas działania: {{seconds}} s',
  },
  list: {
    reload: 'Odśwież',
    create: 'Dodaj',
    clear: 'Wyczyść filtry',
    moreFilters: 'Filtry ({{count}})',
    hideFilters: 'Ukryj filtry',
    search: 'Szukaj',
    searchPlaceholder: 'Wpisz, aby wyszukać…',
    all: 'Wszystkie',
    dateFrom: 'od',
    dateTo: 'do',
    notANumber: 'Wpisz liczbę, np. 1 234,50.',
    rangeReversed: 'Mniejsze niż „od”.',
    actions: 'Akcje',
    edit: 'Edytuj',
    delete: 'Usuń',
    details: 'Szczegóły',
    showDetails: 'Pokaż szczegóły',
    hideDetails: 'Ukryj szczegóły',
    notFound: 'Nie znaleziono żadnych pozycji.',
    loadError: 'Nie udało się wczytać listy',
    pageSize: 'Liczba pozycji na stronie',
    perPage: 'na stronie',
    range: '{{from}}–{{to}} z {{total}}',
    rangeEstimate: '{{from}}–{{to}} z ponad {{total}}',
    rangeAbout: '{{from}}–{{to}} z około {{total}}',
    sortBy: 'Sortuj według: {{column}}',
    goToPage: 'Strona {{page}}',
    nextPage: 'Następna strona',
    previousPage: 'Poprzednia strona',
    firstPage: 'Pierwsza strona',
    lastPage: 'Ostatnia strona',
    export: {
      button: 'Eksportuj',
      xlsx: 'Excel (XLSX)',
      csv: 'CSV',
      progressRows: 'Eksport: {{rows}} z {{total}} wierszy',
      progressBytes: 'Eksport {{total}} wierszy: pobrano {{size}}',
      cancel: 'Przerwij eksport',
      cancelled: 'Eksport przerwany',
      done: 'Wyeksportowano wiersze: {{total}}',
      error: 'Eksport nie powiódł się',
    },
    views: {
      button: 'Widoki',
      none: 'Brak zapisanych widoków',
      save: 'Zapisz bieżący widok…',
      manage: 'Zmień nazwy lub usuń widoki…',
      saveTitle: 'Zapisz widok',
      manageTitle: 'Zapisane widoki',
      name: 'Nazwa',
      saved: 'Zapisano widok „{{name}}”',
      updated: 'Zapisano widoki',
      rename: 'Nazwa widoku {{name}}',
      remove: 'Usuń widok {{name}}',
      submit: 'Zapisz',
      cancel: 'Anuluj',
      empty: 'Brak zapisanych widoków.',
    },
    bulk: {
      toolbar: 'Działania na zaznaczonych wierszach',
      selectRow: 'Zaznacz: {{label}}',
      selectPage: 'Zaznacz wszystkie na tej stronie',
      selected: 'Zaznaczone: {{count}}',
      clear: 'Odznacz wszystkie',
      activate: 'Aktywuj',
      deactivate: 'Dezaktywuj',
      delete: 'Usuń',
      confirmDelete: 'Usunąć zaznaczone pozycje (liczba: {{count}})? Tego nie można cofnąć.',
      confirmDeleteUndoable:
        'Usunąć zaznaczone pozycje (liczba: {{count}})? Usunięcie można cofnąć w powiadomieniu.',
      show: 'Pokaż',
      hide: 'Ukryj',
      shown: 'Pokazano: {{count}}',
      hidden: 'Ukryto: {{count}}',
      rowFailed: '{{label}}: {{reason}}',
      activated: 'Aktywowano: {{count}}',
      deactivated: 'Dezaktywowano: {{count}}',
      deleted: 'Usunięto: {{count}}',
      skipped: 'bez zmian: {{count}}',
      failed: 'nie powiodło się: {{count}} ({{reason}})',
      results: {
        title: 'Wynik dla każdego zaznaczonego wiersza',
        close: 'Zamknij wyniki',
        done: 'Wykonano',
        waiting: 'Czeka na zatwierdzenie',
        skipped: 'Nie dotyczy',
        refused: 'Odmowa',
      },
    },
    totals: {
      sum: 'Suma (kolumna „{{column}}”): {{amount}}',
      sumAbout: 'Suma (kolumna „{{column}}”): około {{amount}}',
    },
    columns: {
      button: 'Kolumny',
      title: 'Widoczne kolumny',
    },
    activeFilters: {
      title: 'Filtry ({{count}})',
      remove: 'Usuń filtr: {{filter}}',
      clearAll: 'Wyczyść wszystkie',
    },
    confirmDelete: {
      title: 'Potwierdź usunięcie',
      confirm: 'Usuń',
    },
  },
  editableList: {
    add: 'Dodaj',
    moveUp: 'Przesuń w górę: {{label}}, pozycja {{position}}',
    moveDown: 'Przesuń w dół: {{label}}, pozycja {{position}}',
    remove: 'Usuń: {{label}}, pozycja {{position}}',
    undo: 'Cofnij usunięcie: {{label}}, pozycja {{position}}',
    marked: '#{{position}} – zostanie usunięta przy zapisie',
    position: 'Zmień pozycję: {{label}}, pozycja {{position}}',
    collapse: 'Zwiń: {{label}}',
    expand: 'Rozwiń: {{label}}',
    count: 'Pozycji: {{count}}',
  },
  // REQ-NOTIFY-2: a record's create, edit and delete toasts; {{it}} (accusative) and {{of}}
  // (genitive) are the record's names from its area (`i18n/area-texts.ts`)
  recordToast: {
    created: 'Pomyślnie dodano {{it}}',
    updated: 'Pomyślnie zapisano {{it}}',
    deleted: 'Pomyślnie usunięto {{it}}',
    createError: 'Błąd podczas dodawania {{of}}',
    updateError: 'Błąd podczas zapisywania {{of}}',
    deleteError: 'Błąd podczas usuwania {{of}}',
  },
  undo: {
    action: 'Cofnij',
    done: 'Cofnięto usunięcie: rekord wrócił na swoje miejsce.',
    failed: 'Nie udało się cofnąć usunięcia',
    doneMany: 'Cofnięto usunięcie: {{count}}',
  },
  form: {
    tabErrors: 'Błędy na tej karcie: {{count}}',
    wholeNumber: {
      error: 'Tylko liczby całkowite, np. 2.',
    },
    richTextActivate: 'Kliknij tutaj, aby edytować',
    toolbarTop: 'Akcje formularza',
    toolbarBottom: 'Akcje formularza (dół strony)',
    goBack: 'Wróć',
    reload: 'Odśwież',
    save: 'Zapisz',
    saveAndBack: 'Zapisz i wróć',
    create: 'Dodaj',
    createAndBack: 'Dodaj i wróć',
    delete: 'Usuń',
    readOnly: 'Nie masz uprawnień do zmiany tych danych — formularz jest tylko do odczytu.',
    notFound: 'Nie znaleziono',
    loadError: 'Nie udało się wczytać danych',
    reloadError: 'Nie udało się odświeżyć danych',
    invalid: 'Popraw pola zaznaczone na czerwono.',
    staleWrite: {
      title: 'Ktoś inny zapisał ten rekord w międzyczasie',
      message:
        'Twoje zmiany nie zostały zapisane, ale nadal są w formularzu. Porównaj je z zapisanymi i wybierz, co zachować, albo wczytaj najnowszą wersję.',
      reloadLatest: 'Wczytaj najnowszą wersję',
    },
    conflict: {
      savedByAt: 'Zapisał(a): {{who}}, {{at}}.',
      savedBy: 'Zapisał(a): {{who}}.',
      savedByUnknown: 'Nie wiadomo, kto zapisał.',
      intro:
        'Pola zmienione w tamtym zapisie, obok tego, co wpisano tutaj. Wybierz przy każdym, którą wersję zachować.',
      noFields:
        'Tamten zapis nie zmienił pól tego formularza: zastosuj, aby zapisać swoje zmiany na nowej wersji.',
      theirs: 'Zapisana wersja',
      mine: 'Twoja wersja',
      choose: 'Którą wersję zachować: {{field}}',
      keepTheirs: 'Zachowaj zapisaną',
      keepMine: 'Zachowaj moją',
      apply: 'Zastosuj wybór',
      reload: 'Odrzuć moje zmiany i wczytaj',
      compare: 'Porównaj zmiany',
      empty: '(puste)',
      items: 'Pozycji: {{count}}',
    },
    heading: {
      edit: 'Edycja: {{name}}',
      view: 'Podgląd: {{name}}',
    },
    unsaved: {
      title: 'Niezapisane zmiany',
      message: 'Masz niezapisane zmiany. Jeśli opuścisz tę stronę, zostaną utracone.',
      stay: 'Zostań na stronie',
      leave: 'Wyjdź bez zapisywania',
    },
    discard: {
      title: 'Odrzucić zmiany?',
      message: 'Wczytanie danych z serwera zastąpi wszystko, co wpisano w formularzu.',
      confirm: 'Odrzuć zmiany i wczytaj',
    },
    secret: {
      set: 'Zapisany sekret kończy się na {{last}}. Zostaw bez zmian, aby go zachować; wpisz nowy, aby go zastąpić.',
      unset: 'Brak zapisanego sekretu.',
      cleared: 'Zapisany sekret zostanie usunięty przy zapisie.',
      clearedPlaceholder: 'Sekret zostanie usunięty',
      keep: 'Zachowaj',
      clear: 'Usuń sekret',
      clearLabel: 'Usuń sekret: {{field}}',
    },
    breadcrumbs: {
      newEntry: 'Nowy wpis',
    },
    lowContrast:
      'Kontrast z tłem strony wynosi {{ratio}}:1, mniej niż {{min}}:1 potrzebne osobom słabiej widzącym. Wybierz ciemniejszy odcień.',
    shortcuts: {
      saveHint: 'Ctrl+Enter (⌘+Enter) zapisuje formularz.',
      nothingChanged: 'Nic nie zmieniono — nie ma czego zapisać.',
    },
  },
  dualList: {
    search: 'Szukaj',
    searchPlaceholder: 'Wpisz, aby zawęzić…',
    add: 'Przypisz',
    remove: 'Odbierz',
    noMatches: 'Nic nie pasuje do wyszukiwania.',
    more: 'Pokazano {{shown}} z {{total}} — zawęź wyszukiwanie, aby zobaczyć resztę.',
    readOnly: 'Nie masz uprawnień do zmiany przypisań — lista jest tylko do odczytu.',
    notPermitted: 'Brak uprawnień',
  },
  pageTitle: {
    login: 'Logowanie',
    record: '{{name}} #{{id}}',
  },
  skipLink: 'Przejdź do treści',
  palette: {
    title: 'Przejdź do…',
    placeholder: 'Wpisz nazwę ekranu, tytuł, numer, nazwisko…',
    empty: 'Nic nie pasuje.',
    screens: 'Ekrany i akcje',
    searching: 'Szukam rekordów…',
    recordsHint: 'Wpisz co najmniej 3 znaki lub numer, by znaleźć też rekordy.',
    recordsFailed: 'Nie udało się wyszukać rekordów. Spróbuj ponownie.',
    orderNumber: 'Zamówienie nr {{id}}',
    transactionNumber: 'Transakcja nr {{id}}',
    kind: {
      offer: 'Oferty',
      blogPost: 'Wpisy na blogu',
      page: 'Strony statyczne',
      order: 'Zamówienia',
      transaction: 'Transakcje',
      investor: 'Inwestorzy',
      staff: 'Konta pracowników',
    },
    create: 'Dodaj: {{name}}',
    open: 'Paleta poleceń',
  },
  shortcuts: {
    title: 'Skróty klawiszowe',
    open: 'Skróty klawiszowe',
    palette: 'Otwórz paletę poleceń (przejdź do ekranu, akcji lub rekordu)',
    help: 'Pokaż tę listę skrótów',
    search: 'Przejdź do wyszukiwania na liście',
    save: 'Zapisz formularz',
  },
  colorScheme: {
    label: 'Motyw kolorów',
    light: 'Jasny',
    dark: 'Ciemny',
    auto: 'Systemowy',
  },
  // REQ-NOTIFY-2 toasts, keyed as the spec keys them (role.create, role.error.create, …)
  notFound: {
    title: '404 – nie znaleziono strony',
    message: 'Strona, której szukasz, nie istnieje lub nie masz do niej dostępu.',
    backToDashboard: 'Wróć do dashboardu',
  },
  errorPage: {
    title: 'Coś poszło nie tak',
    message: 'Nie udało się wyświetlić tej strony. Odśwież ją, aby spróbować ponownie.',
    reload: 'Odśwież stronę',
  },
  maintenance: {
    defaultTitle: 'Przerwa techniczna',
    defaultMessage: 'Trwają prace serwisowe. Wróć za chwilę.',
  },
  errors,
};

/** The shape every catalogue has: the Polish one with its texts widened to string. */
export type Catalogue = typeof pl;
