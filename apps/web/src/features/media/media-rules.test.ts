import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { UploadNetworkError, UploadRefusedError } from '../../lib/upload-with-progress';
import { mediaFileFixture } from './media-test-fixtures';
import {
  downloadNameOf,
  duplicateNameErrors,
  initialAddMediaValues,
  isAcceptedThumbnail,
  isResumableUpload,
  missingFieldErrors,
  percentOf,
  uploadFailureMessage,
} from './media-rules';

const file = (name: string) => new File(['x'], name);

describe('Add Media rules', () => {
  it('Offline Files asks for Media Type, Realm, Category, Description and Main File', () => {
    expect(missingFieldErrors(initialAddMediaValues('offline-files'))).toEqual({
      fileType: 'Media Type field is required',
      realm: 'Realm field is required',
      category: 'Category field is required',
      description: 'Description field is required',
      file: 'Main File field is required',
    });
  });

  it('asks for the Thumbnail File only when the type is Video', () => {
    const base = { realm: '5', category: '4', description: 'd', file: file('a.mp4'), thumbnail: null };
    expect(missingFieldErrors({ ...base, fileType: 'Video' })).toEqual({
      thumbnail: 'Thumbnail File field is required',
    });
    expect(missingFieldErrors({ ...base, fileType: 'Document' })).toEqual({});
    expect(missingFieldErrors({ ...base, fileType: 'Video', thumbnail: file('t.png') })).toEqual({});
  });

  it('All Media starts at Image and asks for realm, category, description and the file', () => {
    const values = initialAddMediaValues('all-media');
    expect(values.fileType).toBe('Image');
    expect(missingFieldErrors(values)).toEqual({
      realm: 'Realm field is required',
      category: 'Category field is required',
      description: 'Description field is required',
      file: 'Main File field is required',
    });
  });

  it('a blank description is missing', () => {
    const values = { ...initialAddMediaValues('offline-files'), description: '   ' };
    expect(missingFieldErrors(values).description).toBe('Description field is required');
  });

  it('accepts png, jpg, jpeg and gif thumbnails, by extension, any case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif']) expect(isAcceptedThumbnail(name)).toBe(true);
    for (const name of ['a.bmp', 'b.webp', 'png', 'c.png.exe']) expect(isAcceptedThumbnail(name)).toBe(false);
  });

  it("refuses a main file or thumbnail whose original name is in the list, with the spec's texts", () => {
    const listed = [
      mediaFileFixture({ original_file_name: 'safari.mp4', original_thumbnail_name: 'safari.png' }),
    ];
    expect(duplicateNameErrors(listed, file('safari.mp4'), file('safari.png'))).toEqual({
      file: 'Main file: safari.mp4 already exists',
      thumbnail: 'Thumbnail file: safari.png already exists',
    });
    expect(duplicateNameErrors(listed, file('lion.mp4'), file('lion.png'))).toEqual({});
    expect(duplicateNameErrors(listed, file('Safari.mp4'), null)).toEqual({});
  });

  it('goes resumable above 50 MB only', () => {
    expect(isResumableUpload(50 * 1024 * 1024)).toBe(false);
    expect(isResumableUpload(50 * 1024 * 1024 + 1)).toBe(true);
  });

  it('counts whole percents from 0 to 100', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("names downloads as the spec: file.png, file.mp4, file.zip, file.pdf; Audio the server's name", () => {
    expect(downloadNameOf('Image', 'x.jpg')).toBe('file.png');
    expect(downloadNameOf('Video', null)).toBe('file.mp4');
    expect(downloadNameOf('App', null)).toBe('file.zip');
    expect(downloadNameOf('Document', null)).toBe('file.pdf');
    expect(downloadNameOf('Audio', 'file.mp3')).toBe('file.mp3');
  });
});

describe('upload toasts', () => {
  it("shows the refused upload's body error, detail or first field message", () => {
    const refused = (body: unknown) => new UploadRefusedError({ status: 400, body });
    expect(uploadFailureMessage(refused({ error: 'Bad file' }))).toBe('Bad file');
    expect(uploadFailureMessage(refused({ detail: 'Main file: a.mp4 already exists' }))).toBe(
      'Main file: a.mp4 already exists',
    );
    expect(uploadFailureMessage(refused({ realm: ['Realm field is required'] }))).toBe(
      'Realm field is required',
    );
    expect(uploadFailureMessage(refused('<html>'))).toBe('An error occurred during the upload');
  });

  it('a network failure asks to check the connection; anything else is the generic text', () => {
    expect(uploadFailureMessage(new UploadNetworkError())).toBe(
      'Request failed. Check your internet connection.',
    );
    expect(uploadFailureMessage(new ApiError({ status: 0 }))).toBe(
      'Request failed. Check your internet connection.',
    );
    expect(uploadFailureMessage(new Error('boom'))).toBe('An error occurred during the upload');
  });
});
