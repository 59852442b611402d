import type { ContactDetails } from '../schema/contact';

/** The contact details pages show; the office's data for search engines stays in the head. */
export type ShownContact = Omit<ContactDetails, 'business'>;

export const shownContact = ({ business: _business, ...shown }: ContactDetails): ShownContact =>
  shown;
