import { describe, expect, it } from 'vitest';
import {
  libraryOf,
  pictureName,
  pictureUses,
  placesOfUse,
  searchLibrary,
  type LibraryPicture,
} from '../../editor/lib/pictures';
import type { ShowingSite } from '../../editor/lib/shown-on';
import { siteInput } from '../fixtures/site';

interface Img {
  src: string;
  alt: string;
  width: number;
  height: number;
}
type Data = ShowingSite & {
  logo: Img;
  collections: Record<string, { items: { image?: Img }[] }>;
  pages: { path: string; seo: { title: string }; sections: Record<string, unknown>[] }[];
};
const site = () => siteInput() as unknown as Data;

describe('where a picture is used', () => {
  it('finds every src with the words written beside it', () => {
    const data = site();
    const uses = pictureUses(data);
    expect(uses.get(data.logo.src)?.[0]).toEqual({
      path: ['logo', 'src'],
      alt: data.logo.alt,
      width: data.logo.width,
      height: data.logo.height,
    });
  });

  it('names the pages a picture shows on: a collection by the pages showing it', () => {
    const data = site();
    const [name, collection] = Object.entries(data.collections).find(([, c]) =>
      c.items.some((i) => i.image),
    )!;
    const picture = collection.items[0]!.image!;
    const [use] = pictureUses(data).get(picture.src)!;
    expect(use!.path.slice(0, 2)).toEqual(['collections', name]);
    expect(placesOfUse(data, use!.path)).toEqual(['Home']);
    expect(placesOfUse(data, ['logo', 'src'])).toEqual(['Every page']);
    const about = data.pages[1]!;
    expect(placesOfUse(data, ['pages', 1, 'sections', 0, 'image', 'src'])).toEqual([
      about.seo.title.split(' | ')[0],
    ]);
  });
});

describe('the picture library', () => {
  const upload = { src: '/uploads/team-at-go-live-1a2b3c4d.jpg', width: 1600, height: 1200 };

  it('lists an upload the data names before the file list knows it, with its size and words', () => {
    const data = site();
    data.pages[1]!.sections.push({
      type: 'split',
      image: { ...upload, alt: 'Our team at a hospital go-live' },
    });
    const found = libraryOf(data, []).find((p) => p.src === upload.src);
    expect(found).toEqual({
      ...upload,
      alt: 'Our team at a hospital go-live',
      shownOn: [data.pages[1]!.seo.title.split(' | ')[0]],
      used: true,
      upload: true,
    });
  });

  it('marks an upload nothing uses, and a public picture as no upload', () => {
    const data = site();
    const library = libraryOf(data, [upload, { src: data.logo.src, width: 1, height: 1 }]);
    expect(library.find((p) => p.src === upload.src)).toMatchObject({
      used: false,
      upload: true,
      shownOn: [],
      alt: '',
    });
    expect(library.find((p) => p.src === data.logo.src)).toMatchObject({
      used: true,
      upload: false,
      alt: data.logo.alt,
    });
  });

  it('is searched by the words of a picture or by its file name', () => {
    const pictures = [
      { src: '/images/a/hospital.jpg', alt: 'A ward at night' },
      { src: '/uploads/team.jpg', alt: 'Our Team at work' },
    ] as LibraryPicture[];
    expect(searchLibrary(pictures, 'team WORK').map((p) => p.src)).toEqual(['/uploads/team.jpg']);
    expect(searchLibrary(pictures, 'hospital').map((p) => p.src)).toEqual([
      '/images/a/hospital.jpg',
    ]);
    expect(searchLibrary(pictures, '  ')).toHaveLength(2);
    expect(searchLibrary(pictures, 'images')).toEqual([]);
  });

  it('names a picture without words by its file name in words, not the file', () => {
    expect(pictureName('/uploads/old-banner-1a2b3c4d.png')).toBe('Old banner');
    expect(pictureName('/brand/logo-white.svg')).toBe('Logo white');
    expect(pictureName('/uploads/IMG_2041.jpeg')).toBe('IMG 2041');
  });
});
