import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/database.js';
import { users } from '../../db/schema/index.js';
import * as repo from './repository.js';

interface DemoAgreement {
  type: string;
  target: string;
  required: boolean;
  name: [string, string];
  content: [string, string];
}

const DEMO_AGREEMENTS: DemoAgreement[] = [
  {
    type: 'terms',
    target: 'registration',
    required: true,
    name: ['Akceptuję regulamin serwisu', 'I accept the terms and conditions'],
    content: [
      '<h3>Regulamin serwisu</h3><p>Zakładając konto, akceptujesz <strong>regulamin</strong> platformy, w tym zasady nabywania udziałów w projektach nieruchomościowych.</p>',
      '<h3>Terms and conditions</h3><p>By creating an account you accept the platform’s <strong>terms</strong>, including the rules for buying shares in property projects.</p>',
    ],
  },
  {
    type: 'privacy',
    target: 'registration',
    required: true,
    name: ['Zapoznałem się z polityką prywatności', 'I have read the privacy policy'],
    content: [
      '<p>Administratorem Twoich danych osobowych jest operator platformy. Dane przetwarzamy w celu prowadzenia konta i realizacji zamówień.</p><ul><li>prawo dostępu do danych</li><li>prawo do ich sprostowania i usunięcia</li></ul>',
      '<p>The platform’s operator controls your personal data. We process it to run your account and fulfil your orders.</p><ul><li>the right to access your data</li><li>the right to correct and erase it</li></ul>',
    ],
  },
  {
    type: 'marketing',
    target: 'newsletter',
    required: false,
    name: ['Chcę otrzymywać informacje o nowych ofertach', 'I want to hear about new offers'],
    content: [
      '<p>Wyrażam zgodę na otrzymywanie informacji handlowych o nowych emisjach drogą elektroniczną. Zgodę mogę wycofać w każdej chwili.</p>',
      '<p>I agree to receive news of new share issues by email. I can withdraw this consent at any time.</p>',
    ],
  },
  {
    type: 'risk',
    target: 'order',
    required: true,
    name: ['Rozumiem ryzyko inwestycyjne', 'I understand the investment risk'],
    content: [
      '<p><strong>Inwestycja wiąże się z ryzykiem</strong> utraty części lub całości wpłaconych środków. Wartość udziałów może spaść.</p>',
      '<p><strong>Investing carries the risk</strong> of losing part or all of the money paid in. The value of shares can fall.</p>',
    ],
  },
  {
    type: 'investment',
    target: 'order',
    required: false,
    name: [
      'Zgoda na przekazanie danych deweloperowi',
      'Consent to share my data with the developer',
    ],
    content: [
      '<p>Wyrażam zgodę na przekazanie moich danych kontaktowych deweloperowi projektu w celu obsługi inwestycji.</p>',
      '<p>I agree that my contact details may be passed to the project’s developer to service the investment.</p>',
    ],
  },
];

/**
 * Five agreements (registration, order, newsletter) and the demo investors' answers: the
 * registration ones accepted by all, the newsletter one declined by some. The order ones are
 * answered with each order, by the money area's demo once the orders exist (an answer names
 * only an order that exists).
 */
export async function seedAgreementDemo(db: Db): Promise<void> {
  const ids: number[] = [];
  for (const [index, demo] of DEMO_AGREEMENTS.entries()) {
    const row = await repo.insert(db, {
      type: demo.type,
      target: demo.target,
      active: true,
      required: demo.required,
      position: index + 1,
      name: { pl: demo.name[0], en: demo.name[1] },
      content: { pl: demo.content[0], en: demo.content[1] },
    });
    ids.push(row.id);
  }
  const [terms, privacy, marketing] = ids as [number, number, number];
  const investors = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.userType, 'investor'))
    .orderBy(users.id);
  for (const [index, investor] of investors.entries()) {
    await repo.answer(db, { userId: investor.id, agreementId: terms, accepted: true });
    await repo.answer(db, { userId: investor.id, agreementId: privacy, accepted: true });
    await repo.answer(db, {
      userId: investor.id,
      agreementId: marketing,
      accepted: index % 2 === 0,
    });
  }
}
