// The pictures `npm run palette` draws of each type's example; a type without one yet shows
// its name and description only.
const urls = import.meta.glob<string>('../../palette/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The address of a section type's picture in the palette, if it has one. */
export function thumbnailOf(type: string): string | undefined {
  return urls[`../../palette/${type}.webp`];
}
