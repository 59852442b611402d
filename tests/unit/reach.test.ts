import { describe, expect, it } from 'vitest';
import { whatsappHref } from '../../src/content/reach';
import { siteIn } from '../../src/i18n/localize';
import { loadSite } from '../fixtures/site';

const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('the WhatsApp link', () => {
  it('opens a chat with the number, its message typed in, in each language', () => {
    for (const lang of ['en', 'hi'] as const) {
      const whatsapp = siteIn(loadSite(), lang).contact.whatsapp!;
      const href = whatsappHref(whatsapp);
      expect(href.startsWith(`https://wa.me/${whatsapp.number.replace(/\D/g, '')}?text=`)).toBe(
        true,
      );
      expect(textOf(href)).toBe(whatsapp.message);
    }
  });

  it('writes Hindi as it is and escapes what a URL must', () => {
    const href = whatsappHref({
      number: '+91 551 350 4400',
      message: 'नमस्ते, 50% & #1 + a\nb\u00a0c',
    });
    expect(href).toBe(
      'https://wa.me/915513504400?text=नमस्ते%2C%2050%25%20%26%20%231%20%2B%20a%0Ab%C2%A0c',
    );
    expect(textOf(href)).toBe('नमस्ते, 50% & #1 + a\nb\u00a0c');
  });

  it('keeps a character outside the Basic Multilingual Plane whole, and replaces a lone surrogate', () => {
    const href = whatsappHref({ number: '1', message: 'ok 🙏 \ud800' });
    expect(textOf(href)).toBe('ok 🙏 \ufffd');
  });
});
