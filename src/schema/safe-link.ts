/**
 * Link targets that cannot run script: internal paths, #anchors, https:, mailto:, tel:.
 * Plain constants without zod, so the browser's rich-text renderer can share them.
 */
export const SAFE_LINK =
  /^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s-]+)$/;

export const SAFE_LINK_MESSAGE =
  'must be an internal path like "/contact", an "#anchor", or an https:, mailto: or tel: link';
