import { describe, expect, it } from 'vitest';
import { errorPaths, revealFirstError } from './reveal-error';

describe('errorPaths', () => {
  it('lists each failing field by its dotted path, nested objects and lists included', () => {
    const errors = {
      slug: { pl: { type: 'too_small', message: 'REQUIRED' } },
      title: { type: 'custom', message: 'X' },
      items: [undefined, { name: { type: 'too_big', message: 'LONG' } }],
    };
    expect(errorPaths(errors as never)).toEqual(['slug.pl', 'title', 'items.1.name']);
  });
});

describe('revealFirstError', () => {
  /** Two tabs as Mantine draws them: a tab's click selects it and shows its panel. */
  function tabbedForm() {
    document.body.innerHTML = `
      <form>
        <div role="tablist">
          <button role="tab" id="t-main" aria-selected="true">Main</button>
          <button role="tab" id="t-content" aria-selected="false">Content</button>
        </div>
        <div role="tabpanel" aria-labelledby="t-main"><input name="slug.pl" /></div>
        <div role="tabpanel" aria-labelledby="t-content" style="display:none">
          <input name="title.pl" /><input name="title.en" />
        </div>
      </form>`;
    const clicked: string[] = [];
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      tab.addEventListener('click', () => {
        clicked.push(tab.id);
        for (const other of document.querySelectorAll('[role="tab"]'))
          other.setAttribute('aria-selected', String(other === tab));
      });
    }
    return { form: document.querySelector('form') as HTMLFormElement, clicked };
  }

  it('opens the tab holding the first failing field in page order', () => {
    const { form, clicked } = tabbedForm();
    expect(revealFirstError(form, ['title.en', 'title.pl'])).toBe(true);
    expect(clicked).toEqual(['t-content']);
    expect(document.getElementById('t-content')?.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves an open tab alone', () => {
    const { form, clicked } = tabbedForm();
    expect(revealFirstError(form, ['slug.pl', 'title.pl'])).toBe(true);
    expect(clicked).toEqual([]);
  });

  it('says so when no input carries a failing name', () => {
    const { form, clicked } = tabbedForm();
    expect(revealFirstError(form, ['content.pl'])).toBe(false);
    expect(clicked).toEqual([]);
  });
});
