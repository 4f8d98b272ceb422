import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakPoints } from './email-address.tsx';

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot of the domain, nowhere inside a word', () => {
    expect(emailBreakPoints('pat.long-name@mail.example.com')).toEqual([
      'pat.long-name@',
      'mail',
      '.example',
      '.com',
    ]);
    expect(renderToStaticMarkup(<EmailAddress email="pat@example.com" />)).toBe(
      '<span class="break-words">pat@<wbr/>example<wbr/>.com</span>',
    );
  });

  it('leaves something that is not an address whole', () => {
    expect(emailBreakPoints('deleted account')).toEqual(['deleted account']);
  });
});
