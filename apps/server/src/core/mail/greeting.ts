import type { Language } from '@backoffice/contract';

/**
 * A Polish mail greets a person in the vocative ("Dzień dobry, Anno!"), and where the name's
 * vocative is not known it greets nobody by name ("Dzień dobry!") rather than with the
 * nominative, which reads as a form letter (docs/requirements.md, REQ-POLISH-3).
 *
 * Women's names (and the few men's) ending in -a take -o (Anna → Anno, Kuba → Kubo); the short
 * -la diminutives take -lu (Ola → Olu, Ela → Elu). Men's names ending in a consonant have
 * vocatives no short rule gets right (Marek → Marku, Paweł → Pawle, Piotr → Piotrze), so only
 * the common ones of this table are put in the vocative.
 */
const MALE_VOCATIVE: Record<string, string> = {
  adam: 'Adamie',
  adrian: 'Adrianie',
  aleksander: 'Aleksandrze',
  andrzej: 'Andrzeju',
  antoni: 'Antoni',
  arkadiusz: 'Arkadiuszu',
  artur: 'Arturze',
  bartłomiej: 'Bartłomieju',
  bartosz: 'Bartoszu',
  bogdan: 'Bogdanie',
  czesław: 'Czesławie',
  damian: 'Damianie',
  daniel: 'Danielu',
  dariusz: 'Dariuszu',
  dawid: 'Dawidzie',
  dominik: 'Dominiku',
  edward: 'Edwardzie',
  emil: 'Emilu',
  filip: 'Filipie',
  franciszek: 'Franciszku',
  grzegorz: 'Grzegorzu',
  henryk: 'Henryku',
  hubert: 'Hubercie',
  ignacy: 'Ignacy',
  igor: 'Igorze',
  jacek: 'Jacku',
  jakub: 'Jakubie',
  jan: 'Janie',
  janusz: 'Januszu',
  jarosław: 'Jarosławie',
  jerzy: 'Jerzy',
  józef: 'Józefie',
  kacper: 'Kacprze',
  kamil: 'Kamilu',
  karol: 'Karolu',
  kazimierz: 'Kazimierzu',
  konrad: 'Konradzie',
  krystian: 'Krystianie',
  krzysztof: 'Krzysztofie',
  leszek: 'Leszku',
  łukasz: 'Łukaszu',
  maciej: 'Macieju',
  marcin: 'Marcinie',
  marek: 'Marku',
  mariusz: 'Mariuszu',
  mateusz: 'Mateuszu',
  michał: 'Michale',
  mikołaj: 'Mikołaju',
  mirosław: 'Mirosławie',
  norbert: 'Norbercie',
  oskar: 'Oskarze',
  patryk: 'Patryku',
  paweł: 'Pawle',
  piotr: 'Piotrze',
  przemysław: 'Przemysławie',
  radosław: 'Radosławie',
  rafał: 'Rafale',
  robert: 'Robercie',
  roman: 'Romanie',
  ryszard: 'Ryszardzie',
  sebastian: 'Sebastianie',
  sławomir: 'Sławomirze',
  stanisław: 'Stanisławie',
  szymon: 'Szymonie',
  tadeusz: 'Tadeuszu',
  tomasz: 'Tomaszu',
  waldemar: 'Waldemarze',
  wiesław: 'Wiesławie',
  wiktor: 'Wiktorze',
  witold: 'Witoldzie',
  władysław: 'Władysławie',
  wojciech: 'Wojciechu',
  zbigniew: 'Zbigniewie',
  zdzisław: 'Zdzisławie',
};

/**
 * The vocative of a Polish first name, or null when it is not known (a name of two parts, one
 * with a digit, a man's name not in the table, a woman's name not ending in -a such as Noemi).
 * "anna" or "ANNA" as typed is read as Anna.
 */
export function polishVocative(firstName: string): string | null {
  const typed = firstName.trim();
  if (!/^\p{L}{2,}$/u.test(typed)) return null;
  const lower = typed.toLocaleLowerCase('pl');
  const name = lower.charAt(0).toLocaleUpperCase('pl') + lower.slice(1);
  const male = MALE_VOCATIVE[lower];
  if (male) return male;
  if (lower.endsWith('la') && lower.length <= 4) return `${name.slice(0, -1)}u`;
  if (lower.endsWith('a')) return `${name.slice(0, -1)}o`;
  return null;
}

/** The greeting line: "Dzień dobry, Anno!" or the neutral "Dzień dobry!"; "Hello Anna," in English. */
export function greeting(firstName: string, language: Language): string {
  if (language === 'en') return firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  const vocative = polishVocative(firstName);
  return vocative ? `Dzień dobry, ${vocative}!` : 'Dzień dobry!';
}
