import { describe, expect, it } from 'vitest';
import { isLandscape, youtubeVideoId } from './adverts';

describe('youtubeVideoId', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://YouTube.com/watch?v=dQw4w9WgXcQ  ',
  ])('reads the video of %s', (link) => {
    expect(youtubeVideoId(link)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'https://www.youtube.com/',
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/results?search_query=wifi',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com:8080/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe('isLandscape', () => {
  it('takes width/height of at least 1.7 (part 2 §9)', () => {
    expect(isLandscape(1920, 1080)).toBe(true);
    expect(isLandscape(170, 100)).toBe(true);
    expect(isLandscape(169, 100)).toBe(false);
    expect(isLandscape(1080, 1920)).toBe(false);
    expect(isLandscape(100, 0)).toBe(false);
  });
});
