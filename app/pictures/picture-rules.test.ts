import { describe, expect, it } from 'vitest';
import {
  cleanOriginalName,
  formatFileSize,
  formatMegabytes,
  type PictureLimits,
  parseResolution,
  resolutionAllowed,
  sniffImageFormat,
  tooLargeMessage,
  zipEntryNames,
} from './picture-rules';

const limits: PictureLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  minResolution: { width: 640, height: 480 },
  maxResolution: { width: 12000, height: 12000 },
};

describe('picture rules', () => {
  it('tells JPEG and PNG by their first bytes, and nothing else', () => {
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('hello, I am text'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('judges resolution in either orientation', () => {
    expect(resolutionAllowed({ width: 640, height: 480 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 480, height: 640 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 639, height: 480 }, limits)).toBe(false);
    expect(resolutionAllowed({ width: 1000, height: 400 }, limits)).toBe(false);
    expect(resolutionAllowed({ width: 12000, height: 12000 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 12001, height: 800 }, limits)).toBe(false);
  });

  it('reads WIDTHxHEIGHT and writes the size limit into the message', () => {
    expect(parseResolution('640x480')).toEqual({ width: 640, height: 480 });
    expect(parseResolution('0x480')).toBeNull();
    expect(parseResolution('640 by 480')).toBeNull();
    expect(tooLargeMessage(limits)).toBe('Selected file size exceeds maxFileSize (25 MB)');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(35_000)).toBe('34 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
});

describe('original file names (kept as data, never a storage key)', () => {
  it('keeps the name as sent, spaces and accents included', () => {
    expect(cleanOriginalName('DSC_0412 Bay mare – jump.JPG')).toBe('DSC_0412 Bay mare – jump.JPG');
  });

  it('keeps the last segment of a path, without control characters, at most 255 characters', () => {
    expect(cleanOriginalName('C:\\Shoots\\spring/IMG_1.jpg')).toBe('IMG_1.jpg');
    expect(cleanOriginalName('IMG\u0000_2\n.jpg')).toBe('IMG_2.jpg');
    expect(cleanOriginalName(`${'a'.repeat(300)}.jpg`)).toHaveLength(255);
  });

  it('answers null when no name is left', () => {
    expect(cleanOriginalName('')).toBeNull();
    expect(cleanOriginalName('folder/')).toBeNull();
    expect(cleanOriginalName('\u0001 ')).toBeNull();
  });
});

describe('ZIP entry names (the original file names, none overwriting another)', () => {
  const entry = (originalName: string | null, fallback = 'sierra-2026-11-26-abcd1234.jpg') => ({
    originalName,
    fallback,
  });

  it('uses each original file name as it was uploaded', () => {
    expect(zipEntryNames([entry('DSC_0201.jpg'), entry('Arena.png')])).toEqual(['DSC_0201.jpg', 'Arena.png']);
  });

  it('numbers a name already taken, ignoring case as Windows and macOS do, before its extension', () => {
    expect(
      zipEntryNames([entry('IMG_1.jpg'), entry('img_1.JPG'), entry('IMG_1.jpg'), entry('IMG_1 (2).jpg')]),
    ).toEqual(['IMG_1.jpg', 'img_1 (2).JPG', 'IMG_1 (3).jpg', 'IMG_1 (2) (2).jpg']);
    expect(zipEntryNames([entry('README'), entry('readme')])).toEqual(['README', 'readme (2)']);
  });

  it('falls back to the download name for a picture without a name, or with only dots', () => {
    expect(zipEntryNames([entry(null, 'a.jpg'), entry('..', 'b.png'), entry('a.jpg')])).toEqual([
      'a.jpg',
      'b.png',
      'a (2).jpg',
    ]);
  });
});
