/**
 * The width and height of a picked image or video, read by the browser (the landscape check, part 2 §5);
 * null when it cannot tell (the server checks again by content).
 */
export function readMediaSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  const done = (size: { width: number; height: number } | null) => {
    URL.revokeObjectURL(url);
    return size;
  };
  return new Promise((resolve) => {
    if (file.type.startsWith('video/')) {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => resolve(done({ width: video.videoWidth, height: video.videoHeight }));
      video.onerror = () => resolve(done(null));
      video.src = url;
      return;
    }
    const image = new Image();
    image.onload = () => resolve(done({ width: image.naturalWidth, height: image.naturalHeight }));
    image.onerror = () => resolve(done(null));
    image.src = url;
  });
}
