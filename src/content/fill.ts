/**
 * Fills the `{name}` placeholders of a text from site.json ("Page {n}", "By {author}"). A
 * placeholder without a value stays as written, so a typo shows on the page instead of vanishing.
 * The values are inserted as text: `$&` and friends in them mean nothing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
