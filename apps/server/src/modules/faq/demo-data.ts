import type { Db } from '../../core/db/database.js';
import { faq } from './schema.js';

/** Demo questions in both languages, a few featured and one inactive. */
export async function seedFaqDemo(db: Db): Promise<void> {
  await db.insert(faq).values(
    DEMO_FAQ.map(([pl, en, apl, aen], i) => ({
      position: i + 1,
      isFeatured: i < 3,
      active: i !== 5,
      question: { pl, en },
      answer: { pl: apl, en: aen },
    })),
  );
}

const DEMO_FAQ: [string, string, string, string][] = [
  [
    'Jak zacząć inwestować?',
    'How do I start investing?',
    'Załóż konto, potwierdź dane i wybierz otwartą ofertę.',
    'Create an account, confirm your details and choose an open offer.',
  ],
  [
    'Jaka jest minimalna kwota inwestycji?',
    'What is the minimum investment?',
    'Minimalna liczba udziałów jest podana w każdej ofercie.',
    'Each offer states its minimum number of shares.',
  ],
  [
    'Jak opłacić zamówienie?',
    'How do I pay for an order?',
    'Przelewem bankowym lub przez PayPal, w terminie podanym w zamówieniu.',
    'By bank transfer or PayPal, before the deadline shown in the order.',
  ],
  [
    'Kiedy otrzymam dywidendę?',
    'When will I receive dividends?',
    'Dywidendy są wypłacane zgodnie z harmonogramem projektu.',
    'Dividends are paid according to the project schedule.',
  ],
  [
    'Czy mogę sprzedać udziały?',
    'Can I sell my shares?',
    'Zasady zbycia udziałów opisuje umowa inwestycyjna.',
    'The investment agreement describes how shares can be sold.',
  ],
  [
    'Jak zmienić numer konta bankowego?',
    'How do I change my bank account?',
    'Skontaktuj się z obsługą klienta.',
    'Contact customer support.',
  ],
];
