import { describe, expect, it } from 'vitest';
import { inlineLinks, parseInline } from '../../src/content/links';

describe('parseInline', () => {
  it('splits bold and links and keeps the rest as text', () => {
    expect(parseInline('A **bold** [link](/contact).')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', text: 'bold' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'link', href: '/contact' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('turns an unsafe link into plain text, and never produces markup', () => {
    expect(parseInline('[x](javascript:alert(1)) <b>')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ' <b>' },
    ]);
    expect(inlineLinks('[a](/a) and [b](https://b.example/x)')).toEqual([
      '/a',
      'https://b.example/x',
    ]);
  });
});
