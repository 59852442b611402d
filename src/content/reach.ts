import type { ContactDetails, WhatsApp } from '../schema/contact';

/** The contact details pages show; the office's data for search engines stays in the head. */
export type ShownContact = Omit<ContactDetails, 'business'>;

export const shownContact = ({ business: _business, ...shown }: ContactDetails): ShownContact =>
  shown;

/** The tel: address of a phone number as written ("+91 551 350 4400" → "tel:+915513504400"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * WhatsApp's click-to-chat address, https://wa.me/<country code and number>?text=<message>: a
 * plain link that opens the chat with the message typed in, sent only if the visitor sends it.
 */
export const whatsappHref = ({ number, message }: WhatsApp) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${queryValue(message)}`;

/** A letter, mark, digit, punctuation or symbol beyond ASCII: never a delimiter of a URL. */
const WRITTEN_AS_IS = /^(?![\0-\x7f])[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/**
 * `text` as a URL's query value: what a URL must escape is escaped, and the letters of Hindi (of
 * any script) are written as themselves, which the browser sends as UTF-8 when the link is
 * followed, so the address opened is the same. Escaped, each Devanagari letter took 9 bytes
 * (%E0%A4%A8) for 3, and the header carries the link on every page: 65 bytes more on /hi, whose
 * HTML must fit the first round trip.
 */
function queryValue(text: string): string {
  let value = '';
  // Code points, so a pair of surrogates stays one character; a lone one (which a pasted text can
  // hold, and encodeURIComponent throws on) becomes U+FFFD.
  for (const char of text.replace(/[\ud800-\udfff]/gu, '\ufffd'))
    value += WRITTEN_AS_IS.test(char) ? char : encodeURIComponent(char);
  return value;
}
