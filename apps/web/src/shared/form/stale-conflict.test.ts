import { describe, expect, it } from 'vitest';
import { conflictFields, leafPaths, myChanges } from './stale-conflict';

const original = {
  position: 1,
  question: { pl: 'Pytanie', en: 'Question' },
  answer: { pl: 'Odpowiedź', en: '' },
  badges: [{ name: 'A' }],
};

describe('a stale save compared field by field', () => {
  it('splits translatable texts into their languages and keeps a list whole', () => {
    expect(leafPaths(original)).toEqual([
      'position',
      'question.pl',
      'question.en',
      'answer.pl',
      'answer.en',
      'badges',
    ]);
  });

  it('lists the fields the other save changed, with what the user has there', () => {
    const theirs = { ...original, question: { pl: 'Ich pytanie', en: 'Question' }, badges: [] };
    const mine = { ...original, question: { pl: 'Moje pytanie', en: 'Question' }, position: 4 };
    const fields = conflictFields(original, theirs, mine, (path) => `label of ${path}`);
    expect(fields).toEqual([
      {
        path: 'question.pl',
        label: 'label of question.pl',
        theirs: 'Ich pytanie',
        mine: 'Moje pytanie',
        changedByMe: true,
      },
      {
        path: 'badges',
        label: 'label of badges',
        theirs: [],
        mine: [{ name: 'A' }],
        changedByMe: false,
      },
    ]);
    // the position only the user changed: nothing to decide
    expect(myChanges(original, mine)).toEqual(['position', 'question.pl']);
  });

  it('leaves out a field both saved to the same value', () => {
    const same = { ...original, answer: { pl: 'Nowa', en: '' } };
    expect(conflictFields(original, same, same, (path) => path)).toEqual([]);
  });
});
