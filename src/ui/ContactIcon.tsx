/** Outlines of the ways to reach the company, drawn inline: no icon font or CDN. */
const OUTLINES = {
  email: 'M4 6h16v12H4z M4 7l8 6 8-6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  address:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
  // WhatsApp's speech bubble; its handset is the phone's, filled and made small inside it.
  whatsapp: 'M3.5 20.5l1.4-4.2A8.5 8.5 0 1 1 8.1 19.3z',
} as const;

export type ContactIconName = keyof typeof OUTLINES;

export function ContactIcon({ name }: { name: ContactIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={OUTLINES[name]} />
      {name === 'whatsapp' && (
        <path
          d={OUTLINES.phone}
          fill="currentColor"
          stroke="none"
          transform="translate(7.4 6.6) scale(0.42)"
        />
      )}
    </svg>
  );
}
