import { describe, expect, it } from 'vitest';
import { browserLocale, chooseLocale } from './locale';
import { readPageAddress } from './page-address';

describe('the page’s language', () => {
  it("is the session's, else the embedder's, else the browser's, else English", () => {
    expect(chooseLocale('fi', 'de', ['sv-SE'])).toBe('fi');
    expect(chooseLocale(null, 'de', ['sv-SE'])).toBe('de');
    expect(chooseLocale(null, null, ['sv-SE', 'en-US'])).toBe('sv');
    expect(chooseLocale(undefined, null, ['ja', 'pt-BR'])).toBe('en');
  });

  it("takes the first of the browser's languages the page has, Norwegian and Nynorsk as Bokmål", () => {
    expect(browserLocale(['ja-JP', 'da-DK', 'de'])).toBe('da');
    expect(browserLocale(['no'])).toBe('nb');
    expect(browserLocale(['nn-NO'])).toBe('nb');
    expect(browserLocale(['FR-ca'])).toBe('fr');
    expect(browserLocale([])).toBeNull();
  });
});

describe('the page’s address', () => {
  const token = `cs_${'a'.repeat(43)}`;

  it('gives the token from the path and the origin and language from the hash', () => {
    expect(readPageAddress(`/connect/${token}`, '#origin=https%3A%2F%2Fapp.example.com&locale=sv')).toEqual({
      token,
      origin: 'https://app.example.com',
      locale: 'sv',
    });
  });

  it('ignores an origin that is not one, and a language the page does not have', () => {
    expect(readPageAddress(`/connect/${token}/`, '#origin=javascript:alert(1)&locale=ja')).toEqual({
      token,
      origin: null,
      locale: null,
    });
    expect(readPageAddress(`/connect/${token}`, '#origin=https://app.example.com/path')).toMatchObject({
      origin: 'https://app.example.com',
    });
    expect(readPageAddress(`/connect/${token}`, '')).toEqual({ token, origin: null, locale: null });
  });
});
