import type { Db } from '../../core/db/database.js';
import { demoImage } from '../../core/files/demo-image.js';
import { storeFile } from '../../core/files/service.js';
import type { SeedContext } from '../../core/module.js';
import { page, pageAttachment } from './schema.js';

type Pair = [string, string];

/** A one-page PDF with a line of text: a real document for the demo attachments. */
function demoPdf(line: string): Buffer {
  const text = line
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoPage {
  slug: Pair;
  title: Pair;
  subTitle: Pair;
  body: Pair;
  active: boolean;
  colours: [string, string];
  attachments: { displayName: string; fileName: string }[];
}

const PAGES: DemoPage[] = [
  {
    slug: ['regulamin', 'terms'],
    title: ['Regulamin serwisu', 'Terms of service'],
    subTitle: ['Zasady korzystania z platformy', 'The rules of using the platform'],
    body: [
      'Regulamin określa zasady zakładania konta, weryfikacji tożsamości, składania zamówień na udziały oraz rozpatrywania reklamacji. Korzystając z serwisu, akceptujesz jego postanowienia.',
      'These terms set out how accounts are opened, identities verified, share orders placed and complaints handled. By using the service you accept them.',
    ],
    active: true,
    colours: ['#343a40', '#adb5bd'],
    attachments: [
      { displayName: 'Regulamin (PDF)', fileName: 'regulamin.pdf' },
      { displayName: 'Regulamin — wersja archiwalna', fileName: 'regulamin (1).pdf' },
    ],
  },
  {
    slug: ['polityka-prywatnosci', 'privacy-policy'],
    title: ['Polityka prywatności', 'Privacy policy'],
    subTitle: ['Jak chronimy Twoje dane', 'How we protect your data'],
    body: [
      'Administratorem danych osobowych jest operator platformy. Dane przetwarzamy w celu realizacji umowy, wypełnienia obowiązków AML oraz — za zgodą — w celach marketingowych.',
      'The platform operator controls your personal data. We process it to perform the contract, to meet anti-money-laundering duties and — with your consent — for marketing.',
    ],
    active: true,
    colours: ['#1864ab', '#a5d8ff'],
    attachments: [
      { displayName: 'Polityka prywatności (PDF)', fileName: 'polityka-prywatnosci.pdf' },
    ],
  },
  {
    slug: ['o-nas', 'about-us'],
    title: ['O nas', 'About us'],
    subTitle: ['Inwestowanie w nieruchomości dla każdego', 'Property investing for everyone'],
    body: [
      'Od 2019 roku łączymy inwestorów z projektami mieszkaniowymi i biurowymi w całej Polsce. Nasz zespół to analitycy, prawnicy i zarządcy nieruchomości.',
      'Since 2019 we have connected investors with housing and office projects across Poland. Our team is analysts, lawyers and property managers.',
    ],
    active: true,
    colours: ['#2b8a3e', '#b2f2bb'],
    attachments: [{ displayName: 'Prezentacja firmy', fileName: 'prezentacja.pdf' }],
  },
  {
    slug: ['kontakt', 'contact'],
    title: ['Kontakt', 'Contact'],
    subTitle: ['Jesteśmy do Twojej dyspozycji', 'We are here to help'],
    body: [
      'Biuro obsługi inwestorów: ul. Marszałkowska 100, 00-026 Warszawa, tel. +48 22 123 45 67, e-mail: kontakt@example.pl. Pracujemy od poniedziałku do piątku w godzinach 9–17.',
      'Investor support: ul. Marszałkowska 100, 00-026 Warsaw, phone +48 22 123 45 67, e-mail: contact@example.com. We work Monday to Friday, 9 am to 5 pm.',
    ],
    active: true,
    colours: ['#e67700', '#ffe066'],
    attachments: [{ displayName: 'Dane rejestrowe spółki', fileName: 'dane-rejestrowe.pdf' }],
  },
  {
    slug: ['faq-wprowadzenie', 'faq-introduction'],
    title: ['Najczęstsze pytania — wprowadzenie', 'Frequently asked questions — introduction'],
    subTitle: ['Zanim zadasz pytanie', 'Before you ask'],
    body: [
      'Zebraliśmy odpowiedzi na pytania, które najczęściej zadają nowi inwestorzy: jak założyć konto, jak kupić udziały i kiedy wypłacamy zyski. Pełną listę znajdziesz w sekcji FAQ.',
      'We gathered answers to what new investors ask most: how to open an account, how to buy shares and when profits are paid. The full list is in the FAQ section.',
    ],
    active: false,
    colours: ['#862e9c', '#e599f7'],
    attachments: [{ displayName: 'Przewodnik inwestora', fileName: 'przewodnik-inwestora.pdf' }],
  },
];

const SYSTEM = { id: null, email: null, ip: null };

/** Five static pages (terms, privacy, about, contact, FAQ intro), each with PDF attachments. */
export async function seedPagesDemo(db: Db, { files }: SeedContext): Promise<void> {
  for (const [index, demo] of PAGES.entries()) {
    const imageFileId = await demoImage(db, files, {
      fileName: `strona-${index + 1}.png`,
      title: demo.title[0],
      colours: demo.colours,
    });
    const both = ([pl, en]: Pair) => ({ pl, en });
    const [row] = await db
      .insert(page)
      .values({
        active: demo.active,
        slugPl: demo.slug[0],
        slugEn: demo.slug[1],
        title: both(demo.title),
        subTitle: both(demo.subTitle),
        content: { pl: `<p>${demo.body[0]}</p>`, en: `<p>${demo.body[1]}</p>` },
        seoTitle: both(demo.title),
        seoDescription: both(demo.subTitle),
        imageFileId,
      })
      .returning({ id: page.id });
    if (!row) continue;
    for (const [position, attachment] of demo.attachments.entries()) {
      const stored = await storeFile(files, db, {
        content: demoPdf(`${demo.title[0]} - ${attachment.displayName}`),
        fileName: attachment.fileName,
        kind: 'file',
        actor: SYSTEM,
      });
      await db.insert(pageAttachment).values({
        pageId: row.id,
        displayName: attachment.displayName,
        fileId: stored.id,
        position: position + 1,
      });
    }
  }
}
