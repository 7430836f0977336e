import type { TAdvert } from '@ared/contract/adverts';

/** An advert as GET verts/ returns it. */
export const advertFixture = (overrides: Partial<TAdvert> = {}): TAdvert => ({
  id: 12,
  title: 'Happy hour',
  short_description: 'Two drinks for one, 5 to 7 pm',
  ad_type: 'Image',
  realm: { id: 6, name: 'Cafe Realm' },
  is_active: true,
  file: '/media/adverts/abcdefghijkl.png',
  youtube_url: null,
  start_date: null,
  end_date: null,
  partner: 1,
  status: 'Enabled',
  width: 960,
  height: 540,
  created: '2026-03-24T14:05:09Z',
  ...overrides,
});
