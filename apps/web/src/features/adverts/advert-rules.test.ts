import { describe, expect, it } from 'vitest';
import { ADVERT_MAX_IMAGE_BYTES, ADVERT_TEXTS as T } from '@ared/contract/advert-texts';
import {
  type AdvertFormValues,
  advertFormData,
  advertFormErrors,
  emptyAdvertForm,
  isPortraitSize,
} from './advert-rules';

const png = (size = 10) => new File([new Uint8Array(size)], 'advert.png', { type: 'image/png' });
const filled = (overrides: Partial<AdvertFormValues> = {}): AdvertFormValues => ({
  ...emptyAdvertForm(),
  title: 'Happy hour',
  short_description: 'Two for one',
  ad_type: 'Image',
  realm: '6',
  is_active: 'true',
  file: png(),
  ...overrides,
});

describe('advertFormErrors (part 2 §5)', () => {
  it("names every missing required field in the spec's words", () => {
    expect(advertFormErrors(emptyAdvertForm())).toEqual({
      title: T.titleRequired,
      short_description: T.descriptionRequired,
      ad_type: T.typeRequired,
      realm: T.realmRequired,
      is_active: T.activeRequired,
    });
    expect(advertFormErrors(filled({ title: '   ' })).title).toBe(T.titleRequired);
    expect(advertFormErrors(filled())).toEqual({});
  });

  it('asks a Link for a YouTube video link, and nothing of a file', () => {
    expect(advertFormErrors(filled({ ad_type: 'Link', file: null }))).toEqual({
      youtube_url: T.youtubeRequired,
    });
    expect(advertFormErrors(filled({ ad_type: 'Link', youtube_url: 'https://vimeo.com/1' }))).toEqual({
      youtube_url: T.youtubeInvalid,
    });
    expect(
      advertFormErrors(filled({ ad_type: 'Link', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' })),
    ).toEqual({});
  });

  it('asks an Image or Video for its file, unless an edited advert keeps its own', () => {
    expect(advertFormErrors(filled({ file: null }))).toEqual({ file: T.fileRequired });
    expect(advertFormErrors(filled({ ad_type: 'Video', file: null }))).toEqual({ file: T.fileRequired });
    expect(advertFormErrors(filled({ file: null }), { hasStoredFile: true })).toEqual({});
  });

  it('refuses a portrait file and one past the size limit', () => {
    expect(advertFormErrors(filled(), { isPortrait: true })).toEqual({ file: T.portrait });
    expect(advertFormErrors(filled({ file: png(ADVERT_MAX_IMAGE_BYTES + 1) }))).toEqual({
      file: T.imageTooLarge,
    });
  });

  it('takes both dates or none, the end after the start', () => {
    expect(advertFormErrors(filled({ start_date: '2026-03-01' }))).toEqual({ end_date: T.bothDates });
    expect(advertFormErrors(filled({ end_date: '2026-03-01' }))).toEqual({ start_date: T.bothDates });
    expect(advertFormErrors(filled({ start_date: '2026-03-02', end_date: '2026-03-01' }))).toEqual({
      end_date: T.endAfterStart,
    });
    expect(advertFormErrors(filled({ start_date: '2026-03-02', end_date: '2026-03-02' }))).toEqual({
      end_date: T.endAfterStart,
    });
    expect(advertFormErrors(filled({ start_date: '2026-03-01', end_date: '2026-03-31' }))).toEqual({});
  });
});

describe('isPortraitSize (width/height under 1.7)', () => {
  it('tells portrait from landscape at the threshold', () => {
    expect(isPortraitSize({ width: 1920, height: 1080 })).toBe(false);
    expect(isPortraitSize({ width: 170, height: 100 })).toBe(false);
    expect(isPortraitSize({ width: 169, height: 100 })).toBe(true);
    expect(isPortraitSize({ width: 1080, height: 1920 })).toBe(true);
  });
});

describe('advertFormData (part 2 §7)', () => {
  const keys = (form: FormData) => [...form.keys()];

  it('sends the text fields first, then the file; dates only when both are set', () => {
    const form = advertFormData(filled({ start_date: '2026-03-01' }));
    expect(keys(form)).toEqual([
      'title',
      'short_description',
      'ad_type',
      'realm',
      'is_active',
      'youtube_url',
      'file',
    ]);
    const dated = advertFormData(filled({ start_date: '2026-03-01', end_date: '2026-03-31' }));
    expect(dated.get('start_date')).toBe('2026-03-01');
    expect(dated.get('end_date')).toBe('2026-03-31');
  });

  it('clears an edited advert’s dates with both empty; sends no file when none was picked or for a Link', () => {
    const cleared = advertFormData(filled({ file: null }), { hadDates: true });
    expect(cleared.get('start_date')).toBe('');
    expect(cleared.get('end_date')).toBe('');
    expect(cleared.has('file')).toBe(false);
    const link = advertFormData(filled({ ad_type: 'Link', youtube_url: ' https://youtu.be/dQw4w9WgXcQ ' }));
    expect(link.has('file')).toBe(false);
    expect(link.get('youtube_url')).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
});
