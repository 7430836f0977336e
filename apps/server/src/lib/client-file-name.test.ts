import { describe, expect, it } from 'vitest';
import { clientFileName } from './client-file-name';

describe('clientFileName', () => {
  it('drops the folders a client puts in a file name', () => {
    expect(clientFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(clientFileName('C:\\Users\\a\\menu.pdf', 'file')).toBe('menu.pdf');
  });

  it('drops NUL and other control characters, which PostgreSQL text cannot hold or no browser sends', () => {
    expect(clientFileName('a\u0000b\u0007c\u007f.png', 'file')).toBe('abc.png');
    expect(clientFileName('x\ud800y.png', 'file')).toBe('xy.png');
  });

  it('keeps at most 255 characters, without half an emoji at the cut', () => {
    const name = clientFileName(`${'a'.repeat(254)}😀.png`, 'file');
    expect(name).toBe('a'.repeat(254));
    expect(clientFileName(`${'é'.repeat(300)}`, 'file')).toHaveLength(255);
    expect(clientFileName('😀.png', 'file')).toBe('😀.png');
  });

  it('falls back when nothing is left', () => {
    for (const empty of ['', '   ', '../', '\u0000', 'a/\u0000 '])
      expect(clientFileName(empty, 'app.apk'), JSON.stringify(empty)).toBe('app.apk');
  });
});
