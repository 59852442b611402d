import { describe, expect, it } from 'vitest';
import { isPicture, isRaster, shownSize } from '../../src/content/images/files';

describe('the facts of a picture file, shared by the editor, the check and the build', () => {
  it('knows a picture by its name, and a photo among them', () => {
    const names = [
      'a.svg',
      'a.PNG',
      'a.jpg',
      'a.jpeg',
      'a.webp',
      'a.avif',
      'a.gif',
      'a.mp4',
      'png',
    ];
    expect(names.filter(isPicture)).toEqual(names.slice(0, 7));
    expect(names.filter(isRaster)).toEqual(['a.PNG', 'a.jpg', 'a.jpeg', 'a.webp', 'a.avif']);
  });

  it('turns the size a quarter for EXIF orientations 5 to 8, as browsers show the photo', () => {
    const stored = { width: 4000, height: 3000 };
    expect(shownSize(stored)).toEqual(stored);
    expect(shownSize({ ...stored, orientation: 3 })).toEqual(stored);
    for (const orientation of [5, 6, 7, 8])
      expect(shownSize({ ...stored, orientation })).toEqual({ width: 3000, height: 4000 });
  });
});
