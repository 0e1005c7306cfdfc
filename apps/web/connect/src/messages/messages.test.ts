import { CONNECT_LOCALES } from '@portal/shared/connect/connect.constants';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { MESSAGES, translator } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the hosted page’s message files', () => {
  it.each(CONNECT_LOCALES)('%s has every key of English and no other', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(CONNECT_LOCALES.filter((locale) => locale !== 'en'))(
    '%s fills the same values as English in each text, and translates it',
    (locale) => {
      const messages = MESSAGES[locale];
      for (const [key, english] of Object.entries(en)) {
        const text = messages[key as keyof typeof en];
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english));
      }
      // Some words are the same in two languages (Port, Kategori); most texts are not.
      const untranslated = Object.keys(en).filter(
        (key) => messages[key as keyof typeof en] === en[key as keyof typeof en],
      );
      expect(untranslated.length, `${locale}: ${untranslated.join(', ')}`).toBeLessThan(5);
    },
  );

  it('puts values into a text and leaves unknown placeholders as they are', () => {
    expect(translator('sv')('doneTitle', { service: 'BambooHR' })).toBe('BambooHR är anslutet');
    expect(translator('de')('formTitle', { service: 'Jamf' })).toBe('Jamf verbinden');
    expect(translator('en')('doneTitle')).toBe('{service} is connected');
  });
});
