import { describe, expect, it } from 'vitest';
import { renderTemplate, sanitizeTemplateBody } from './render.js';

describe('email template rendering', () => {
  it('keeps a placeholder as a link address through the sanitiser, and drops scripts', () => {
    const body = sanitizeTemplateBody(
      '<p onclick="x()">Hi {{first_name}} <a href="{{reset_link}}">reset</a></p><script>alert(1)</script>',
    );
    expect(body).toBe('<p>Hi {{first_name}} <a href="{{reset_link}}">reset</a></p>');
  });

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
});
