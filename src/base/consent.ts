// Plain constants, not the schema's: the form renderer imports them, and the schema module would
// bring zod into the visitors' bundle.

/** The names a form's consent travels under; the form sends them itself. */
export const CONSENT_FIELD = 'consent';
export const NOTICE_VERSION_FIELD = 'notice_version';
/** What a ticked box sends. */
export const CONSENT_GIVEN = 'yes';
