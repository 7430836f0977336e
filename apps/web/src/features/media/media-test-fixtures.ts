import type { TMediaCategory, TMediaFile } from '@ared/contract/media';

/** A media file as GET files/ returns it (contract media.ts). */
export const mediaFileFixture = (overrides: Partial<TMediaFile> = {}): TMediaFile => ({
  id: 31,
  file: '/v1/files/31/download/',
  file_type: 'Video',
  realm: 5,
  realm_name: 'Kigali Central',
  status: 'Enabled',
  category: 4,
  category_name: 'Movies',
  name: 'Safari',
  sme: null,
  original_file_name: 'safari.mp4',
  thumbnail: '/v1/files/31/thumbnail/',
  original_thumbnail_name: 'safari.png',
  created: '2025-03-24T14:05:09',
  description: 'A short film',
  title: '',
  is_active: true,
  size: 5_242_880,
  checksum: 'ab'.repeat(32),
  content_type: 'video/mp4',
  ...overrides,
});

export const mediaCategoryFixture = (overrides: Partial<TMediaCategory> = {}): TMediaCategory => ({
  id: 4,
  name: 'Movies',
  realm: 5,
  linked_realm: { name: 'Kigali Central' },
  created: '2025-03-20T10:00:00',
  ...overrides,
});
