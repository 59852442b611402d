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
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(wellFormed(message))}`;

// encodeURIComponent throws on a lone surrogate, which a pasted text can hold.
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');
