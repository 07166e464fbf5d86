import type { Db } from '../../core/db/database.js';
import { demoImage } from '../../core/files/demo-image.js';
import type { SeedContext } from '../../core/module.js';
import { slugify } from '@backoffice/contract';
import { blogTag } from '../tags/schema.js';
import { blogPost, blogPostTag } from './schema.js';

type Pair = [string, string];

/** Eight tags; each has a colour for its posts' generated pictures. */
const TAGS: { name: Pair; colours: [string, string] }[] = [
  { name: ['Inwestowanie', 'Investing'], colours: ['#1864ab', '#74c0fc'] },
  { name: ['Nieruchomości', 'Real estate'], colours: ['#2b8a3e', '#b2f2bb'] },
  { name: ['Rynek mieszkaniowy', 'Housing market'], colours: ['#e67700', '#ffe066'] },
  { name: ['Podatki', 'Taxes'], colours: ['#862e9c', '#e599f7'] },
  { name: ['Poradnik', 'Guide'], colours: ['#0b7285', '#99e9f2'] },
  { name: ['Z życia firmy', 'Company news'], colours: ['#c92a2a', '#ffa8a8'] },
  { name: ['Biura', 'Offices'], colours: ['#364fc7', '#bac8ff'] },
  { name: ['Raporty', 'Reports'], colours: ['#5c940d', '#d8f5a2'] },
];

/** Title pairs and the tags (indexes into TAGS) of 32 posts, newest first. */
const POSTS: { title: Pair; tags: number[] }[] = [
  { title: ['Nowa emisja: Osiedle Nad Wisłą', 'New issue: Riverside Estate'], tags: [0, 1, 5] },
  { title: ['Ceny mieszkań w Warszawie w 2026 roku', 'Warsaw flat prices in 2026'], tags: [2, 7] },
  { title: ['Jak czytać prospekt emisyjny', 'How to read an offering document'], tags: [0, 4] },
  {
    title: ['Podatek od zysków kapitałowych krok po kroku', 'Capital gains tax step by step'],
    tags: [3, 4],
  },
  {
    title: ['Biurowce po pandemii: co się zmieniło', 'Offices after the pandemic: what changed'],
    tags: [6, 1],
  },
  { title: ['Raport kwartalny: III kwartał', 'Quarterly report: Q3'], tags: [7, 5] },
  {
    title: ['Pięć błędów początkującego inwestora', 'Five beginner investor mistakes'],
    tags: [0, 4],
  },
  { title: ['Najem instytucjonalny w Polsce', 'Build-to-rent in Poland'], tags: [1, 2] },
  {
    title: [
      'Dywersyfikacja portfela z udziałami w nieruchomościach',
      'Diversifying with property shares',
    ],
    tags: [0, 1],
  },
  { title: ['Spotkanie z inwestorami w Krakowie', 'Investor meeting in Kraków'], tags: [5] },
  {
    title: ['Stopy procentowe a rynek mieszkań', 'Interest rates and the housing market'],
    tags: [2, 7],
  },
  {
    title: [
      'PIT-38 dla inwestorów: terminy i formularze',
      'PIT-38 for investors: deadlines and forms',
    ],
    tags: [3],
  },
  {
    title: [
      'Biurowiec Centrum: pierwszy rok najmu',
      'City Centre Offices: the first year of leases',
    ],
    tags: [6, 7],
  },
  { title: ['Jak działa współinwestowanie', 'How co-investing works'], tags: [0, 4] },
  {
    title: ['Łódź: rewitalizacja i nowe możliwości', 'Łódź: regeneration and new chances'],
    tags: [1, 2],
  },
  { title: ['Raport kwartalny: II kwartał', 'Quarterly report: Q2'], tags: [7, 5] },
  {
    title: ['Zielone budynki i certyfikaty BREEAM', 'Green buildings and BREEAM ratings'],
    tags: [1, 6],
  },
  {
    title: [
      'Weryfikacja tożsamości: dlaczego jej wymagamy',
      'Identity checks: why we ask for them',
    ],
    tags: [4, 5],
  },
  { title: ['Mieszkania na wynajem krótkoterminowy', 'Short-term rental flats'], tags: [2, 1] },
  {
    title: ['Ile kosztuje inwestowanie w nieruchomości?', 'What does property investing cost?'],
    tags: [0, 3],
  },
  { title: ['Nowy zespół obsługi inwestorów', 'Our new investor support team'], tags: [5] },
  {
    title: ['Gdańsk: popyt na mieszkania nad morzem', 'Gdańsk: demand for seaside flats'],
    tags: [2],
  },
  { title: ['Raport kwartalny: I kwartał', 'Quarterly report: Q1'], tags: [7, 5] },
  {
    title: ['Ryzyko w inwestycjach nieruchomościowych', 'Risk in property investments'],
    tags: [0, 4],
  },
  { title: ['Powierzchnie biurowe typu flex', 'Flexible office space'], tags: [6] },
  {
    title: ['Ulga mieszkaniowa a udziały w spółkach', 'Housing relief and company shares'],
    tags: [3, 1],
  },
  { title: ['Podsumowanie roku: 12 projektów', 'Year in review: 12 projects'], tags: [5, 7] },
  {
    title: ['Wrocław: nowe osiedla na południu miasta', 'Wrocław: new estates in the south'],
    tags: [2, 1],
  },
  {
    title: ['Płynność udziałów: kiedy można sprzedać', 'Share liquidity: when you can sell'],
    tags: [0, 4],
  },
  { title: ['Jak wyceniamy nieruchomości', 'How we value properties'], tags: [1, 7] },
  { title: ['Startujemy z platformą inwestycyjną', 'Our investment platform launches'], tags: [5] },
  { title: ['Słownik inwestora: od A do Z', "The investor's glossary from A to Z"], tags: [4] },
];

const AUTHORS = ['Anna Kowalczyk', 'Piotr Nowak', 'Marta Wiśniewska', 'Tomasz Zieliński'];

function content(title: Pair, tagsPl: string[], tagsEn: string[]): Pair {
  return [
    `<h2>${title[0]}</h2>
<p>W tym wpisie omawiamy temat „${title[0]}” z perspektywy osób, które inwestują w udziały w nieruchomościach od kilkuset złotych. Zebraliśmy najczęstsze pytania naszych inwestorów i odpowiedzi naszego zespołu analityków.</p>
<p>Najważniejsze wnioski:</p>
<ul><li>każda inwestycja wiąże się z ryzykiem — warto rozłożyć środki na kilka projektów,</li><li>zanim kupisz udziały, przeczytaj dokumenty oferty i harmonogram wypłat,</li><li>w razie pytań napisz do nas przez formularz kontaktowy.</li></ul>
<p>Aktualne projekty znajdziesz na stronie <a href="/oferty">ofert</a>, a więcej porad w kategoriach: ${tagsPl.join(', ')}.</p>`,
    `<h2>${title[1]}</h2>
<p>In this post we look at “${title[1]}” from the point of view of people who invest in property shares from a few hundred zloty. We gathered our investors' most frequent questions and our analysts' answers.</p>
<p>Key takeaways:</p>
<ul><li>every investment carries risk — spread your money over several projects,</li><li>read the offer documents and the payout schedule before you buy shares,</li><li>if anything is unclear, write to us through the contact form.</li></ul>
<p>See the current projects on the <a href="/en/offers">offers page</a>, and more tips under ${tagsEn.join(', ')}.</p>`,
  ];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Eight tags and 32 posts spread over the last two years (the newest one scheduled a week
 * ahead and still hidden), each with a generated picture in its first tag's colours.
 */
export async function seedBlogDemo(db: Db, { files }: SeedContext): Promise<void> {
  const tagIds: number[] = [];
  for (const tag of TAGS) {
    const [row] = await db
      .insert(blogTag)
      .values({ name: { pl: tag.name[0], en: tag.name[1] } })
      .returning({ id: blogTag.id });
    if (row) tagIds.push(row.id);
  }
  const now = files.clock.now().getTime();
  for (const [index, post] of POSTS.entries()) {
    const first = TAGS[post.tags[0] ?? 0] ?? TAGS[0];
    const imageFileId = first
      ? await demoImage(db, files, {
          fileName: `blog-${index + 1}.png`,
          title: post.title[0].length > 28 ? `${post.title[0].slice(0, 27)}…` : post.title[0],
          colours: first.colours,
        })
      : null;
    // one post every 23 days back from a week ahead: two years of history
    const publishedAt = new Date(now + 7 * DAY - index * 23 * DAY);
    const tagNames = post.tags.map((t): Pair => TAGS[t]?.name ?? ['', '']);
    const [pl, en] = content(
      post.title,
      tagNames.map((n) => n[0]),
      tagNames.map((n) => n[1]),
    );
    const [row] = await db
      .insert(blogPost)
      .values({
        isVisible: index > 0 && index % 9 !== 4,
        publishedAt,
        position: index + 1,
        author: AUTHORS[index % AUTHORS.length] ?? '',
        slugPl: slugify(post.title[0]),
        slugEn: slugify(post.title[1]),
        title: { pl: post.title[0], en: post.title[1] },
        description: {
          pl: `${post.title[0]} — co warto wiedzieć przed inwestycją.`,
          en: `${post.title[1]} — what to know before you invest.`,
        },
        content: { pl, en },
        seoTitle: { pl: `${post.title[0]} | Blog`, en: `${post.title[1]} | Blog` },
        seoDescription: {
          pl: `Przeczytaj, co nasi analitycy piszą o temacie: ${post.title[0]}.`,
          en: `Read what our analysts say about: ${post.title[1]}.`,
        },
        imageFileId,
      })
      .returning({ id: blogPost.id });
    if (!row) continue;
    const links = post.tags.flatMap((t) =>
      tagIds[t] ? [{ postId: row.id, tagId: tagIds[t] }] : [],
    );
    if (links.length > 0) await db.insert(blogPostTag).values(links);
  }
}
