import { defineArea } from '../area.js';

/**
 * Sign-in, sessions, password links and the signed-in user's own preferences: no admin
 * permissions and no sidebar.
 */
export const authArea = defineArea({
  permissionArea: 'auth',
  paths: {},
  label: { pl: 'Logowanie i konto', en: 'Sign-in and account' },
  actions: [],
  errors: {
    EMAIL_EMPTY: { pl: 'Podaj adres e-mail.', en: 'Enter your e-mail address.' },
    PASSWORD_EMPTY: { pl: 'Podaj hasło.', en: 'Enter your password.' },
    PASSWORD_NOT_SAME: { pl: 'Hasła nie są takie same.', en: 'Passwords do not match.' },
    INVALID_GRANT: { pl: 'Nieprawidłowy e-mail lub hasło.', en: 'Invalid e-mail or password.' },
    RESET_TOKEN_NOT_VALID: {
      pl: 'Link do zmiany hasła jest nieprawidłowy.',
      en: 'The password reset link is not valid.',
    },
    // a password link's address must be one of the configured origins (PUBLIC_URL, APP_ORIGINS)
    LINK_ORIGIN_NOT_ALLOWED: {
      pl: 'Link w e-mailu może prowadzić tylko pod adres tego panelu ustawiony na serwerze (PUBLIC_URL lub APP_ORIGINS).',
      en: "A link in an e-mail may point only at this back-office's address set on the server (PUBLIC_URL or APP_ORIGINS).",
    },
    USER_IS_NOT_ADMIN: {
      pl: 'To konto nie ma dostępu do panelu administracyjnego.',
      en: 'This account has no access to the back-office.',
    },
    TOO_MANY_TRIES: {
      pl: 'Zbyt wiele nieudanych prób logowania. Logowanie na to konto jest wstrzymane na minutę – spróbuj ponownie później.',
      en: 'Too many failed sign-ins. Signing in to this account is paused for a minute; try again then.',
    },
    TOO_MANY_RESET_REQUESTS: {
      pl: 'Wysłano już kilka linków do zmiany hasła. Spróbuj ponownie za 15 minut.',
      en: 'Several password links have already been sent. Try again in 15 minutes.',
    },
    ACTIVATION_TOKEN_NOT_EXIST: {
      pl: 'Link aktywacyjny nie istnieje.',
      en: 'The activation link does not exist.',
    },
    TOKEN_EXPIRED: {
      pl: 'Link wygasł. Poproś o nowy.',
      en: 'The link has expired. Ask for a new one.',
    },
    CURRENT_PASSWORD_NOT_MATCH: {
      pl: 'Obecne hasło jest nieprawidłowe.',
      en: 'The current password is wrong.',
    },
    PASSWORD_CONSTRAINTS_MISMATCH: {
      pl: 'Hasło musi mieć co najmniej 8 znaków, w tym wielką literę i cyfrę.',
      en: 'The password needs at least 8 characters, including a capital letter and a digit.',
    },
    // one of the most common passwords (checked on the server: core/auth/password-rules.ts)
    PASSWORD_TOO_COMMON: {
      pl: 'To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć. Wybierz inne.',
      en: 'This is one of the most commonly used passwords and is easy to guess. Choose another.',
    },
    // the second factor (REQ-MFA-1 to REQ-MFA-4)
    MFA_CODE_NOT_VALID: {
      pl: 'Nieprawidłowy kod. Wpisz aktualny kod z aplikacji uwierzytelniającej.',
      en: 'The code is not valid. Enter the current code from your authenticator app.',
    },
    MFA_RECOVERY_CODE_NOT_VALID: {
      pl: 'Nieprawidłowy lub już użyty kod odzyskiwania.',
      en: 'The recovery code is not valid or has already been used.',
    },
    MFA_CODE_REQUIRED: {
      pl: 'Podaj kod z aplikacji uwierzytelniającej.',
      en: 'Enter the code from your authenticator app.',
    },
    MFA_TOKEN_NOT_VALID: {
      pl: 'Logowanie wygasło. Podaj e-mail i hasło ponownie.',
      en: 'The sign-in has expired. Enter your e-mail and password again.',
    },
    MFA_TOO_MANY_TRIES: {
      pl: 'Zbyt wiele nieprawidłowych kodów. Spróbuj ponownie za minutę.',
      en: 'Too many wrong codes. Try again in a minute.',
    },
    MFA_ALREADY_ENABLED: {
      pl: 'Logowanie dwuetapowe jest już włączone.',
      en: 'Two-step sign-in is already on.',
    },
    MFA_NOT_ENABLED: {
      pl: 'Logowanie dwuetapowe nie jest włączone.',
      en: 'Two-step sign-in is not on.',
    },
    MFA_ENROLMENT_NOT_STARTED: {
      pl: 'Najpierw rozpocznij włączanie logowania dwuetapowego.',
      en: 'Start turning on two-step sign-in first.',
    },
    // passkeys (REQ-MFA-6 to REQ-MFA-8)
    PASSKEY_NOT_VALID: {
      pl: 'Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie albo użyj innej metody.',
      en: 'The passkey could not be confirmed. Try again or use another method.',
    },
    PASSKEY_REGISTRATION_FAILED: {
      pl: 'Nie udało się dodać klucza dostępu. Spróbuj ponownie.',
      en: 'The passkey could not be added. Try again.',
    },
    PASSKEY_ALREADY_REGISTERED: {
      pl: 'Ten klucz dostępu jest już dodany.',
      en: 'This passkey has already been added.',
    },
    PASSKEY_NAME_EMPTY: { pl: 'Podaj nazwę klucza dostępu.', en: 'Enter a name for the passkey.' },
    PASSKEY_NOT_FOUND: { pl: 'Nie ma takiego klucza dostępu.', en: 'There is no such passkey.' },
    PASSKEY_CANCELLED: {
      pl: 'Przeglądarka nie użyła klucza dostępu (anulowano albo minął czas).',
      en: 'The browser did not use a passkey (cancelled or timed out).',
    },
    // the user's sessions (REQ-SESS-2): an ended, expired or another user's session
    SESSION_NOT_EXISTS: {
      pl: 'Ta sesja nie istnieje lub została już zakończona.',
      en: 'This session does not exist or has already ended.',
    },
    // a super admin's reset of another user's second factor (REQ-SESS-6)
    CANT_RESET_OWN_SECOND_FACTOR: {
      pl: 'Własne logowanie dwuetapowe wyłączasz na stronie swojego konta, podając kod.',
      en: 'Turn off your own two-step sign-in on your account page, with a code.',
    },
    // step-up (REQ-STEP-1): a money action, a secret or a grant needs a recent check
    STEP_UP_REQUIRED: {
      pl: 'Ta czynność wymaga potwierdzenia tożsamości. Podaj kod i spróbuj ponownie.',
      en: 'This action needs you to confirm who you are. Enter a code and try again.',
    },
    STEP_UP_PASSWORD_REQUIRED: { pl: 'Podaj hasło.', en: 'Enter your password.' },
    STEP_UP_PASSWORD_NOT_VALID: {
      pl: 'Nieprawidłowe hasło.',
      en: 'The password is not valid.',
    },
    // the second-factor policy (REQ-MFA-POL-3): past the grace period, enrolment first
    MFA_ENROLMENT_REQUIRED: {
      pl: 'Włącz logowanie dwuetapowe na stronie swojego konta, aby dalej korzystać z panelu.',
      en: 'Turn on two-step sign-in on your account page to go on using the back-office.',
    },
    CLIENT_NOT_EXISTS: { pl: 'Klient API nie istnieje.', en: 'The API client does not exist.' },
    // the signed-in user's own settings (`preferences.ts`)
    UNKNOWN_PREFERENCE: { pl: 'Nieznane ustawienie.', en: 'Unknown setting.' },
    SAVED_VIEW_NAME_REQUIRED: { pl: 'Podaj nazwę widoku.', en: 'Enter a name for the view.' },
    SAVED_VIEW_NAME_TOO_LONG: {
      pl: 'Nazwa widoku może mieć najwyżej 60 znaków.',
      en: "A view's name can be at most 60 characters.",
    },
    SAVED_VIEW_NAME_TAKEN: {
      pl: 'Widok o tej nazwie już istnieje.',
      en: 'A view with this name already exists.',
    },
    SAVED_VIEW_TOO_LONG: {
      pl: 'Ten widok ma zbyt wiele filtrów, aby go zapisać.',
      en: 'This view has too many filters to be saved.',
    },
    TOO_MANY_SAVED_VIEWS: {
      pl: 'Ta lista ma już 20 zapisanych widoków. Usuń któryś, aby zapisać nowy.',
      en: 'This list already has 20 saved views. Delete one to save a new one.',
    },
  },
  group: 'system',
  sidebar: [],
  audit: [],
});
