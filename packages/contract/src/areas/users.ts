import { CRUD_ACTIONS, defineArea, type AreaPaths } from '../area.js';

export const usersPaths = {
  api: '/admin/user',
  routes: {
    list: { path: '/users', permission: 'admin:user:list' },
    create: { path: '/users/create', permission: 'admin:user:create' },
    record: { path: '/users/:id', permission: 'admin:user:get' },
    staffList: { path: '/staff-accounts', permission: 'admin:user:list' },
    staffCreate: { path: '/staff-accounts/create', permission: 'admin:user:create' },
    staffRecord: { path: '/staff-accounts/:id', permission: 'admin:user:get' },
  },
} as const satisfies AreaPaths;

/** REQ-USER-1: users and staff accounts: one area, two lists. */
export const usersArea = defineArea({
  permissionArea: 'user',
  paths: usersPaths,
  label: { pl: 'Użytkownicy', en: 'Users' },
  actions: [
    ...CRUD_ACTIONS,
    'get-personal-permissions',
    'add-personal-permission',
    'remove-personal-permission',
    'get-roles',
    'get-agreements',
    'export',
  ],
  errors: {
    FIRST_NAME_IS_EMPTY: { pl: 'Imię nie może być puste.', en: 'First name must not be empty.' },
    LAST_NAME_IS_EMPTY: { pl: 'Nazwisko nie może być puste.', en: 'Last name must not be empty.' },
    USER_NOT_EXISTS: { pl: 'Użytkownik nie istnieje.', en: 'The user does not exist.' },
    USER_ALREADY_DELETED: {
      pl: 'Użytkownik został już usunięty.',
      en: 'The user has already been deleted.',
    },
    USER_HAS_MONEY_HISTORY: {
      pl: 'Tego inwestora nie można usunąć: ma zamówienia, płatności lub udziały. Można dezaktywować konto albo usunąć dane osobowe (dokumenty finansowe zostają).',
      en: 'This investor cannot be deleted: they have orders, payments or shares. Deactivate the account, or erase the personal data (the financial records stay).',
    },
    CANT_ERASE_STAFF: {
      pl: 'Konto pracownika usuwa się, a nie anonimizuje.',
      en: 'A staff account is deleted, not erased.',
    },
    USER_IS_DELETED: { pl: 'Użytkownik jest usunięty.', en: 'The user is deleted.' },
    NOT_UNIQUE_USER: { pl: 'Taki użytkownik już istnieje.', en: 'This user already exists.' },
    EMAIL_EXISTS: {
      pl: 'Ten adres e-mail jest już zarejestrowany.',
      en: 'This e-mail address is already registered.',
    },
    EMAIL_TAKEN: {
      pl: 'Ten adres e-mail jest już zajęty.',
      en: 'This e-mail address is already taken.',
    },
    CANT_DELETE_YOURSELF: {
      pl: 'Nie możesz usunąć własnego konta.',
      en: 'You cannot delete your own account.',
    },
    BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG: {
      pl: 'Nieprawidłowy numer konta bankowego.',
      en: 'Invalid bank account number.',
    },
    COUNTRY_NOT_FOUND: { pl: 'Nie znaleziono kraju.', en: 'Country not found.' },
    // REQ-USER-7, REQ-USER-10: investor data formats, and admin permissions kept to admin users
    PHONE_NUMBER_INVALID_FORMAT: {
      pl: 'Nieprawidłowy numer telefonu: cyfry (6–15), spacje, +, - i nawiasy, np. +48 600 100 200.',
      en: 'Invalid phone number: digits (6–15), spaces, +, - and parentheses, e.g. +48 600 100 200.',
    },
    ZIP_CODE_INVALID_FORMAT: {
      pl: 'Nieprawidłowy kod pocztowy: 2–10 liter, cyfr, spacji lub myślników.',
      en: 'Invalid postcode: 2–10 letters, digits, spaces or hyphens.',
    },
    ZIP_CODE_POLISH_FORMAT: {
      pl: 'Polski kod pocztowy ma format NN-NNN, np. 31-147.',
      en: 'A Polish postcode has the form NN-NNN, e.g. 31-147.',
    },
    ADMIN_PERMISSION_NEEDS_ADMIN_USER: {
      pl: 'Uprawnienia administracyjne można nadać tylko kontu z dostępem do panelu (administratorowi).',
      en: 'Admin permissions can only be granted to an account with back-office access (an admin).',
    },
  },
  group: 'access',
  sidebar: [
    {
      section: 'menu.section.users',
      title: 'menu.users',
      icon: 'IconUsers',
      route: 'list',
    },
    {
      section: 'menu.section.users',
      title: 'menu.staffAccounts',
      label: { pl: 'Konta pracowników', en: 'Staff accounts' },
      icon: 'IconUserShield',
      route: 'staffList',
    },
  ],
  columns: {
    email: { header: { pl: 'E-mail', en: 'Email' } },
    firstName: { header: { pl: 'Imię', en: 'First name' } },
    lastName: { header: { pl: 'Nazwisko', en: 'Last name' } },
    createdAt: { header: { pl: 'Utworzono', en: 'Created' } },
    userType: { header: { pl: 'Typ konta', en: 'Account type' } },
    isAdmin: { header: { pl: 'Admin', en: 'Admin' } },
    isSuperAdmin: { header: { pl: 'Superadmin', en: 'Super admin' } },
  },
  audit: [
    {
      entityType: 'user',
      name: { pl: 'Użytkownik', en: 'User' },
      of: { pl: 'użytkownika', en: 'user' },
      one: { pl: 'użytkownika', en: 'user' },
      writes: ['create', 'update', 'delete'],
      actions: {
        'password-reset': { pl: 'Ustawienie hasła z linku', en: 'Password set from a link' },
        /**
         * Sign-in history (REQ-AUDIT-3), each with the IP and user agent: a sign-in, a refused
         * password (the typed e-mail as actor; entityId null when no such account), the try that
         * locked an account out (`after.scope`: `source` or `account`), a sign-out, and an admin's
         * change of the account's e-mail (`before`/`after`: the addresses).
         */
        'sign-in': { pl: 'Logowanie', en: 'Signed in' },
        'sign-in-failed': { pl: 'Nieudane logowanie', en: 'Failed sign-in' },
        lockout: {
          pl: 'Wstrzymanie logowania po nieudanych próbach',
          en: 'Sign-in paused after failed tries',
        },
        'sign-out': { pl: 'Wylogowanie', en: 'Signed out' },
        // REQ-RULES-2: personal data replaced, financial records kept
        erase: { pl: 'Usunięcie danych osobowych', en: 'Personal data erased' },
        /**
         * The account's own second factor (REQ-MFA-5): enrolment started (a pending secret),
         * turned on, recovery codes replaced, turned off, a wrong code at sign-in, a recovery
         * code spent, and the try that paused the codes. Never the secret nor a code.
         */
        'totp-enrolment': {
          pl: 'Rozpoczęcie włączania logowania dwuetapowego',
          en: 'Two-step sign-in set-up started',
        },
        'totp-enabled': { pl: 'Włączenie logowania dwuetapowego', en: 'Two-step sign-in on' },
        'totp-disabled': { pl: 'Wyłączenie logowania dwuetapowego', en: 'Two-step sign-in off' },
        'recovery-codes': {
          pl: 'Nowe kody odzyskiwania',
          en: 'New recovery codes',
        },
        /**
         * Passkeys (REQ-MFA-9): one added (`after.name`), renamed (`before`/`after`), removed
         * after a fresh check (`after.factor`). A sign-in with one is `sign-in` with
         * `after.secondFactor: 'passkey'`.
         */
        'passkey-registered': { pl: 'Dodanie klucza dostępu', en: 'Passkey added' },
        'passkey-renamed': { pl: 'Zmiana nazwy klucza dostępu', en: 'Passkey renamed' },
        'passkey-removed': { pl: 'Usunięcie klucza dostępu', en: 'Passkey removed' },
        'mfa-failed': { pl: 'Nieprawidłowy kod logowania', en: 'Wrong sign-in code' },
        'recovery-code-used': { pl: 'Użycie kodu odzyskiwania', en: 'Recovery code used' },
        'mfa-lockout': {
          pl: 'Wstrzymanie kodów po nieudanych próbach',
          en: 'Codes paused after failed tries',
        },
        /** a step-up check passed (REQ-STEP-4), with the factor it was made with */
        'step-up': { pl: 'Potwierdzenie tożsamości', en: 'Identity confirmed' },
        'email-change': { pl: 'Zmiana adresu e-mail konta', en: 'Account e-mail changed' },
        /**
         * Sessions (REQ-SESS-3): one ended by its owner or an admin (`after.session`: its id;
         * `after.count` when "everywhere else" ended several), and a super admin's reset of
         * the account's second factor (`after.factors`: what was removed). Never a token.
         */
        'session-ended': { pl: 'Zakończenie sesji', en: 'Session ended' },
        'sessions-ended': {
          pl: 'Zakończenie pozostałych sesji',
          en: 'Other sessions ended',
        },
        'second-factor-reset': {
          pl: 'Reset logowania dwuetapowego przez superadministratora',
          en: 'Two-step sign-in reset by a super admin',
        },
        /** an admin opened a user's screen: their bank account, phone and address (a read) */
        'personal-data.read': {
          pl: 'Wgląd w dane osobowe użytkownika',
          en: "A user's personal data opened",
        },
        /** an admin opened a user's agreements: what they accepted, and when (a read) */
        'agreements.read': { pl: 'Wgląd w zgody użytkownika', en: "A user's agreements opened" },
        'permission.add': {
          pl: 'Nadanie uprawnienia użytkownikowi',
          en: 'Permission granted to a user',
        },
        'permission.remove': {
          pl: 'Odebranie uprawnienia użytkownikowi',
          en: 'Permission taken from a user',
        },
      },
    },
  ],
});
